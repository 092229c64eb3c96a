import type { CardRow, TitleFilter, TitleOrder, TitlesRepository } from '../repositories/titles';

/** One list of titles: filters, an order, the age limit and the page. */
export interface TitleListSpec extends TitleFilter {
  order: TitleOrder;
  pageNumber: number;
  pageSize: number;
}

/** The filtered, ordered lists of titles with how many the whole list holds. */
export class TitleLists {
  constructor(private readonly titles: TitlesRepository) {}

  async list(spec: TitleListSpec): Promise<{ rows: CardRow[]; totalCount: number }> {
    const { pageNumber, pageSize, order, ...filter } = spec;
    const [rows, totalCount] = await Promise.all([
      this.titles.page(filter, order, pageSize, (pageNumber - 1) * pageSize),
      this.titles.count(filter),
    ]);
    return { rows, totalCount };
  }
}
