import { LRUCache } from 'lru-cache';
import type { CardRow, TitleFilter, TitleOrder, TitlesRepository } from '../repositories/titles';

/** One list of titles: filters, an order, the age limit and the page. */
export interface TitleListSpec extends TitleFilter {
  order: TitleOrder;
  pageNumber: number;
  pageSize: number;
}

/** Seconds a list's count is reused. */
const COUNT_TTL_MS = 30_000;

/**
 * The filtered, ordered lists of titles. Counts are cached for a short while: the catalogue changes only when it is
 * seeded, and counting tens of thousands of rows on every page view would cost more than the page itself.
 */
export class TitleLists {
  private readonly counts: LRUCache<string, number, TitleFilter>;

  constructor(private readonly titles: TitlesRepository) {
    this.counts = new LRUCache<string, number, TitleFilter>({
      max: 5000,
      ttl: COUNT_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => this.titles.count(context),
    });
  }

  async list(spec: TitleListSpec): Promise<{ rows: CardRow[]; totalCount: number }> {
    const { pageNumber, pageSize, order, ...filter } = spec;
    const [rows, totalCount] = await Promise.all([
      this.titles.page(filter, order, pageSize, (pageNumber - 1) * pageSize),
      this.counts.fetch(JSON.stringify(filter), { context: filter }) as Promise<number>,
    ]);
    return { rows, totalCount };
  }
}
