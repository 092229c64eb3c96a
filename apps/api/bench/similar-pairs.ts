/**
 * The labelled pairs of `bench:search`'s «مشابه‌ها» check: for each film and series of the demo catalogue, the
 * neighbour an editor would expect — the most popular other title of its kind with the same main genre and a tag in
 * common, that a member of the title's own age may see. Deterministic: the same catalogue gives the same pairs.
 */
import type { Catalogue, SeedMovie, SeedSeries } from '@parde/demo-catalogue';

export interface SimilarPair {
  type: 'Movie' | 'Series';
  id: number;
  title: string;
  /** The member's age range the pair is asked with: the title's own. */
  age: number;
  expected: { id: number; title: string };
}

export function similarPairs(catalogue: Catalogue): SimilarPair[] {
  const pairs: SimilarPair[] = [];
  const of = (type: 'Movie' | 'Series', list: (SeedMovie | SeedSeries)[]) => {
    for (const title of list) {
      const expected = list
        .filter(
          (other) =>
            other.id !== title.id &&
            other.ageRange <= title.ageRange &&
            other.genreIds[0] === title.genreIds[0] &&
            other.tagIds.some((tag) => title.tagIds.includes(tag)),
        )
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)[0];
      if (expected)
        pairs.push({
          type,
          id: title.id,
          title: title.title,
          age: title.ageRange,
          expected: { id: expected.id, title: expected.title },
        });
    }
  };
  of('Movie', catalogue.movies);
  of('Series', catalogue.series);
  return pairs;
}
