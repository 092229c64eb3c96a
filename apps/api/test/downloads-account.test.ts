import { MAX_DOWNLOADS } from '@parde/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, lastCode, manyCodes, signUp, startServer, type TestServer } from './helper';

// Issue #40 item 2 (decision 047): downloads as the account holds them on every device, a season at once, languages
// per download, and downloads kept across a sign-out for the member's return.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: manyCodes });
});
afterAll(() => server?.close());

/** Signs a known phone in again, as another device (another user agent); answers its token. */
async function anotherDevice(phone: string, userAgent: string) {
  await server.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();
  const sent = (await (
    await server.fetch('/api/account/generate-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify({ phoneNumber: phone }),
    })
  ).json()) as { protect_token: string };
  const verified = (await (
    await server.fetch('/api/account/verify-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify({ protect_token: sent.protect_token, code: await lastCode(server, phone) }),
    })
  ).json()) as { token: string };
  return verified.token;
}

/** The fixture's 22 videos: ten films, then series 1's and 2's episodes in order. */
async function allVideos(token: string) {
  const api = server.client({ token });
  const films = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => (await api.getMovieById({ id: i + 1 }))!.videoId!),
  );
  const episodes: number[] = [];
  for (const id of [1, 2]) {
    episodes.push(...(await api.getEpisodesBySeriesId({ id, pageSize: 60 }))!.data.map((e) => e.videoId!));
  }
  return { films, episodes };
}

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';

describe("the account's downloads on every device", () => {
  it('counts every device, lists which are here, stops a season at the cap saying how many fitted, frees one held elsewhere', async () => {
    const phone = '09127780001';
    const laptop = server.client({ token: await signUp(server, phone) });
    const mobile = server.client({ token: await anotherDevice(phone, PHONE_UA) });
    const { films, episodes } = await allVideos(await signUp(server, '09127780009'));
    // 22 on the laptop, then a season of five on the phone: three fit, two are over the cap.
    const many = (await laptop.grantDownloads({ videoIds: [...films, ...episodes] }))!;
    expect([many.data.length, many.overLimit, many.used]).toEqual([22, 0, 22]);
    const season = episodes.slice(0, 5);
    const fitted = (await mobile.grantDownloads({ videoIds: season }))!;
    expect(fitted).toMatchObject({ requested: 5, overLimit: 2, unavailable: 0, used: MAX_DOWNLOADS, limit: 25 });
    expect(fitted.data.map((grant) => grant.videoId)).toEqual(season.slice(0, 3));
    const full = await failure(mobile.grantDownload({ videoId: season[3]! }));
    expect([full.status, full.body?.code]).toEqual([400, 'DownloadLimitReached']);

    // Each device sees the account's 25 and which are its own, with the other device described.
    const seen = (await mobile.getAccountDownloads())!;
    expect([seen.used, seen.limit, seen.data.length]).toEqual([25, 25, 25]);
    expect(seen.data.filter((d) => d.thisDevice).map((d) => d.videoId)).toEqual(season.slice(0, 3).reverse());
    expect(seen.data.find((d) => !d.thisDevice)).toMatchObject({
      mine: true,
      memberName: expect.any(String),
      kind: 'unknown',
    });
    expect(seen.data.find((d) => d.thisDevice)).toMatchObject({ kind: 'mobile', system: 'Android 14' });
    // The member's own list on a device is still this member's grants from every device (decision 033).
    expect((await mobile.getDownloads())!.totalCount).toBe(25);
    // The grants' videos overlap: the one freed is the laptop's copy of an episode the phone does not hold.
    const elsewhere = seen.data.find((d) => !d.thisDevice && d.videoId === episodes[6])!;

    // Freed from the phone, a grant on the laptop leaves the count, and the refused episode now fits.
    expect(await mobile.releaseDownload({ id: elsewhere.id })).toEqual({ success: true });
    expect((await laptop.getAccountDownloads())!.used).toBe(24);
    const gone = await failure(mobile.releaseDownload({ id: elsewhere.id }));
    expect([gone.status, gone.body?.code]).toEqual([404, 'NotExistsError']);
    expect((await mobile.grantDownload({ videoId: season[3]! }))!.videoId).toBe(season[3]);
    // A signed-out device's grants leave the count at once.
    await laptop.logout({});
    const after = (await mobile.getAccountDownloads())!;
    expect([after.used, after.data.every((d) => d.thisDevice)]).toEqual([4, true]);
  });

  it("shows a younger member its own grants and the account's count; another member's is the adult's to free", async () => {
    const adultToken = await signUp(server, '09127780002');
    const adult = server.client({ token: adultToken });
    const member = (await adult.addProfile({ profileName: 'کوچک', avatarPath: '/media/avatars/7.svg', ageRange: 15 }))!;
    const child = server.client({ token: (await adult.refreshToken({ profileId: member.id }))!.token });
    const { films } = await allVideos(adultToken);
    const adults = (await adult.grantDownloads({ videoIds: films.slice(0, 3) }))!.data;
    const childs = (await child.grantDownloads({ videoIds: films.slice(3, 10) }))!;
    const own = childs.data.map((grant) => grant.id);
    const seen = (await child.getAccountDownloads())!;
    expect(seen.used).toBe(3 + own.length);
    expect(seen.data.map((d) => d.id).sort()).toEqual([...own].sort());
    expect(seen.data.every((d) => d.mine)).toBe(true);
    const refused = await failure(child.releaseDownload({ id: adults[0]!.id }));
    expect([refused.status, refused.body?.code]).toEqual([403, 'AdultOnly']);
    expect(await child.releaseDownload({ id: own[0]! })).toEqual({ success: true });
    // The adult sees both members' and frees the child's.
    const all = (await adult.getAccountDownloads())!;
    expect(all.data.length).toBe(3 + own.length - 1);
    expect(all.data.filter((d) => !d.mine).every((d) => d.memberName === 'کوچک')).toBe(true);
    expect(await adult.releaseDownload({ id: own[1]! })).toEqual({ success: true });
    expect((await child.getDownloads())!.data.map((grant) => grant.id)).not.toContain(own[1]);
  });

  it('keeps the languages chosen per download, the member’s choices by default, and the next-episode choice', async () => {
    const token = await signUp(server, '09127780003');
    const api = server.client({ token });
    const { films } = await allVideos(token);
    expect((await api.getPlaybackSettings())!.downloadNext).toBe(false);
    await api.updatePlaybackSettings({ audioLanguage: 'fa', subtitleLanguage: 'en', downloadNext: true });
    expect((await api.getPlaybackSettings())!.downloadNext).toBe(true);
    const byDefault = (await api.grantDownload({ videoId: films[0]! }))!;
    expect([byDefault.audioLanguage, byDefault.subtitleLanguage]).toEqual(['fa', 'en']);
    const chosen = (await api.grantDownload({ videoId: films[1]!, audioLanguage: 'en', subtitleLanguage: null }))!;
    expect([chosen.audioLanguage, chosen.subtitleLanguage]).toEqual(['en', null]);
    // Asked again with other languages, the same grant takes them.
    const again = (await api.grantDownload({ videoId: films[1]!, subtitleLanguage: 'fa' }))!;
    expect([again.id, again.audioLanguage, again.subtitleLanguage]).toEqual([chosen.id, 'fa', 'fa']);
    expect((await api.getDownloads())!.data.find((g) => g.id === chosen.id)).toMatchObject({ subtitleLanguage: 'fa' });
  });
});

describe('downloads kept for the member’s return', () => {
  it('a sign-out that keeps them ends their links; the same member on the same device takes them back with their links', async () => {
    const phone = '09127780004';
    const token = await signUp(server, phone);
    const api = server.client({ token });
    const { films } = await allVideos(token);
    const grants = (await api.grantDownloads({ videoIds: films.slice(0, 3) }))!.data;
    const deviceKey = 'dEvIcE-kEy_0123456789abcdef';
    expect(await api.keepDownloads({ deviceKey })).toEqual({ kept: 3 });
    await api.logout({});
    const master = await server.fetch(grants[0]!.url);
    await master.arrayBuffer();
    expect(master.status).toBe(403);

    // Another device's key takes nothing back; this device's does, with the same ids and links.
    const back = server.client({ token: await anotherDevice(phone, PHONE_UA) });
    expect((await back.reclaimDownloads({ deviceKey: 'someone-elses-key-0123456789' }))!.data).toEqual([]);
    const reclaimed = (await back.reclaimDownloads({ deviceKey }))!;
    expect(reclaimed.data.map((g) => [g.id, g.url]).sort()).toEqual(grants.map((g) => [g.id, g.url]).sort());
    expect([reclaimed.overLimit, reclaimed.used]).toEqual([0, 3]);
    const works = await server.fetch(grants[0]!.url);
    await works.arrayBuffer();
    expect(works.status).toBe(200);
    // Taken back once: a second reclaim finds nothing.
    expect((await back.reclaimDownloads({ deviceKey }))!.data).toEqual([]);
  });

  it('takes back only what the cap has room for, and nothing a sign-out did not keep', async () => {
    const phone = '09127780005';
    const token = await signUp(server, phone);
    const api = server.client({ token });
    const { films, episodes } = await allVideos(token);
    await api.grantDownloads({ videoIds: films.slice(0, 4) });
    const deviceKey = 'another-device-key-0123456789';
    await api.keepDownloads({ deviceKey });
    await api.logout({});
    const other = server.client({ token: await anotherDevice(phone, PHONE_UA) });
    // Meanwhile the account fills 23 of 25 from another device, with a second member's grants.
    await other.grantDownloads({ videoIds: [...films.slice(4), ...episodes] });
    const member = (await other.addProfile({ profileName: 'دوم', avatarPath: '/media/avatars/5.svg', ageRange: 15 }))!;
    const second = server.client({ token: (await other.refreshToken({ profileId: member.id }))!.token });
    // One of the five films is above the second member's 15: it is skipped as unavailable.
    const seconds = (await second.grantDownloads({ videoIds: films.slice(0, 5) }))!;
    expect([seconds.unavailable, seconds.used]).toEqual([1, 22]);
    const back = server.client({ token: await anotherDevice(phone, PHONE_UA) });
    // Three of the four kept fit; the last stays kept, and comes back once there is room.
    const reclaimed = (await back.reclaimDownloads({ deviceKey }))!;
    expect([reclaimed.data.length, reclaimed.overLimit, reclaimed.used]).toEqual([3, 1, 25]);
    await other.logout({});
    const rest = (await back.reclaimDownloads({ deviceKey }))!;
    expect([rest.data.length, rest.overLimit]).toEqual([1, 0]);
    // The other device signed out without keeping: none of its grants count any more.
    expect((await back.getAccountDownloads())!.used).toBe(4);
  });
});
