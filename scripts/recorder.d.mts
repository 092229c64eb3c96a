import type { IncomingMessage } from 'node:http';

/** A request as the recording server kept it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** `Date.now()` when the request arrived. */
  at: number;
}

/** What the server answers: a string body as it is, any other as JSON. */
export interface RecordedReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer only after this many ms (a slow server). */
  delayMs?: number;
  /** Close the connection with no answer at all (the network is gone). */
  drop?: boolean;
}

export declare function startRecordingServer(answer: (request: RecordedRequest) => RecordedReply): Promise<{
  baseUrl: string;
  requests: RecordedRequest[];
  /** Paths whose connection the client closed before the answer (cancelled requests). */
  closedEarly: string[];
  close(): Promise<void>;
}>;
