import { type CaptionStyle, defaultCaptionStyle } from '@parde/api-client';
import { sql } from 'kysely';
import type { Db } from './db';

const columns = ['color', 'font', 'size', 'text_opacity', 'background', 'background_opacity', 'edge'] as const;

/** A stored row as the wire's caption style. */
const toStyle = (row: {
  color: CaptionStyle['color'];
  font: CaptionStyle['font'];
  size: number;
  text_opacity: number;
  background: CaptionStyle['background'];
  background_opacity: number;
  edge: CaptionStyle['edge'];
}): CaptionStyle => ({
  color: row.color,
  font: row.font,
  size: row.size,
  textOpacity: row.text_opacity,
  background: row.background,
  backgroundOpacity: row.background_opacity,
  edge: row.edge,
});

/** The `caption_styles` table: each member's caption look. */
export function createCaptionStylesRepository(db: Db) {
  return {
    /** The member's style, or the defaults when they never changed it. */
    async of(profileId: number): Promise<CaptionStyle> {
      const row = await db
        .selectFrom('caption_styles')
        .select(columns)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return row ? toStyle(row) : { ...defaultCaptionStyle };
    },

    /**
     * Writes the given fields over the member's style (defaults for the rest on the first write) and answers the
     * whole style, in one statement so concurrent changes of different fields both stay.
     */
    async save(profileId: number, changes: Partial<CaptionStyle>): Promise<CaptionStyle> {
      const set = {
        ...(changes.color !== undefined && { color: changes.color }),
        ...(changes.font !== undefined && { font: changes.font }),
        ...(changes.size !== undefined && { size: changes.size }),
        ...(changes.textOpacity !== undefined && { text_opacity: changes.textOpacity }),
        ...(changes.background !== undefined && { background: changes.background }),
        ...(changes.backgroundOpacity !== undefined && { background_opacity: changes.backgroundOpacity }),
        ...(changes.edge !== undefined && { edge: changes.edge }),
      };
      const row = await db
        .insertInto('caption_styles')
        .values({ profile_id: profileId, ...set })
        .onConflict((oc) => oc.column('profile_id').doUpdateSet({ ...set, updated_at: sql`now()` }))
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toStyle(row);
    },
  };
}
