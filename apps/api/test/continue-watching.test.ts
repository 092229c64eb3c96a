import type { ContinueItem } from '@parde/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelName } from '../src/db/notifications';
import { CONTINUE_KEPT_MS } from '../src/services/continue-watching';
import { engine, signUp, startServer, type TestServer, within } from './helper';

/** Two instances of the API on one database, as behind a load balancer. */
let a: TestServer;
let b: TestServer;
/** The log lines of A and of every instance started from it, at info and above. */
const logged: { level: number; msg: string; reqId?: string; err?: { message: string } }[] = [];
beforeAll(async () => {
  a = await startServer({
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  b = await a.another();
});
afterAll(() => a?.close());

const videos = (list: { data: ContinueItem[] } | undefined) => list!.data.map((item) => item.videoId);

const keeping = (server: TestServer) =>
  within(5000, async () => {
    expect(server.app.services.continueWatching.keeping).toBe(true);
  });

describe('«ادامهٔ تماشا» kept per member, across instances', () => {
  it('a report or a removal on one instance is in the next list on every instance', async () => {
    await keeping(a);
    await keeping(b);
    const token = await signUp(a, '09125550100');
    const onA = a.client({ token });
    const onB = b.client({ token });
    const profileId = (await a.app.services.tokens.readAccess(token))!.profileId;
    await onA.addUserActivity({ videoId: 2, position: 100, duration: 600 });
    expect(videos(await onA.getHomeContinue({}))).toEqual([2]);
    expect(videos(await onB.getHomeContinue({}))).toEqual([2]);

    // B keeps its list: a change written behind the API's back (announced by no one) is not in it yet.
    await sql`UPDATE user_activity SET position = 200 WHERE profile_id = ${profileId} AND video_id = 2`.execute(
      b.database.db,
    );
    expect((await onB.getHomeContinue({}))!.data[0]!.position).toBe(100);

    // A report through A: A's next list has it at once, B's as soon as the notification arrives.
    await onA.addUserActivity({ videoId: 3, position: 50, duration: 600 });
    expect(videos(await onA.getHomeContinue({}))).toEqual([3, 2]);
    await within(10_000, async () => expect(videos(await onB.getHomeContinue({}))).toEqual([3, 2]));
    expect((await onB.getHomeContinue({}))!.data[1]!.position).toBe(200);

    // A removal through B reaches A.
    await onB.removeFromContinue({ videoId: 3 });
    expect(videos(await onB.getHomeContinue({}))).toEqual([2]);
    await within(10_000, async () => expect(videos(await onA.getHomeContinue({}))).toEqual([2]));
    // Another member's list is their own.
    const other = b.client({ token: await signUp(b, '09125550101') });
    expect(videos(await other.getHomeContinue({}))).toEqual([]);
  });

  it('an announcement that fails is logged; the report is answered and in the next list here', async () => {
    await keeping(a);
    const token = await signUp(a, '09125550104');
    const onA = a.client({ token });
    await onA.addUserActivity({ videoId: 2, position: 100, duration: 600 });
    expect(videos(await onA.getHomeContinue({}))).toEqual([2]);
    const notifications = a.database.notifications;
    const notify = notifications.notify;
    notifications.notify = async () => {
      throw new Error('timeout exceeded when trying to connect');
    };
    try {
      await onA.addUserActivity({ videoId: 3, position: 50, duration: 600 });
      await onA.removeFromContinue({ videoId: 2 });
    } finally {
      notifications.notify = notify;
    }
    expect(videos(await onA.getHomeContinue({}))).toEqual([3]);
    const warnings = logged.filter((line) => line.err?.message === 'timeout exceeded when trying to connect');
    expect(warnings).toHaveLength(2);
    for (const line of warnings) {
      expect(line.level).toBe(40);
      expect(line.reqId).toMatch(/./);
    }
  });

  it.runIf(engine === 'pglite')(
    'each age limit keeps its list on its own clock: keeping another does not lengthen it',
    async () => {
      await keeping(a);
      const token = await signUp(a, '09125550105');
      const profileId = (await a.app.services.tokens.readAccess(token))!.profileId;
      const all = a.client({ token });
      const young = a.client({ token, ageRange: 7 });
      await all.addUserActivity({ videoId: 2, position: 100, duration: 600 });
      const keptAt = Date.now();
      expect((await all.getHomeContinue({}))!.data[0]!.position).toBe(100);
      await new Promise((resolve) => setTimeout(resolve, CONTINUE_KEPT_MS / 2));
      await young.getHomeContinue({});
      // Unannounced: only the list's own expiry brings it in.
      await sql`UPDATE user_activity SET position = 200 WHERE profile_id = ${profileId} AND video_id = 2`.execute(
        a.database.db,
      );
      await new Promise((resolve) => setTimeout(resolve, keptAt + CONTINUE_KEPT_MS + 200 - Date.now()));
      expect((await all.getHomeContinue({}))!.data[0]!.position).toBe(200);
    },
    30_000,
  );

  it.runIf(engine === 'postgres')(
    'an instance that lost its listening connection keeps nothing until it listens again',
    async () => {
      await keeping(b);
      const token = await signUp(a, '09125550102');
      const onB = b.client({ token });
      const profileId = (await a.app.services.tokens.readAccess(token))!.profileId;
      await onB.addUserActivity({ videoId: 4, position: 100, duration: 600 });
      expect((await onB.getHomeContinue({}))!.data[0]!.position).toBe(100);
      // Every listening session of this schema's channel is cut (A's and B's).
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(a.database.db);
      const listen = `LISTEN "${channelName('parde_activity', rows[0]!.schema)}"`;
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = ${listen}`.execute(a.database.db);
      await within(10_000, async () => expect(b.app.services.continueWatching.keeping).toBe(false));
      const write = (position: number) =>
        sql`UPDATE user_activity SET position = ${position} WHERE profile_id = ${profileId} AND video_id = 4`.execute(
          a.database.db,
        );
      await write(150);
      // Not hearing, B reads the database on every ask: the unannounced write shows.
      expect((await onB.getHomeContinue({}))!.data[0]!.position).toBe(150);
      // Listening again, it starts from nothing.
      await keeping(b);
      expect((await onB.getHomeContinue({}))!.data[0]!.position).toBe(150);
      await write(160);
      expect((await onB.getHomeContinue({}))!.data[0]!.position).toBe(150);
      // Both instances (they share this log) warned when they lost it and said when they were back.
      await keeping(a);
      const said = logged.filter(
        (line) =>
          line.msg.startsWith('continue watching: the listening') ||
          line.msg.startsWith('continue watching: listening'),
      );
      expect(said.map((line) => line.level)).toEqual([40, 40, 30, 30]);
    },
  );

  it.runIf(engine === 'postgres')(
    'a schema name of 63 bytes: reports and removals are answered and heard on every instance',
    async () => {
      // 63 bytes, PostgreSQL's longest identifier: `<channel>:<schema>` would be past it.
      const long = await startServer({ schemaSuffix: '_'.padEnd(63 - 'test_'.length - 12, 'x') });
      try {
        const other = await long.another();
        await keeping(long);
        await keeping(other);
        const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(long.database.db);
        expect(Buffer.byteLength(rows[0]!.schema)).toBe(63);
        const token = await signUp(long, '09125550103');
        const here = long.client({ token });
        const there = other.client({ token });
        expect(videos(await there.getHomeContinue({}))).toEqual([]);
        await here.addUserActivity({ videoId: 2, position: 100, duration: 600 });
        await within(10_000, async () => expect(videos(await there.getHomeContinue({}))).toEqual([2]));
        await here.removeFromContinue({ videoId: 2 });
        await within(10_000, async () => expect(videos(await there.getHomeContinue({}))).toEqual([]));
      } finally {
        await long.close();
      }
    },
  );
});
