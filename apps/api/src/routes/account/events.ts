import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../http/auth';
import { unauthorized } from '../../http/errors';

/** The path of the sign-out stream; outside the endpoint table, since it answers a stream and not one JSON body. */
export const ACCOUNT_EVENTS_PATH = '/api/account/events';
/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
/** How long a browser waits before connecting again after the stream drops (an instance restarting). */
const RETRY_MS = 2_000;

/**
 * Server-Sent Events telling an open page that its device was signed out (issue #40 item 3, decision 047): the
 * stream holds the bearer's sign-in and sends `signed-out` when it is revoked, from this instance or another (the
 * sign-out notification every instance hears), then ends. A token already refused is a 401 like any call. Streams
 * end when the instance closes, and the browser connects again to another one.
 */
export default async function accountEventsRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(ACCOUNT_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const session = await authenticate(app.services, request);
    if (!session) throw unauthorized();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx would otherwise hold the events back until its buffer fills.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    const keepAlive = setInterval(() => raw.write(': ping\n\n'), KEEP_ALIVE_MS).unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      stopWatching();
      open.delete(end);
      raw.end();
    };
    const stopWatching = app.services.signIns.watch(session.signInId, session.accountId, () => {
      if (!ended) raw.write('event: signed-out\ndata: {}\n\n');
      end();
    });
    open.add(end);
    raw.on('close', end);
  });
}
