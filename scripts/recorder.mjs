// The one recording HTTP server of the test suites: a real server on loopback that keeps every request and answers
// what the test decides. @parde/api-client's tests read requests raw; @parde/domain's script answers per path.
import { createServer } from 'node:http';

/**
 * Starts the server. `answer(request)` gives each reply: `{ status, body?, headers?, delayMs?, drop? }`, where a
 * string body is sent as it is and any other body as JSON; `drop` closes the connection with no answer (a network
 * error for the client) and `delayMs` holds the answer (a slow server).
 */
export async function startRecordingServer(answer) {
  const requests = [];
  const closedEarly = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      requests.push(request);
      const reply = answer(request);
      const send = () => {
        if (res.destroyed) return;
        if (reply.drop) {
          req.socket.destroy();
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        const body = reply.body;
        res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
      };
      res.on('close', () => {
        if (!res.writableFinished) closedEarly.push(url.pathname);
      });
      // unref: a held answer must not keep the test process alive.
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    requests,
    closedEarly,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
