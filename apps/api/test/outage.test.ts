import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { engine, freshDatabase } from './helper';

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, like a database going away. */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = async (port = 0) => {
    server = createServer((client) => {
      const upstream = createConnection(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  const port = await listen();
  return {
    port,
    async cut() {
      // close() waits for open connections, so they are cut first (an idle one could stay open for good).
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => listen(port),
    cutForGood: async () => {
      server?.close();
      for (const s of sockets) s.destroy();
    },
  };
}

// The embedded database cannot go away; this runs where PostgreSQL does (CI sets DATABASE_URL).
describe.skipIf(engine !== 'postgres')('database outage', () => {
  it('answers 503 while PostgreSQL is unreachable and recovers when it returns', async () => {
    const { database: seeded, drop } = await freshDatabase();
    const schema = (
      await seeded.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()
    ).s;
    const target = new URL(process.env.DATABASE_URL!);
    const proxy = await startProxy(target);
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ url: viaProxy.toString(), schema });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      secret: 's'.repeat(40),
      logger: false,
    });
    // A new page each time: an anonymous list answered once is kept 10 s and would be served from memory.
    let page = 0;
    const get = () =>
      app.inject({ method: 'GET', url: `/api/MovieQuery/GetBestMovies?CountryOfOrigin=Domestic&pageNumber=${++page}` });
    try {
      expect((await get()).statusCode).toBe(200);
      await proxy.cut();
      const down = await get();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        code: 'ServiceUnavailable',
        message: 'Service unavailable',
        errors: ['Service unavailable'],
        requestId: down.headers['x-request-id'],
      });
      // The app's client waits as asked before each retry, so a restart of a few seconds is ridden through.
      expect(down.headers['retry-after']).toBe('2');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      await proxy.restore();
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await get()).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.cutForGood();
      await drop();
    }
  });
});
