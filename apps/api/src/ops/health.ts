import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Database } from '../db/database';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

/**
 * `/api/health/live`: the process answers (restart it when not). `/api/health/ready`: it can serve: the database
 * answers and it is not shutting down (take it out of the load balancer when not); Redis is reported beside it.
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  redis: Redis | undefined,
  closing: () => boolean,
) {
  app.get('/api/health/live', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const check = async (run: () => Promise<unknown>) => {
      try {
        await withTimeout(run(), 1000);
        return 'ok' as const;
      } catch {
        return 'down' as const;
      }
    };
    const [db, cache] = await Promise.all([
      check(() => sql`SELECT 1`.execute(database.db)),
      redis ? check(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    // Redis down is degraded, not unready: limits count in memory meanwhile, and taking every instance out of the
    // load balancer for it would turn a lost cache into an outage.
    const ready = !closing() && db === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: !ready ? (closing() ? 'closing' : 'down') : cache === 'down' ? 'degraded' : 'ok',
        engine: database.engine,
        database: db,
        ...(cache ? { redis: cache } : {}),
      });
  });
}
