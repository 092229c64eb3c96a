import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection shared by the limits (and readiness). Commands fail at once while it is down instead of
 * queueing (`enableOfflineQueue: false`), so a request never waits for Redis; ioredis keeps reconnecting.
 * Waits up to a second for the first connection.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    // One warning per outage, not one per reconnection attempt.
    if (!down) log.warn({ err: { message: error.message } }, 'Redis unavailable: limits fall back to memory');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.warn('Redis available again: limits shared through it');
    down = false;
  });
  // A healthy Redis is connected before the first request; a dead one delays start-up by a second at most.
  await Promise.race([once(redis, 'ready'), new Promise((resolve) => setTimeout(resolve, 1000).unref())]).catch(
    () => {},
  );
  return redis;
}
