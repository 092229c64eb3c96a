import type { StarCredit } from '@parde/api-client';
import { normalizeForSearch } from '@parde/fa';
import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { offset, paging, toCard } from './wire';

/** A star's page with filmography, and the star list with a name filter. */
export function starHandlers(s: Services): HandlerGroup<'getStarDetail' | 'getStars'> {
  const { stars } = s.repos;
  return {
    async getStarDetail({ query, request }) {
      const age = await request.ageLimit();
      const star = await stars.byId(query.id);
      if (!star) throw notExists();
      const rows = await stars.filmography(star.id, age);
      return {
        id: star.id,
        name: star.name,
        pictureUrl: s.media.portrait(star.id),
        profession: star.profession,
        bio: bioForViewer(
          star.bio,
          rows.map((row) => row.title),
        ),
        birthDate: star.birth_date,
        birthPlace: star.birth_place,
        credits: rows.map((row) => ({
          title: toCard(row, s.media),
          role: row.role as StarCredit['role'],
          character: row.character,
        })),
      };
    },
    async getStars({ query, request }) {
      const p = paging(query);
      const age = await request.ageLimit();
      const text = normalizeForSearch(query.searchText ?? '');
      const { rows, total } = await stars.page(text, p.pageSize, offset(p), age);
      return { data: rows.map((row) => ({ ...row, pictureUrl: s.media.portrait(row.id) })), totalCount: total };
    },
  };
}

/** A bio's sentences: split at a full stop outside «…», so a title's own punctuation never cuts one. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '«') depth++;
    else if (char === '»') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === '.' || char === '؟' || char === '!') && /\s|$/.test(text[i + 1] ?? '')) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/**
 * The bio as this viewer may read it (issue 18): a sentence naming a title («…») the viewer's age range hides is left
 * out, so a child's page never names an adult film in prose; when one was, the titles the viewer does see (newest
 * first, at most two) are named instead. A viewer who sees every title gets the bio as written.
 */
export function bioForViewer(bio: string, visibleTitles: readonly string[]): string {
  const visible = new Set(visibleTitles);
  const kept = sentences(bio).filter((sentence) =>
    [...sentence.matchAll(/«([^»]*)»/g)].every((quote) => visible.has(quote[1] ?? '')),
  );
  if (kept.length === sentences(bio).length) return bio;
  const [first, second] = visibleTitles;
  if (first && second) kept.push(`از کارهای او می‌توان به «${first}» و «${second}» اشاره کرد.`);
  else if (first) kept.push(`«${first}» از کارهای اوست.`);
  return kept.join(' ');
}
