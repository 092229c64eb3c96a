import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Counter } from 'prom-client';

/** Seconds a shared answer may be reused, here and by any cache in front (a CDN). */
export const SHARED_MAX_AGE = 10;
/** Seconds past that a cache in front may still answer with it while it fetches a fresh one. */
export const SHARED_STALE_SECONDS = 30;
export const SHARED_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
/** A member's own answer: kept by no cache, in front or in the browser. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The entity tag of a body, as @fastify/etag writes it with this function (`hashFn`) and `weak: true`. */
export const tagOf = (body: string | Buffer) => hash('sha1', body, 'base64url').slice(0, 22);

/** An answer as sent: its JSON encoded once, and its entity tag. */
export interface Answer {
  body: Buffer;
  etag: string;
}

export interface AnswerCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  /** Counts hits and misses under `cache="shared-answers"`. */
  lookups?: Counter<'cache' | 'result'>;
}

/**
 * The one cache of API answers: JSON by key (the endpoint, its validated and normalised query, and the caller's age
 * limit), kept `SHARED_MAX_AGE` seconds and bounded in bytes. lru-cache's `fetch()` joins concurrent misses of one
 * key into one computation; a failed computation is not kept.
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, Answer, () => Promise<string>>;
  private readonly hits: { inc(): void } | undefined;
  private readonly misses: { inc(): void } | undefined;

  constructor({ ttlMs = SHARED_MAX_AGE * 1000, maxBytes = 32 * 1024 * 1024, lookups }: AnswerCacheOptions = {}) {
    this.answers = new LRUCache({
      ttl: ttlMs,
      maxSize: maxBytes,
      sizeCalculation: (answer) => answer.body.length + answer.etag.length + 64,
      fetchMethod: async (_key, _stale, { context }) => {
        const body = Buffer.from(await context());
        return { body, etag: `W/"${tagOf(body)}"` };
      },
    });
    this.hits = lookups?.labels('shared-answers', 'hit');
    this.misses = lookups?.labels('shared-answers', 'miss');
  }

  /**
   * The kept answer of `key` (at once, without a promise), or the JSON `compute` gives, shared with every caller that
   * misses meanwhile.
   */
  get(key: string, compute: () => Promise<string>): Answer | Promise<Answer> {
    const kept = this.answers.get(key);
    if (kept) {
      this.hits?.inc();
      return kept;
    }
    this.misses?.inc();
    return this.answers.fetch(key, { context: compute }).then((answer) => {
      if (!answer) throw new Error(`no answer for ${key}`);
      return answer;
    });
  }
}
