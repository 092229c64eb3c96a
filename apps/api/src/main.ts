import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const starting = startServer(config, {
  // Plain lines beside `npm start`'s own: the log level is warn there, and these say what the server did.
  say: (line) => console.log(`[parde] ${line}`),
});

// On SIGTERM the server first keeps serving for a moment, answering with `Connection: close` and readiness 503, so
// keep-alive clients close their sockets themselves instead of finding them reset; then it stops listening, lets
// in-flight requests finish (up to 10 s), closes the database and stops the embedded PostgreSQL it started. A
// crash (an uncaught error) closes the same way, without the drain. Registered before start-up so that a signal
// during migrations or seeding still ends in an orderly exit (which stops the embedded PostgreSQL too).
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  const server = await starting.catch(() => undefined);
  if (!server) return;
  if (err) server.app.log.error({ err }, 'shutting down after an error');
  await server.close({ drainMs: err ? 0 : config.shutdownDrainMs });
});

const server = await starting;
server.app.log.info(`Parde API on http://${config.host}:${config.port} (${server.database.engine})`);
