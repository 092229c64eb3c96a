import { avatarPaths, MAX_MEMBERS, type Member } from '@parde/api-client';
import { sql } from 'kysely';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists } from '../../http/errors';
import type { Services } from '../../services';
import type { OtpService } from '../account/otp';

type MembersEndpoint = 'getProfile' | 'addProfile' | 'updateProfile' | 'deleteProfile';

const avatars: ReadonlySet<string> = new Set(avatarPaths);

interface ProfileRow {
  id: number;
  profile_name: string;
  avatar_path: string;
  age_range: number;
}
const toMember = (row: ProfileRow): Member => ({
  id: row.id,
  profileName: row.profile_name,
  avatarPath: row.avatar_path,
  ageRange: row.age_range as Member['ageRange'],
});

/** The account's member profiles: at most 3, edits and deletes proven by a member-action code. */
export function memberHandlers(s: Services, otp: OtpService): HandlerGroup<MembersEndpoint> {
  const { db } = s;
  const columns = ['id', 'profile_name', 'avatar_path', 'age_range'] as const;

  const checkAvatar = (path: string) => {
    if (!avatars.has(path)) throw fail(400, 'ValidationError');
  };
  const owned = async (accountId: number, id: number) => {
    const row = await db
      .selectFrom('profiles')
      .select(columns)
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw notExists();
    return row;
  };

  return {
    async getProfile({ query, request }) {
      const session = requireSession(request);
      const pageSize = query.PageSize ?? MAX_MEMBERS;
      const pageNumber = query.PageNumber ?? 1;
      const rows = await db
        .selectFrom('profiles')
        .select([...columns, sql<number>`count(*) over ()::int`.as('total')])
        .where('account_id', '=', session.accountId)
        .orderBy('slot')
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize)
        .execute();
      const total =
        rows[0]?.total ??
        (
          await db
            .selectFrom('profiles')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('account_id', '=', session.accountId)
            .executeTakeFirstOrThrow()
        ).n;
      return { data: rows.map(toMember), totalCount: total, activeProfileId: session.profileId };
    },

    async addProfile({ body, request }) {
      const session = requireSession(request);
      checkAvatar(body.avatarPath);
      // The free slot is a unique (account, slot) pair: of racing adds for the same slot one wins and the
      // others retry on the next free slot or find none left.
      for (let attempt = 0; attempt < MAX_MEMBERS; attempt++) {
        const row = await sql<ProfileRow>`
          INSERT INTO profiles (account_id, slot, profile_name, avatar_path, age_range)
          SELECT ${session.accountId}, slot, ${body.profileName.trim()}, ${body.avatarPath}, ${body.ageRange}
          FROM generate_series(1, ${MAX_MEMBERS}) AS slot
          WHERE slot NOT IN (SELECT p.slot FROM profiles p WHERE p.account_id = ${session.accountId})
          ORDER BY slot LIMIT 1
          ON CONFLICT (account_id, slot) DO NOTHING
          RETURNING id, profile_name, avatar_path, age_range`.execute(db);
        const created = row.rows[0];
        if (created) return toMember(created);
        const count = await db
          .selectFrom('profiles')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('account_id', '=', session.accountId)
          .executeTakeFirstOrThrow();
        if (count.n >= MAX_MEMBERS) break;
      }
      throw fail(400, 'MemberLimitReached');
    },

    async updateProfile({ body, request }) {
      const session = requireSession(request);
      await owned(session.accountId, body.id);
      checkAvatar(body.avatarPath);
      await otp.consumeProof(body, { purpose: 'edit-member', profileId: body.id, accountId: session.accountId });
      const row = await db
        .updateTable('profiles')
        .set({ profile_name: body.profileName.trim(), avatar_path: body.avatarPath, age_range: body.ageRange })
        .where('id', '=', body.id)
        .where('account_id', '=', session.accountId)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw notExists();
      return toMember(row);
    },

    async deleteProfile({ body, request }) {
      const session = requireSession(request);
      await owned(session.accountId, body.id);
      await otp.consumeProof(body, { purpose: 'delete-member', profileId: body.id, accountId: session.accountId });
      const deleted = await db.transaction().execute(async (trx) => {
        // Locking the account serialises deletes, so two of them can never remove the last two profiles.
        await trx.selectFrom('accounts').select('id').where('id', '=', session.accountId).forUpdate().execute();
        const count = await trx
          .selectFrom('profiles')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('account_id', '=', session.accountId)
          .executeTakeFirstOrThrow();
        if (count.n <= 1) return 'last' as const;
        const result = await trx
          .deleteFrom('profiles')
          .where('id', '=', body.id)
          .where('account_id', '=', session.accountId)
          .executeTakeFirst();
        return result.numDeletedRows > 0n ? ('deleted' as const) : ('missing' as const);
      });
      if (deleted === 'last') throw fail(400, 'LastMemberError');
      if (deleted === 'missing') throw notExists();
      return { success: true };
    },
  };
}
