import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, signUp, solvedCaptcha, startServer, type TestServer } from './helper';

let server: TestServer;
let aliceToken: string;
let bobToken: string;
beforeAll(async () => {
  server = await startServer();
  aliceToken = await signUp(server, '09130000001', { firstName: 'آلاله', lastName: 'نوری' });
  bobToken = await signUp(server, '09130000002', { firstName: 'بابک', lastName: 'شریفی' });
});
afterAll(() => server?.close());

const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])], {
    type: 'image/png',
  });

describe('captcha', () => {
  it('is single-use, kept hashed, and wrong answers are CaptchaError', async () => {
    const api = server.client();
    const solved = await solvedCaptcha(server);
    const row = await server.database.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', solved.captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).not.toContain(solved.captchaAnswer);
    const message = {
      fullName: 'مهسا',
      contact: 'mahsa@example.com',
      subject: 'پرسش',
      text: 'سلام، یک پرسش داشتم دربارهٔ اشتراک.',
    };
    expect((await api.createMessage({ ...message, ...solved }))!.id).toBeGreaterThan(0);
    const reused = await failure(api.createMessage({ ...message, ...solved }));
    expect(reused.body?.message).toBe('CaptchaError');
    const wrong = await solvedCaptcha(server);
    const error = await failure(api.createMessage({ ...message, ...wrong, captchaAnswer: '00000' }));
    expect(error.status).toBe(400);
    expect(error.body?.code).toBe('CaptchaError');
  });

  it('expires after 2 minutes', async () => {
    const solved = await solvedCaptcha(server);
    await server.database.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', solved.captchaId)
      .execute();
    const error = await failure(
      server.client().createMessage({
        fullName: 'مهسا',
        contact: '09121234567',
        subject: 'پرسش',
        text: 'متن پیام آزمایشی است.',
        ...solved,
      }),
    );
    expect(error.body?.message).toBe('CaptchaError');
  });

  it('messages are stored as sent', async () => {
    const solved = await solvedCaptcha(server);
    const text = '<script>alert(1)</script> سلام';
    const created = await server
      .client({ token: aliceToken })
      .createMessage({ fullName: 'آلاله', contact: 'a@example.com', subject: 'تست', text, ...solved });
    const row = await server.database.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', created!.id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe(text);
    expect(row.account_id).not.toBeNull();
  });
});

describe('comments', () => {
  it('lists newest first with counts; anonymous readers see no reaction of their own', async () => {
    const page = await server.client().getCommentsByVideoId({ videoId: 1 });
    expect(page!.totalCount).toBe(2);
    expect(page!.data.map((c) => c.text)).toEqual(['دوباره دیدم', 'فیلم خوبی بود']);
    expect(page!.data[1]).toMatchObject({ likeCount: 2, dislikeCount: 0, myReaction: null, authorName: 'مریم کاظمی' });
    expect((await failure(server.client().getCommentsByVideoId({ videoId: 99999 }))).status).toBe(404);
  });

  it('creates plain-text comments (signed in, length-limited) that show the author name, never the phone', async () => {
    const api = server.client({ token: aliceToken });
    const comment = await api.createComment({ videoId: 1, text: '<b>عالی</b> بود' });
    expect(comment).toMatchObject({
      text: '<b>عالی</b> بود',
      authorName: 'آلاله نوری',
      likeCount: 0,
      myReaction: null,
    });
    expect((await failure(server.client().createComment({ videoId: 1, text: 'سلام' }))).status).toBe(401);
    expect((await failure(api.createComment({ videoId: 1, text: 'x'.repeat(1001) }))).status).toBe(400);
    expect((await failure(api.createComment({ videoId: 1, text: '   ' }))).status).toBe(400);
    // Control characters are refused for every text field by the schema layer (decision 016).
    expect((await failure(api.createComment({ videoId: 1, text: 'بود\u0007' }))).body?.errors[1]).toBe(
      '«متن» نویسهٔ نامجاز (نویسهٔ کنترلی) دارد',
    );
    const raw = await (await server.fetch('/api/CommentQuery/GetCommentsByVideoId?videoId=1')).text();
    expect(raw).not.toContain('0913');
  });

  it('like and dislike once per user: a repeat is AlreadyLikedThisCommentError, a switch moves the count', async () => {
    const api = server.client({ token: bobToken });
    const comment = await server.client({ token: aliceToken }).createComment({ videoId: 2, text: 'نظر تازه' });
    expect(await api.likeComment({ commentId: comment!.id, type: 1 })).toEqual({ likeCount: 1, dislikeCount: 0 });
    const again = await failure(api.likeComment({ commentId: comment!.id, type: 1 }));
    expect(again.status).toBe(400);
    expect(again.body?.message).toBe('AlreadyLikedThisCommentError');
    expect(await api.likeComment({ commentId: comment!.id, type: 0 })).toEqual({ likeCount: 0, dislikeCount: 1 });
    const mine = await api.getCommentsByVideoId({ videoId: 2 });
    expect(mine!.data.find((c) => c.id === comment!.id)!.myReaction).toBe(0);
    expect((await failure(api.likeComment({ commentId: 999999, type: 1 }))).status).toBe(404);
  });

  it('50 parallel likes by one user give one row', async () => {
    const comment = await server.client({ token: aliceToken }).createComment({ videoId: 3, text: 'برای لایک' });
    const api = server.client({ token: bobToken });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => api.likeComment({ commentId: comment!.id, type: 1 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await server.database.db
      .selectFrom('comment_reactions')
      .selectAll()
      .where('comment_id', '=', comment!.id)
      .execute();
    expect(rows).toHaveLength(1);
    const page = await api.getCommentsByVideoId({ videoId: 3 });
    expect(page!.data.find((c) => c.id === comment!.id)!.likeCount).toBe(1);
  });
});

describe('playlists', () => {
  it('create (multipart with picture and captcha), list, items, info, check, remove, delete', async () => {
    const api = server.client({ token: aliceToken });
    const playlist = await api.createPlayList({
      title: 'محبوب‌های من',
      Privacy: 'Public',
      picture: png(),
      ...(await solvedCaptcha(server)),
    });
    expect(playlist).toMatchObject({
      title: 'محبوب‌های من',
      privacy: 'Public',
      itemCount: 0,
      isOwner: true,
      ownerName: 'آلاله نوری',
    });
    // An unguessable address: <img> sends no token, so counting ids must not find private pictures.
    expect(playlist!.picture).toMatch(/^\/media\/playlists\/[\w-]{24}$/);
    expect((await server.fetch('/media/playlists/1')).status).toBe(404);
    const picture = await server.fetch(playlist!.picture!);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toContain('immutable');

    expect(await api.addPlayListItem({ id: playlist!.id, foreignKey: 1, type: 'Movie' })).toEqual({ success: true });
    await api.addPlayListItem({ id: playlist!.id, foreignKey: 1, type: 'Series' });
    const duplicate = await failure(api.addPlayListItem({ id: playlist!.id, foreignKey: 1, type: 'Movie' }));
    expect(duplicate.body?.errors).toEqual(['The item is already in the playlist']);
    expect((await failure(api.addPlayListItem({ id: playlist!.id, foreignKey: 9999, type: 'Movie' }))).status).toBe(
      404,
    );

    const items = await api.getPlayListItems({ id: playlist!.id });
    expect(items!.totalCount).toBe(2);
    expect(items!.data.map((i) => i.type).sort()).toEqual(['Movie', 'Series']);
    expect((await api.getPlayListInfo({ id: playlist!.id }))!.itemCount).toBe(2);
    const check = await api.checkItemInUserPlayLists({ foreignKey: 1, type: 'Movie' });
    expect(check!.data).toEqual([{ id: playlist!.id, title: 'محبوب‌های من', hasItem: true }]);
    expect((await api.getUserPlayList({}))!.totalCount).toBe(1);

    expect(await api.removePlayListItem({ id: playlist!.id, foreignKey: 1, type: 'Movie' })).toEqual({ success: true });
    expect((await api.checkItemInUserPlayLists({ foreignKey: 1, type: 'Movie' }))!.data[0]!.hasItem).toBe(false);
    expect(await api.deletePlayList({ id: playlist!.id })).toEqual({ success: true });
    expect((await failure(api.getPlayListInfo({ id: playlist!.id }))).status).toBe(404);
  });

  it('privacy: public and unlisted are readable by id, private only by its owner; only the owner changes', async () => {
    const alice = server.client({ token: aliceToken });
    const bob = server.client({ token: bobToken });
    const make = async (Privacy: 'Public' | 'Unlisted' | 'Private') =>
      (await alice.createPlayList({ title: `فهرست ${Privacy}`, Privacy, ...(await solvedCaptcha(server)) }))!;
    const [pub, unlisted, priv] = [await make('Public'), await make('Unlisted'), await make('Private')];
    await alice.addPlayListItem({ id: priv.id, foreignKey: 2, type: 'Movie' });

    expect((await bob.getPlayListInfo({ id: pub.id }))!.isOwner).toBe(false);
    expect((await server.client().getPlayListItems({ id: unlisted.id }))!.totalCount).toBe(0);
    for (const reader of [bob, server.client()]) {
      expect((await failure(reader.getPlayListInfo({ id: priv.id }))).status).toBe(404);
      expect((await failure(reader.getPlayListItems({ id: priv.id }))).status).toBe(404);
    }
    expect((await alice.getPlayListItems({ id: priv.id }))!.totalCount).toBe(1);

    for (const id of [pub.id, priv.id]) {
      expect((await failure(bob.addPlayListItem({ id, foreignKey: 3, type: 'Movie' }))).status).toBe(404);
      expect((await failure(bob.removePlayListItem({ id: priv.id, foreignKey: 2, type: 'Movie' }))).status).toBe(404);
      expect((await failure(bob.deletePlayList({ id }))).status).toBe(404);
    }
    expect((await bob.getUserPlayList({}))!.totalCount).toBe(0);
    expect((await bob.checkItemInUserPlayLists({ foreignKey: 2, type: 'Movie' }))!.data).toEqual([]);
    expect((await alice.getPlayListItems({ id: priv.id }))!.totalCount).toBe(1);
  });

  it('refuses a wrong captcha, a fake image, an oversized file and bad fields with errors arrays', async () => {
    const api = server.client({ token: aliceToken });
    const wrong = await failure(
      api.createPlayList({ title: 'x', Privacy: 'Public', ...(await solvedCaptcha(server)), captchaAnswer: '1' }),
    );
    expect(wrong.body?.message).toBe('CaptchaError');

    const fake = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' });
    const fakeError = await failure(
      api.createPlayList({ title: 'x', Privacy: 'Public', picture: fake, ...(await solvedCaptcha(server)) }),
    );
    expect(fakeError.status).toBe(400);
    expect(fakeError.body?.message).toBe('Invalid file');

    const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 10).fill(0xff)], { type: 'image/jpeg' });
    const bigError = await failure(
      api.createPlayList({ title: 'x', Privacy: 'Public', picture: big, ...(await solvedCaptcha(server)) }),
    );
    expect(bigError.body?.message).toBe('Invalid file');

    const badPrivacy = await failure(
      api.createPlayList({ title: 'x', Privacy: 'Secret' as 'Public', ...(await solvedCaptcha(server)) }),
    );
    expect(badPrivacy.status).toBe(400);
    expect(badPrivacy.body!.errors.length).toBeGreaterThan(1);
    expect(
      (
        await failure(
          server.client().createPlayList({ title: 'x', Privacy: 'Public', captchaId: 'a', captchaAnswer: 'b' }),
        )
      ).status,
    ).toBe(401);
  });
});
