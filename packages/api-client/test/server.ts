import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** `Date.now()` when the request arrived. */
  at: number;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Drops the connection without an answer (a network error for the client). */
  drop?: boolean;
}

/** A real HTTP server on loopback that records every request and answers what the test says. */
export async function startRecorder(reply: (req: Recorded) => Reply = () => ({ status: 200, body: '{}' })) {
  const requests: Recorded[] = [];
  let respond = reply;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      requests.push(recorded);
      const r = respond(recorded);
      if (r.drop) {
        req.socket.destroy();
        return;
      }
      res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
      res.end(r.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setReply(next: (req: Recorded) => Reply) {
      respond = next;
    },
    last(): Recorded {
      const r = requests.at(-1);
      if (!r) throw new Error('no request recorded');
      return r;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
