import type { Db } from './db';

/** The `accounts` table (an account's first profile is created with it). */
export function createAccountsRepository(db: Db) {
  return {
    byId(id: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'phone', 'first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async idByPhone(phone: string): Promise<number | undefined> {
      const row = await db.selectFrom('accounts').select('id').where('phone', '=', phone).executeTakeFirst();
      return row?.id;
    },

    /**
     * Creates the account with its first profile in one transaction; undefined when the phone registered
     * meanwhile (a second tab).
     */
    register(
      phone: string,
      firstName: string,
      lastName: string,
      profile: { avatarPath: string; ageRange: number },
    ): Promise<{ accountId: number; profileId: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const account = await trx
          .insertInto('accounts')
          .values({ phone, first_name: firstName, last_name: lastName })
          .onConflict((oc) => oc.column('phone').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!account) return undefined;
        const created = await trx
          .insertInto('profiles')
          .values({
            account_id: account.id,
            slot: 1,
            profile_name: firstName,
            avatar_path: profile.avatarPath,
            age_range: profile.ageRange,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { accountId: account.id, profileId: created.id };
      });
    },
  };
}
