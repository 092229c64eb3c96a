import { type RecordedRequest, startRecordingServer } from '../../../scripts/recorder.mjs';

export type Recorded = RecordedRequest;

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Drops the connection without an answer (a network error for the client). */
  drop?: boolean;
}

/** The repository's recording server (scripts/recorder.mjs), answering what the test says; raw bodies. */
export async function startRecorder(reply: (req: Recorded) => Reply = () => ({ status: 200, body: '{}' })) {
  let respond = reply;
  const server = await startRecordingServer((request) => respond(request));
  return {
    baseUrl: server.baseUrl,
    requests: server.requests,
    setReply(next: (req: Recorded) => Reply) {
      respond = next;
    },
    last(): Recorded {
      const r = server.requests.at(-1);
      if (!r) throw new Error('no request recorded');
      return r;
    },
    close: server.close,
  };
}
