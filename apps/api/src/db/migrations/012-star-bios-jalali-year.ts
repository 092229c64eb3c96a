import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Bios seeded before gave a foreign star's birth year in Gregorian, beside the page's Jalali birth date. The
// Jalali year is not in SQL, so this one migration is a frozen function: Intl's Persian calendar, nothing imported
// from the application. A bio already right, or without «متولد», is left as it is.

const PERSIAN_ZERO = 0x06f0;
const toAscii = (text: string) => text.replace(/[۰-۹]/g, (c) => String(c.charCodeAt(0) - PERSIAN_ZERO));
const toPersian = (n: number) => String(n).replace(/[0-9]/g, (c) => String.fromCharCode(PERSIAN_ZERO + Number(c)));
const years = new Intl.DateTimeFormat('en-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' });
/** The Jalali year, in Tehran, of a `YYYY-MM-DD` date. */
const jalaliYear = (date: string) =>
  Number.parseInt(years.formatToParts(Date.parse(date)).find((p) => p.type === 'year')?.value ?? '', 10);

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ id: number; bio: string; born: string }>`
      SELECT id, bio, to_char(birth_date, 'YYYY-MM-DD') AS born FROM stars
      WHERE birth_date IS NOT NULL AND bio LIKE ${'%متولد %'}`.execute(db);
    for (const star of rows) {
      const year = jalaliYear(star.born);
      const bio = star.bio.replace(/متولد ([۰-۹]{4})/, (said, digits: string) =>
        Number(toAscii(digits)) === year ? said : `متولد ${toPersian(year)}`,
      );
      if (bio !== star.bio) await sql`UPDATE stars SET bio = ${bio} WHERE id = ${star.id}`.execute(db);
    }
  },
};
