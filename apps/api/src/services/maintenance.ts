import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { Log } from './log';

const EVERY_MS = 10 * 60 * 1000;

/** Deletes spent codes, old send counters, stale captchas and old dev outbox messages. Safe on every instance. */
export async function sweep(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('otps').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db.deleteFrom('otp_throttle').where('last_sent_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db.deleteFrom('rate_counters').where('window_start', '<', sql<Date>`now() - interval '2 hours'`).execute();
  await db.deleteFrom('captchas').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  // Access tokens live 30 days: an older sign-in has no token left to revoke.
  await db.deleteFrom('sign_ins').where('created_at', '<', sql<Date>`now() - interval '31 days'`).execute();
  await db.deleteFrom('sms_outbox').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

/** Runs `sweep` every 10 minutes; returns the stop function. A failed sweep (database down) waits for the next. */
export function startMaintenance(db: Kysely<DB>, log: Log): () => void {
  const timer = setInterval(() => {
    sweep(db).catch((error: unknown) => log.warn({ err: { message: String(error) } }, 'maintenance sweep failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
