import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Database } from '../db/database';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

export interface HealthOptions {
  database: Database;
  redis: Redis | undefined;
  /** Whether the app is shutting down. */
  closing: () => boolean;
}

/**
 * The health routes. `/api/health/live`: the process answers (restart it when not). `/api/health/ready`: it can
 * serve: the database answers and it is not shutting down (take it out of the load balancer when not); Redis is
 * reported beside it. `/api/health` is the same check as ready, for tools that know one address.
 */
export async function healthRoutes(app: FastifyInstance, { database, redis, closing }: HealthOptions) {
  // Any site may load it (it holds nothing): the api-client asks it in `no-cors` mode to tell a CORS refusal from a
  // server that is down, which the same-site policy of every other answer would hide.
  app.get('/api/health/live', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send({ status: 'ok' }),
  );
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const check = async (run: () => Promise<unknown>) => {
      try {
        await withTimeout(run(), 1000);
        return 'ok' as const;
      } catch {
        return 'down' as const;
      }
    };
    const [db, cache] = await Promise.all([
      check(() => sql`SELECT 1`.execute(database.db)),
      redis ? check(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    // Redis down is degraded, not unready: limits count in memory meanwhile, and taking every instance out of the
    // load balancer for it would turn a lost cache into an outage.
    const up = !closing() && db === 'ok';
    return reply
      .code(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: !up ? (closing() ? 'closing' : 'down') : cache === 'down' ? 'degraded' : 'ok',
        engine: database.engine,
        database: db,
        ...(cache ? { redis: cache } : {}),
      });
  };
  app.get('/api/health/ready', { schema: { hide: true } }, ready);
  app.get('/api/health', { schema: { hide: true } }, ready);
}
