import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { Config } from './config';

/**
 * Why the server or the seed step could not start, as one line naming the cause and its fix: both run under `npm
 * start`, and an operator reads their refusals side by side.
 */

/** Refuses to start: one line per cause, with the fix, and nothing else (no stack trace). */
export function refuse(lines: string[]): never {
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
export function explain(error: unknown, config: Config): string {
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
  // A server that takes the connection and never answers gives `timeout expired`.
  if (
    /timeout exceeded when trying to connect|Connection terminated due to connection timeout|timeout expired/i.test(
      message,
    )
  )
    return `database unreachable: ${where} did not answer within seconds; check that it runs and answers there, or ${fixUrl}`;
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
export class ListenError extends Error {}
