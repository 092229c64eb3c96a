import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { type Config, ConfigError, loadConfig } from './config';
import type { RunningServer } from './server';

/** Refuses to start: one line per cause, with the fix, and nothing else (no stack trace). */
function refuse(lines: string[]): never {
  for (const line of lines) console.error(`[parde] ${line}`);
  process.exit(1);
}

/** Where a DATABASE_URL points, for the messages (never its password). */
function databaseAt(url: string) {
  const parsed = new URL(url);
  return {
    address: `${parsed.hostname}:${parsed.port || 5432}`,
    user: decodeURIComponent(parsed.username) || 'postgres',
    name: decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || 'postgres',
  };
}

/** One line naming why the server could not start and what to do about it. */
function explain(error: unknown, config: Config): string {
  const { code, message = String(error) } = (error ?? {}) as { code?: string; message?: string };
  if (error instanceof ListenError) return message;
  const first = message.split('\n')[0] ?? '';
  const db = config.databaseUrl ? databaseAt(config.databaseUrl) : undefined;
  const where = db ? `PostgreSQL at ${db.address}` : 'the embedded PostgreSQL';
  const fixUrl = db ? 'correct DATABASE_URL' : 'check DATA_DIR';
  switch (code) {
    case 'ECONNREFUSED':
      return `database unreachable: ${where} refused the connection; start PostgreSQL there or ${fixUrl}`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `database unreachable: ${where} did not answer (${code}); check the network or ${fixUrl}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `database unreachable: the host of ${where} is not known (${code}); correct DATABASE_URL`;
    case '3D000':
      return `database missing: ${where} has no database "${db?.name}"; create it (createdb -h ${db?.address.split(':')[0]} ${db?.name}) or correct DATABASE_URL`;
    case '28P01':
    case '28000':
      return `authentication failed for user "${db?.user ?? 'postgres'}" on ${where} (${first}); correct the user or password in DATABASE_URL`;
    case '3F000':
      return `database schema missing: ${first}; correct DATABASE_SCHEMA`;
    case 'EADDRINUSE': {
      const holder = listener(config.port);
      const by = !holder
        ? '(another server listens there)'
        : holder.parde
          ? `by another Parde server (pid ${holder.pid})`
          : `by pid ${holder.pid} (${holder.name})`;
      return `port ${config.port} is in use on ${config.host} ${by}; stop it, or set PORT to a free port`;
    }
    case 'EACCES':
      if (/listen|bind/.test(message))
        return `port ${config.port} needs privileges this user lacks; set PORT to 1024 or above, or run behind a proxy`;
      return `permission denied: ${first}; give this user access, or set DATA_DIR to a folder it owns`;
    case 'EADDRNOTAVAIL':
      return `HOST="${config.host}" is not an address of this machine; set HOST to one of its addresses, e.g. 0.0.0.0`;
    case 'EROFS':
    case 'ENOSPC':
      return `cannot write the data folder: ${first}; set DATA_DIR to a writable folder with room`;
  }
  // Timeouts of `pg` carry no code; an earlier line of ours already names its fix.
  if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(message))
    return `database unreachable: ${where} did not answer within seconds; check the network or ${fixUrl}`;
  return `could not start: ${first.replace(/\.$/, '')}`;
}

/**
 * The process listening on TCP `port`, from /proc (Linux; undefined elsewhere, or when it belongs to a user whose
 * file descriptors this one cannot read): its pid, its name, and whether it is a Parde server.
 */
function listener(port: number): { pid: number; name: string; parde: boolean } | undefined {
  try {
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = readFileSync(table, 'utf8');
      } catch {
        continue;
      }
      for (const row of text.split('\n').slice(1)) {
        const fields = row.trim().split(/\s+/);
        // State 0A is LISTEN; the local address ends in the port, in hexadecimal.
        if (fields[3] === '0A' && Number.parseInt(fields[1]?.split(':').at(-1) ?? '', 16) === port && fields[9])
          inodes.add(`socket:[${fields[9]}]`);
      }
    }
    if (inodes.size === 0) return undefined;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${entry}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        let target = '';
        try {
          target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        } catch {
          continue;
        }
        if (!inodes.has(target)) continue;
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
        const name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
        return { pid: Number(entry), name, parde: /\bnode\b.*dist\/main\.js/.test(command) };
      }
    }
  } catch {
    // Not Linux, or /proc unreadable: the message goes without the pid.
  }
  return undefined;
}

/** HOST and PORT cannot be listened on; its message is the explanation. */
class ListenError extends Error {}

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
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  const server = await starting.catch(() => undefined);
  if (!server) return;
  if (err) server.app.log.error({ err }, 'shutting down after an error');
  await server.close({ drainMs: err ? 0 : config.shutdownDrainMs });
});

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
