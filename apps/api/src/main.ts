import { createServer } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { type Config, ConfigError, loadConfig } from './config';
import type { RunningServer } from './server';
import { explain, ListenError, refuse } from './start-failure';

/** Fails at once when HOST:PORT cannot be listened on, before the database is opened, migrated and seeded for nothing. */
async function checkListen(config: Config) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
        reject(
          new ListenError(
            `HOST="${config.host}" is not a known name or address; set HOST to an address of this machine, e.g. 0.0.0.0`,
          ),
        );
      else reject(new ListenError(explain(error, config)));
    });
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse(error instanceof ConfigError ? error.problems : [`could not read the configuration: ${String(error)}`]);
}

/**
 * Fails at once when DATABASE_URL's server cannot be reached or refuses us, before the server's modules load: one
 * connection, then closed.
 */
async function checkDatabase(config: Config) {
  if (!config.databaseUrl) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => {});
  }
}

// The server's modules load only once the configuration holds and its port and database answer, so a refusal
// comes at once.
const starting: Promise<RunningServer> = Promise.all([checkListen(config), checkDatabase(config)]).then(async () =>
  (await import('./server')).startServer(config, {
    // Plain lines beside `npm start`'s own: the log level is warn there, and these say what the server did.
    say: (line) => console.log(`[parde] ${line}`),
    onDatabaseLost: (line) => void databaseLost(line),
  }),
);

/**
 * The embedded PostgreSQL died and every restart failed: this process cannot serve again, so it says why in one
 * line and exits non-zero, for its supervisor (systemd, a container runtime, `npm start`'s user) to restart it.
 */
async function databaseLost(line: string) {
  console.error(`[parde] ${line}`);
  const server = await starting.catch(() => undefined);
  // Readiness has answered 503 since the database died; what is in flight fails either way.
  await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 3000).unref())]).catch(() => {});
  process.exit(1);
}

// On SIGTERM the server first keeps serving for a moment, answering with `Connection: close` and readiness 503, so
// keep-alive clients close their sockets themselves instead of finding them reset; then it stops listening, lets
// in-flight requests finish (up to 10 s), closes the database and stops the embedded PostgreSQL it started. A
// crash (an uncaught error) closes the same way, without the drain. Registered before start-up so that a signal
// during migrations or seeding still ends in an orderly exit (which stops the embedded PostgreSQL too).
const grace = closeWithGrace({ delay: 10_000 }, async ({ err, signal, manual }) => {
  const server = await starting.catch(() => undefined);
  if (!server) return;
  if (err) server.app.log.error({ err }, 'shutting down after an error');
  else {
    const why = signal ?? (manual ? 'the process that started it is gone' : 'exit');
    console.log(`[parde] stopping (${why}): finishing the requests under way, then closing the database`);
  }
  await server.close({ drainMs: err ? 0 : config.shutdownDrainMs });
  if (!err) console.log('[parde] stopped');
});
// `npm start` keeps an IPC channel to this server: when that process goes (killed, or npm stopped under it), the
// server stops as if told to, instead of serving on as an orphan with its database.
process.once('disconnect', () => void grace.close());

let server: RunningServer;
try {
  server = await starting;
} catch (error) {
  // startServer has closed what it opened; the full error is for whoever asked for debug logs.
  if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
  refuse([explain(error, config)]);
}
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
server.app.log.info(`Parde API on http://${config.host}:${port} (${server.database.engine})`);
// The parent that started this process with an IPC channel (`npm start`) learns that this server, not another
// process on the port, is the one listening.
process.send?.({ parde: 'listening', pid: process.pid, host: config.host, port });
