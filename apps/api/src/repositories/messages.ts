import type { Db } from './db';

/** The contact form's `messages` table. */
export function createMessagesRepository(db: Db) {
  return {
    async insert(values: {
      fullName: string;
      contact: string;
      subject: string;
      text: string;
      accountId: number | null;
    }): Promise<number> {
      const row = await db
        .insertInto('messages')
        .values({
          full_name: values.fullName,
          contact: values.contact,
          subject: values.subject,
          text: values.text,
          account_id: values.accountId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
