import { DOWNLOAD_DAYS, DOWNLOAD_HOURS_AFTER_PLAY } from '@parde/api-client';
import { sql } from 'kysely';
import type { MediaTrackRow } from '../db/schema';
import type { Db } from './db';

/** A grant with what the downloads list shows of its video: the film, or the episode and its series. */
export interface DownloadRow {
  id: number;
  account_id: number;
  video_id: number;
  granted_at: Date;
  first_played_at: Date | null;
  kind: 'Movie' | 'Episode';
  content_id: number;
  /** The film's title, or the episode's series title. */
  title: string;
  episode_title: string | null;
  season_number: number | null;
  episode_number: number | null;
  audio_tracks: MediaTrackRow[];
  subtitle_tracks: MediaTrackRow[];
  audio_language: string | null;
  subtitle_language: string | null;
}

/** A live grant of the account with its member and device, for «دانلودها»'s picture of the whole account. */
export interface AccountDownloadRow extends DownloadRow {
  profile_id: number;
  profile_name: string;
  sign_in_id: string | null;
  user_agent: string | null;
}

/** The languages kept of a download; null: the default audio, no subtitles. */
export interface DownloadLanguages {
  audio: string | null;
  subtitle: string | null;
}

/** How a list of videos was granted: the grants in order, then where it stopped. */
export interface GrantedMany {
  ids: number[];
  overLimit: number;
  used: number;
}

/** A grant whose device was signed out: it is over, and listed nowhere. */
const signedOut = sql<boolean>`EXISTS (SELECT 1 FROM sign_ins s WHERE s.id = d.sign_in_id AND s.revoked_at IS NOT NULL)`;

/**
 * A grant whose link works: within its days and its hours after the first play, by the database's clock (instances'
 * clocks may differ), and its device not signed out (a grant from before decision 041 names no device).
 */
const live = sql<boolean>`(d.granted_at > now() - ${sql.lit(DOWNLOAD_DAYS)} * interval '1 day'
  AND (d.first_played_at IS NULL
    OR d.first_played_at > now() - ${sql.lit(DOWNLOAD_HOURS_AFTER_PLAY)} * interval '1 hour')
  AND NOT ${signedOut})`;

/** A grant's video (`v`), its episode and season when it is one (`e`, `se`) and the film or series it is of (`t`). */
const ofTitle = sql`JOIN videos v ON v.id = d.video_id
  LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
  LEFT JOIN seasons se ON se.id = e.season_id
  JOIN titles t
    ON t.kind = CASE WHEN v.kind = 'Movie' THEN 'Movie' ELSE 'Series' END
    AND t.id = CASE WHEN v.kind = 'Episode' THEN e.series_id ELSE v.content_id END`;

/** The columns of a `DownloadRow`, read through `ofTitle`. */
const grantColumns = sql`d.id, d.account_id, d.video_id, d.granted_at, d.first_played_at, v.kind, v.content_id,
  t.title, e.title AS episode_title, se.number AS season_number, e.number AS episode_number,
  v.audio_tracks, v.subtitle_tracks, d.audio_language, d.subtitle_language`;

/** The `downloads` table: members' grants to keep a film's or an episode's video for offline viewing. */
export function createDownloadsRepository(db: Db) {
  /** Grants of a member with their videos' titles, one or all, within an age range. */
  const described = async (profileId: number, age: number, id?: number) => {
    const result = await sql<DownloadRow>`
      SELECT ${grantColumns}
      FROM downloads d
      ${ofTitle}
      WHERE d.profile_id = ${profileId} AND t.age_range <= ${age} AND v.source IS NOT NULL AND NOT ${signedOut}
        AND v.kind IN ('Movie', 'Episode') ${id === undefined ? sql`` : sql`AND d.id = ${id}`}
      ORDER BY d.granted_at DESC, d.id DESC`.execute(db);
    return result.rows;
  };

  return {
    /** The member's grants, newest first, live and expired; titles above `age` are left out. */
    list(profileId: number, age: number): Promise<DownloadRow[]> {
      return described(profileId, age);
    },

    /** One grant of the member, when its title is within `age`. */
    async one(id: number, profileId: number, age: number): Promise<DownloadRow | undefined> {
      return (await described(profileId, age, id))[0];
    },

    /**
     * Grants videos to a member on a device (sign-in), in order: a live grant it already holds there stays (taking the
     * languages asked now), else a new one (an expired one is replaced, so its old link stays dead) while the account
     * holds fewer than `limit` live grants; from the first that does not fit, the rest are counted as over the limit.
     * The account's row is locked for the count, so two grants at once cannot both take the last place.
     */
    grantMany(
      accountId: number,
      profileId: number,
      signInId: string,
      videoIds: readonly number[],
      limit: number,
      languages: DownloadLanguages,
    ): Promise<GrantedMany> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirst();
        const counted = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM downloads d WHERE d.account_id = ${accountId} AND ${live}`.execute(trx);
        let used = counted.rows[0]?.n ?? 0;
        const ids: number[] = [];
        for (const [index, videoId] of videoIds.entries()) {
          const held = await sql<{ id: number; live: boolean }>`
            SELECT d.id, ${live} AS live FROM downloads d
            WHERE d.profile_id = ${profileId} AND d.video_id = ${videoId} AND d.sign_in_id = ${signInId}`.execute(trx);
          const mine = held.rows[0];
          if (mine?.live) {
            await trx
              .updateTable('downloads')
              .set({ audio_language: languages.audio, subtitle_language: languages.subtitle })
              .where('id', '=', mine.id)
              .execute();
            ids.push(mine.id);
            continue;
          }
          if (used >= limit) return { ids, overLimit: videoIds.length - index, used };
          if (mine) await trx.deleteFrom('downloads').where('id', '=', mine.id).execute();
          const row = await trx
            .insertInto('downloads')
            .values({
              account_id: accountId,
              profile_id: profileId,
              video_id: videoId,
              sign_in_id: signInId,
              audio_language: languages.audio,
              subtitle_language: languages.subtitle,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          ids.push(row.id);
          used++;
        }
        return { ids, overLimit: 0, used };
      });
    },

    /** How many live grants the account holds, on every device. */
    async liveCount(accountId: number): Promise<number> {
      const counted = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM downloads d WHERE d.account_id = ${accountId} AND ${live}`.execute(db);
      return counted.rows[0]?.n ?? 0;
    },

    /**
     * The account's live grants with their members and devices, newest first; only `profileId`'s when given (a
     * younger member sees its own).
     */
    async accountLive(accountId: number, profileId?: number): Promise<AccountDownloadRow[]> {
      const result = await sql<AccountDownloadRow>`
        SELECT ${grantColumns},
          d.profile_id, p.profile_name, d.sign_in_id, s.user_agent
        FROM downloads d
        JOIN profiles p ON p.id = d.profile_id
        LEFT JOIN sign_ins s ON s.id = d.sign_in_id
        ${ofTitle}
        WHERE d.account_id = ${accountId} AND ${live}
          ${profileId === undefined ? sql`` : sql`AND d.profile_id = ${profileId}`}
        ORDER BY d.granted_at DESC, d.id DESC`.execute(db);
      return result.rows;
    },

    /** Deletes a live grant of the account (any member's, any device's); answers its member, or undefined. */
    async release(id: number, accountId: number): Promise<{ profileId: number } | undefined> {
      const result = await sql<{ profile_id: number }>`
        DELETE FROM downloads d WHERE d.id = ${id} AND d.account_id = ${accountId} AND ${live}
        RETURNING d.profile_id`.execute(db);
      const row = result.rows[0];
      return row && { profileId: row.profile_id };
    },

    /** Which member holds a live grant of the account, without changing it. */
    async liveHolder(id: number, accountId: number): Promise<number | undefined> {
      const result = await sql<{ profile_id: number }>`
        SELECT d.profile_id FROM downloads d WHERE d.id = ${id} AND d.account_id = ${accountId} AND ${live}`.execute(
        db,
      );
      return result.rows[0]?.profile_id;
    },

    /** Marks the member's live grants on a sign-in as kept for the device whose key hashes to `keptFor`. */
    async keep(profileId: number, signInId: string, keptFor: string): Promise<number> {
      const result = await sql`
        UPDATE downloads d SET kept_for = ${keptFor}
        WHERE d.profile_id = ${profileId} AND d.sign_in_id = ${signInId} AND ${live}`.execute(db);
      return Number(result.numAffectedRows ?? 0n);
    },

    /**
     * Moves the member's grants kept for `keptFor` (their sign-in over, their own days not) to `signInId`, oldest
     * first, while the account has room under `limit`; a video the member already holds live here keeps that grant.
     */
    reclaim(
      accountId: number,
      profileId: number,
      signInId: string,
      keptFor: string,
      limit: number,
    ): Promise<GrantedMany> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirst();
        const kept = await sql<{ id: number; video_id: number }>`
          SELECT d.id, d.video_id FROM downloads d
          WHERE d.profile_id = ${profileId} AND d.kept_for = ${keptFor} AND d.sign_in_id IS DISTINCT FROM ${signInId}
            AND ${signedOut}
            AND d.granted_at > now() - ${sql.lit(DOWNLOAD_DAYS)} * interval '1 day'
            AND (d.first_played_at IS NULL
              OR d.first_played_at > now() - ${sql.lit(DOWNLOAD_HOURS_AFTER_PLAY)} * interval '1 hour')
          ORDER BY d.granted_at, d.id`.execute(trx);
        const counted = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM downloads d WHERE d.account_id = ${accountId} AND ${live}`.execute(trx);
        let used = counted.rows[0]?.n ?? 0;
        const ids: number[] = [];
        for (const [index, grant] of kept.rows.entries()) {
          const here = await sql<{ id: number; live: boolean }>`
            SELECT d.id, ${live} AS live FROM downloads d
            WHERE d.profile_id = ${profileId} AND d.video_id = ${grant.video_id} AND d.sign_in_id = ${signInId}`.execute(
            trx,
          );
          if (here.rows[0]?.live) {
            await trx.deleteFrom('downloads').where('id', '=', grant.id).execute();
            continue;
          }
          if (used >= limit) return { ids, overLimit: kept.rows.length - index, used };
          if (here.rows[0]) await trx.deleteFrom('downloads').where('id', '=', here.rows[0].id).execute();
          await trx
            .updateTable('downloads')
            .set({ sign_in_id: signInId, kept_for: null })
            .where('id', '=', grant.id)
            .execute();
          ids.push(grant.id);
          used++;
        }
        return { ids, overLimit: 0, used };
      });
    },

    /**
     * Whether a download link works now: its grant exists for that video and is live, and the link's own latest end
     * (`exp`, seconds) has not passed, all by the database's clock. Answers the grant's member and device for the
     * instances' memory of live grants.
     */
    async linkLive(
      id: number,
      videoId: number,
      exp: number,
    ): Promise<{ profileId: number; signInId: string | null } | undefined> {
      const result = await sql<{ profile_id: number; sign_in_id: string | null }>`
        SELECT d.profile_id, d.sign_in_id FROM downloads d
        WHERE d.id = ${id} AND d.video_id = ${videoId} AND to_timestamp(${exp}) > now() AND ${live}`.execute(db);
      const row = result.rows[0];
      return row && { profileId: row.profile_id, signInId: row.sign_in_id };
    },

    /** Deletes a grant of the member; false when it has none by that id. */
    async remove(id: number, profileId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('downloads')
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /**
     * Records a play of the member's grant at `at` (not before the grant, not after now): the earliest report is
     * kept. False when the member has no grant by that id.
     */
    async played(id: number, profileId: number, at: Date): Promise<boolean> {
      const result = await sql`
        UPDATE downloads d SET first_played_at = least(coalesce(d.first_played_at, 'infinity'::timestamptz),
          greatest(d.granted_at, least(${at.toISOString()}::timestamptz, now())))
        WHERE d.id = ${id} AND d.profile_id = ${profileId}`.execute(db);
      return (result.numAffectedRows ?? 0n) > 0n;
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
