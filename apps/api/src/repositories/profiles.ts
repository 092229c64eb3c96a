import { type DataUsage, defaultPlaybackSettings } from '@parde/api-client';
import { sql } from 'kysely';
import type { Db } from './db';

/** A member profile as stored. */
export interface ProfileRow {
  id: number;
  profile_name: string;
  avatar_path: string;
  age_range: number;
  /** The member's «مصرف داده», where read with it (the account's list). */
  data_usage?: DataUsage | null;
}

const columns = ['id', 'profile_name', 'avatar_path', 'age_range'] as const;
const settingsColumns = [
  'audio_language',
  'subtitle_language',
  'subtitle_size',
  'subtitle_background',
  'autoplay_next',
  'data_usage',
  'download_next',
] as const;

/** The `profiles` table: an account's member profiles in their slots. */
export function createProfilesRepository(db: Db) {
  const countOf = async (accountId: number) =>
    (
      await db
        .selectFrom('profiles')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n;

  return {
    /** The account's profile, or undefined when it is not the account's (or gone). */
    findOwned(accountId: number, id: number): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('profiles')
        .select(columns)
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    /** The age range of the account's profile, or undefined when it is gone. */
    async ageRange(accountId: number, id: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('profiles')
        .select('age_range')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.age_range;
    },

    /** The account's profile in the first slot. */
    async firstId(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('account_id', '=', accountId)
        .orderBy('slot')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A page of the account's profiles in slot order, with the total. */
    async page(accountId: number, limit: number, offset: number): Promise<{ rows: ProfileRow[]; total: number }> {
      const rows = await db
        .selectFrom('profiles as p')
        .leftJoin('playback_settings as ps', 'ps.profile_id', 'p.id')
        .select([
          'p.id',
          'p.profile_name',
          'p.avatar_path',
          'p.age_range',
          'ps.data_usage',
          sql<number>`count(*) over ()::int`.as('total'),
        ])
        .where('p.account_id', '=', accountId)
        .orderBy('p.slot')
        .limit(limit)
        .offset(offset)
        .execute();
      return { rows, total: rows[0]?.total ?? (await countOf(accountId)) };
    },

    count: countOf,

    /**
     * Inserts into the first free slot of 1..maxSlots. The slot is a unique (account, slot) pair: of racing adds
     * for the same slot one wins and the others get undefined (and may retry on the next free slot).
     */
    async insertInFreeSlot(
      accountId: number,
      maxSlots: number,
      values: { profileName: string; avatarPath: string; ageRange: number },
    ): Promise<ProfileRow | undefined> {
      const row = await sql<ProfileRow>`
        INSERT INTO profiles (account_id, slot, profile_name, avatar_path, age_range)
        SELECT ${accountId}, slot, ${values.profileName}, ${values.avatarPath}, ${values.ageRange}
        FROM generate_series(1, ${maxSlots}) AS slot
        WHERE slot NOT IN (SELECT p.slot FROM profiles p WHERE p.account_id = ${accountId})
        ORDER BY slot LIMIT 1
        ON CONFLICT (account_id, slot) DO NOTHING
        RETURNING id, profile_name, avatar_path, age_range`.execute(db);
      return row.rows[0];
    },

    update(
      accountId: number,
      id: number,
      values: { profileName: string; avatarPath: string; ageRange: number },
    ): Promise<ProfileRow | undefined> {
      return db
        .updateTable('profiles')
        .set({ profile_name: values.profileName, avatar_path: values.avatarPath, age_range: values.ageRange })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .returning(columns)
        .executeTakeFirst();
    },

    /** The member's playback choices; undefined until the member changes one. */
    playbackSettings(profileId: number) {
      return db
        .selectFrom('playback_settings')
        .select(settingsColumns)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
    },

    /**
     * Writes the given playback choices over the member's (defaults for the rest on the first write) and answers
     * the whole row, in one statement so concurrent updates of different fields both stay.
     */
    savePlaybackSettings(
      profileId: number,
      changes: Partial<{
        audio_language: string | null;
        subtitle_language: string | null;
        subtitle_size: 'small' | 'medium' | 'large';
        subtitle_background: 'none' | 'translucent' | 'opaque';
        autoplay_next: boolean;
        data_usage: DataUsage | null;
        download_next: boolean;
      }>,
    ) {
      return db
        .insertInto('playback_settings')
        .values({
          profile_id: profileId,
          audio_language: defaultPlaybackSettings.audioLanguage,
          subtitle_language: defaultPlaybackSettings.subtitleLanguage,
          subtitle_size: defaultPlaybackSettings.subtitleSize,
          subtitle_background: defaultPlaybackSettings.subtitleBackground,
          autoplay_next: defaultPlaybackSettings.autoplayNext,
          data_usage: defaultPlaybackSettings.dataUsage,
          download_next: defaultPlaybackSettings.downloadNext,
          ...changes,
        })
        .onConflict((oc) => oc.column('profile_id').doUpdateSet(changes))
        .returning(settingsColumns)
        .executeTakeFirstOrThrow();
    },

    /** Deletes the profile unless it is the account's last one. */
    deleteUnlessLast(accountId: number, id: number): Promise<'deleted' | 'last' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        // Locking the account serialises deletes, so two of them can never remove the last two profiles.
        await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
        const count = await trx
          .selectFrom('profiles')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow();
        if (count.n <= 1) return 'last' as const;
        const result = await trx
          .deleteFrom('profiles')
          .where('id', '=', id)
          .where('account_id', '=', accountId)
          .executeTakeFirst();
        return result.numDeletedRows > 0n ? ('deleted' as const) : ('missing' as const);
      });
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
