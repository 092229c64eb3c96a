import type { IncomingMessage } from 'node:http';
import { createApiClient } from '@parde/api-client';
import { startRecordingServer } from '../../../scripts/recorder.mjs';

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
 * The repository's recording server (scripts/recorder.mjs) with the answers a test scripts, keyed by the endpoint's
 * path (e.g. `/api/SearchQuery/Search`); bodies parsed as JSON where they are.
 */
export async function startApi() {
  const requests: Recorded[] = [];
  const routes = new Map<string, Script>();
  const server = await startRecordingServer((request) => {
    const text = request.body.toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {}
    const recorded: Recorded = {
      method: request.method,
      path: request.path,
      query: request.query,
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    return routes.get(request.path)?.(recorded) ?? { status: 200, body: {} };
  });
  const { baseUrl, closedEarly } = server;

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
    close: server.close,
  };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;

/** The error body the server sends (DECISIONS.md: `message` is `errors[0]`). */
export const errorBody = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  errors: [message],
  ...extra,
});
