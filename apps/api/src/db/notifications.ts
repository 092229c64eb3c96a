import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/** What a listener hears: each payload, and whether it may have missed some. */
export interface NotificationHandlers {
  onPayload(payload: string): void;
  /**
   * False when this instance may miss notifications (its listening connection is down or not yet listening), true
   * once it hears every one again. Whatever was kept on their strength must be dropped on false.
   */
  onHearing(hearing: boolean): void;
}

/** Notifications between every instance on one database and schema. */
export interface Notifications {
  /** Sends `payload` on `channel` to every instance listening on it, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `handlers` for every notification on `channel`; answers how to stop. */
  listen(channel: string, handlers: NotificationHandlers): () => Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * The PostgreSQL channel for `channel` in `schema`: a hash of the schema, not its name, since a channel is an
 * identifier of at most 63 bytes (`pg_notify` refuses a longer one while `LISTEN` truncates it, so the two would
 * disagree) and a schema name may itself be 63.
 */
export function channelName(channel: string, schema: string | undefined): string {
  return `${channel}_${createHash('sha1')
    .update(schema ?? 'public')
    .digest('hex')
    .slice(0, 16)}`;
}

/**
 * PostgreSQL's LISTEN/NOTIFY, on channels named after the schema (several deployments may share a database). A
 * notification is delivered when the notifying statement commits, to every session listening then; each listener
 * holds a connection of its own, outside the pool, and connects again when it loses it.
 */
export function postgresNotifications(
  url: string,
  schema: string | undefined,
  notify: (channel: string, payload: string) => Promise<void>,
): Notifications {
  const scoped = (channel: string) => channelName(channel, schema);
  return {
    notify: (channel, payload) => notify(scoped(channel), payload),
    listen(channel, handlers) {
      const name = scoped(channel);
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const lost = (which: pg.Client) => {
        if (client !== which) return;
        client = undefined;
        handlers.onHearing(false);
        which.end().catch(() => {});
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
      };
      const connect = async () => {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, keepAlive: true });
        client = next;
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        next.on('notification', (message) => {
          if (message.channel === name) handlers.onPayload(message.payload ?? '');
        });
        try {
          await next.connect();
          await next.query(`LISTEN "${name.replaceAll('"', '""')}"`);
          if (client === next && !stopped) handlers.onHearing(true);
        } catch {
          lost(next);
        }
      };
      handlers.onHearing(false);
      void connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = undefined;
        await last?.end().catch(() => {});
      };
    },
  };
}

/**
 * PGlite's: it holds its data folder alone, so every instance on the database is in this process; notifications
 * are events on the database object and are always heard.
 */
export function inProcessNotifications(): Notifications {
  const events = new EventEmitter().setMaxListeners(0);
  return {
    notify: async (channel, payload) => void events.emit(channel, payload),
    listen(channel, handlers) {
      const listener = (payload: string) => handlers.onPayload(payload);
      events.on(channel, listener);
      handlers.onHearing(true);
      return async () => void events.off(channel, listener);
    },
  };
}
