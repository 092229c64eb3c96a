import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@parde/api-client';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or the raw text for anything else (multipart). */
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Answer only after this many ms (a slow server). */
  delayMs?: number;
  /** Close the connection with no answer at all (the network is gone). */
  drop?: boolean;
}

/** Answers a request: by default 200 `{}`. */
export type Script = (req: Recorded) => Reply | undefined;

/**
 * A real HTTP server on loopback that records every request and answers what the test scripts,
 * keyed by the endpoint's path (e.g. `/api/SearchQuery/Search`).
 */
export async function startApi() {
  const requests: Recorded[] = [];
  const routes = new Map<string, Script>();
  const closedEarly: string[] = [];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {}
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const reply = routes.get(url.pathname)?.(recorded) ?? { status: 200, body: {} };
      const send = () => {
        if (res.destroyed) return;
        if (reply.drop) {
          res.destroy();
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      };
      res.on('close', () => {
        if (!res.writableFinished) closedEarly.push(url.pathname);
      });
      // unref: a held answer must not keep the test process alive.
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    requests,
    /** Paths whose connection the client closed before the answer (cancelled requests). */
    closedEarly,
    /** Scripts the answer of one path. */
    on(path: string, script: Script | Reply) {
      routes.set(path, typeof script === 'function' ? script : () => script);
    },
    /** Requests made to one path. */
    calls(path: string) {
      return requests.filter((r) => r.path === path);
    },
    reset() {
      requests.length = 0;
      closedEarly.length = 0;
      routes.clear();
    },
    /** A real api client pointed at this server. */
    client(options: Omit<Parameters<typeof createApiClient>[0], 'baseUrl'> = {}) {
      return createApiClient({ baseUrl, ...options });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;

/** The error body the server sends (DECISIONS.md: `message` is `errors[0]`). */
export const errorBody = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  errors: [message],
  ...extra,
});
