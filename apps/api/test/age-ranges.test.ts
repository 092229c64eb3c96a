import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp, solvedCaptcha, startServer, type TestServer } from './helper';

/**
 * A member sees and acts within their age range (issues #15 and #26, decision 026): shared lists are narrowed by the
 * token's profile, playlists never leak a title above it, and a child cannot act for the account's adults.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, '09180000001', { firstName: 'رها', lastName: 'امینی' });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, bearer: string | null = token) => postJson(server, path, body, bearer);

/** A new account switched to a child profile of `ageRange`; answers the child's token. */
async function childToken(phone: string, ageRange: 0 | 7 | 12 | 15) {
  const adult = await signUp(server, phone);
  const child = await server
    .client({ token: adult })
    .addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/6.svg', ageRange });
  const switched = await server.client({ token: adult }).refreshToken({ profileId: child!.id });
  return switched!.token;
}

describe('1. shared lists are narrowed by a present token’s profile', () => {
  const lists = [
    '/api/MovieQuery/GetPopularsMovies?pageSize=60',
    '/api/MovieQuery/GetBestMovies?pageSize=60',
    '/api/MovieQuery/GetUpdatedMovies?pageSize=60',
    '/api/SeriesQuery/GetBestSeries?pageSize=60',
    '/api/SeriesQuery/GetPopularsSeries?pageSize=60',
    '/api/SeriesQuery/GetUpdatedSeries?pageSize=60',
  ];
  const ages = async (response: Response) =>
    ((await response.json()) as { data: { ageRange: number }[] }).data.map((title) => title.ageRange);

  it('a child profile’s token with no AgeRange header sees nothing above its range, before and after a cached anonymous answer', async () => {
    const child = await childToken('09180000010', 7);
    for (const path of lists) {
      // Warm the shared cache with the anonymous answer first: the child must not be served it.
      const anonymous = await ages(await server.fetch(path));
      expect(Math.max(...anonymous), path).toBeGreaterThan(7);
      const response = await server.fetch(path, { headers: { Authorization: `Bearer ${child}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      const seen = await ages(response);
      expect(seen.length, path).toBeGreaterThan(0);
      expect(
        seen.every((age) => age <= 7),
        `${path}: ${seen}`,
      ).toBe(true);
      // …and the anonymous answer stays the full one.
      const after = await server.fetch(path);
      expect(after.headers.get('vary')).toContain('Authorization');
      expect(await ages(after)).toEqual(anonymous);
    }
    const top = await server.fetch('/api/MovieQuery/GetTopMovie', { headers: { Authorization: `Bearer ${child}` } });
    const movie = (await top.json()) as { ageRange: number };
    expect(movie.ageRange).toBeLessThanOrEqual(7);
  });

  it('an invalid token on a shared list is a 401, as everywhere', async () => {
    const response = await server.fetch(lists[0]!, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(401);
  });
});

/** A playlist of the caller's account (multipart with a solved captcha); answers its id. */
async function playlistOf(bearer: string, title: string, privacy = 'Public') {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title, Privacy: privacy, ...(await solvedCaptcha(server)) })) form.append(k, v);
  const response = await server.fetch('/api/PlayListCommand/Create', {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number; title: string }).id;
}

describe('2. playlists never leak age-restricted titles', () => {
  // Fixture ages cycle 0, 7, 12, 15, 18 by movie id: movie 5 is 18+, movie 1 is for all.
  it('a child cannot add an adult title by id (404, not a confirmation it exists)', async () => {
    const child = await childToken('09180000020', 7);
    const id = await playlistOf(child, 'فهرست کودک');
    const adult = await post('/api/PlayListCommand/addItem', { id, foreignKey: 5, type: 'Movie' }, child);
    expect(adult.status).toBe(404);
    expect(((await adult.json()) as { code: string }).code).toBe('NotExistsError');
    const allowed = await post('/api/PlayListCommand/addItem', { id, foreignKey: 1, type: 'Movie' }, child);
    expect(allowed.status).toBe(200);
  });

  it('a child sees neither the hidden items nor their count, and CheckItemInUserPlayLists does not confirm them', async () => {
    const adult = await signUp(server, '09180000021');
    const id = await playlistOf(adult, 'فهرست خانواده');
    for (const foreignKey of [1, 5, 4]) {
      expect((await post('/api/PlayListCommand/addItem', { id, foreignKey, type: 'Movie' }, adult)).status).toBe(200);
    }
    const child = (await server
      .client({ token: adult })
      .addProfile({ profileName: 'کوچک', avatarPath: '/media/avatars/7.svg', ageRange: 7 }))!;
    const childToken = (await server.client({ token: adult }).refreshToken({ profileId: child.id }))!.token;
    const headers = { Authorization: `Bearer ${childToken}` };
    const info = (await (await server.fetch(`/api/PlayListQuery/GetInfo?id=${id}`, { headers })).json()) as {
      itemCount: number;
    };
    expect(info.itemCount).toBe(1);
    const items = (await (await server.fetch(`/api/PlayListQuery/GetItems?id=${id}`, { headers })).json()) as {
      data: { foreignKey: number }[];
      totalCount: number;
    };
    expect(items.data.map((item) => item.foreignKey)).toEqual([1]);
    expect(items.totalCount).toBe(1);
    // The adult's playlist is the adult member's: not in the child's own list (decision 026).
    const lists = (await (await server.fetch('/api/PlayListQuery/GetUserPlayList', { headers })).json()) as {
      data: { id: number; itemCount: number }[];
    };
    expect(lists.data.find((p) => p.id === id)).toBeUndefined();
    const check = await server.fetch('/api/PlayListQuery/CheckItemInUserPlayLists?foreignKey=5&type=Movie', {
      headers,
    });
    expect(check.status).toBe(404);
    // The adult profile still sees all three.
    const full = (await (
      await server.fetch(`/api/PlayListQuery/GetInfo?id=${id}`, { headers: { Authorization: `Bearer ${adult}` } })
    ).json()) as { itemCount: number };
    expect(full.itemCount).toBe(3);
  });
});

describe('issue #26 finding 5: members act within their age (decision 026)', () => {
  /** An adult account with a child member: both tokens and the child's id. */
  async function family(phone: string) {
    const adult = await signUp(server, phone);
    const child = (await server
      .client({ token: adult })
      .addProfile({ profileName: 'کوچک', avatarPath: '/media/avatars/7.svg', ageRange: 7 }))!;
    const childToken = (await server.client({ token: adult }).refreshToken({ profileId: child.id }))!.token;
    return { adult, child: childToken };
  }

  it("a child can neither delete nor read the adult's playlists, nor change them; only the maker can", async () => {
    const { adult, child } = await family('09180000050');
    const secret = await playlistOf(adult, 'خصوصی بزرگسال', 'Private');
    const shared = await playlistOf(adult, 'عمومی بزرگسال', 'Public');
    expect((await post('/api/PlayListCommand/Delete', { id: secret }, child)).status).toBe(404);
    expect((await post('/api/PlayListCommand/Delete', { id: shared }, child)).status).toBe(404);
    const info = await server.fetch(`/api/PlayListQuery/GetInfo?id=${secret}`, {
      headers: { Authorization: `Bearer ${child}` },
    });
    expect(info.status).toBe(404);
    const listed = (await (
      await server.fetch('/api/PlayListQuery/GetUserPlayList', { headers: { Authorization: `Bearer ${child}` } })
    ).json()) as { data: { title: string }[] };
    expect(listed.data.map((p) => p.title)).not.toContain('خصوصی بزرگسال');
    expect(
      (await post('/api/PlayListCommand/addItem', { id: shared, foreignKey: 1, type: 'Movie' }, child)).status,
    ).toBe(404);
    // The public one is readable by link, and its maker still deletes it.
    const publicInfo = await server.fetch(`/api/PlayListQuery/GetInfo?id=${shared}`, {
      headers: { Authorization: `Bearer ${child}` },
    });
    expect(((await publicInfo.json()) as { isOwner: boolean }).isOwner).toBe(false);
    expect((await post('/api/PlayListCommand/Delete', { id: shared }, adult)).status).toBe(200);
  });

  it('a child creates no profile, not even with the account code: member management is the adults’ (decision 042)', async () => {
    const { child } = await family('09180000051');
    const response = await post(
      '/api/ProfileCommand/AddProfile',
      { profileName: 'بزرگسال', avatarPath: '/media/avatars/2.svg', ageRange: 18 },
      child,
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { code: string; protect_token?: string };
    expect(body.code).toBe('AdultOnly');
    // No code is sent to the account's phone for it.
    expect(body.protect_token).toBeUndefined();
  });

  it('a title the member may not see is 404 to removing it from a playlist and to liking its comments', async () => {
    const { adult, child } = await family('09180000052');
    const mine = await playlistOf(child, 'فهرست من');
    const removed = await post(
      '/api/PlayListCommand/removeItemByForeignKey',
      { id: mine, foreignKey: 5, type: 'Movie' },
      child,
    );
    expect(removed.status).toBe(404);
    // A comment on the 18+ movie 5's video, written by the adult.
    const video = await server.database.db
      .selectFrom('videos')
      .select('id')
      .where('kind', '=', 'Movie')
      .where('content_id', '=', 5)
      .executeTakeFirstOrThrow();
    const comment = (await (
      await post('/api/CommentCommand/Create', { videoId: video.id, text: 'عالی بود' }, adult)
    ).json()) as {
      id: number;
    };
    const liked = await post('/api/CommentCommand/like', { commentId: comment.id, type: 1 }, child);
    expect(liked.status).toBe(404);
    expect((await post('/api/CommentCommand/like', { commentId: comment.id, type: 1 }, adult)).status).toBe(200);
  });
});
