import DataLoader from 'dataloader';
import type { MoviePageRow, TitlesRepository } from '../repositories/titles';

/** Most ids one query asks for. */
const MAX_BATCH = 100;

/**
 * Movie pages by id, as PostgreSQL writes their wire JSON. Requests share queries (`id = ANY($1)`): a title by id
 * was one round trip per request, and at load those round trips (the socket writes to PostgreSQL, its per-statement
 * work) were most of the time. A batch is sent at setImmediate (after every socket that was ready has been read, not
 * at the next tick, which comes after each one), unless `inFlight` batches are already running: then it keeps
 * gathering ids until one of them is answered. Alone, a request waits for nothing; under load, batches grow.
 */
export class MoviePages {
  private readonly loader: DataLoader<number, MoviePageRow | undefined>;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(titles: TitlesRepository, mediaBase: string, inFlight = 2) {
    this.loader = new DataLoader(
      async (ids) => {
        this.running++;
        try {
          const rows = new Map((await titles.moviePages(ids, mediaBase)).map((row) => [row.id, row]));
          return ids.map((id) => rows.get(id));
        } finally {
          this.running--;
          this.waiting.shift()?.();
        }
      },
      {
        // Nothing is kept: each request reads its page afresh (answers are kept by the shared answer cache).
        cache: false,
        maxBatchSize: MAX_BATCH,
        batchScheduleFn: (send) => setImmediate(() => (this.running < inFlight ? send() : this.waiting.push(send))),
      },
    );
  }

  /** The movie's page, or undefined when there is no such movie. */
  get(id: number): Promise<MoviePageRow | undefined> {
    return this.loader.load(id);
  }
}
