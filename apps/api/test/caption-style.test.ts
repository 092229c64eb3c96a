import { defaultCaptionStyle } from '@parde/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, signUp, startServer, type TestServer } from './helper';

describe('caption style (issue 37)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('starts at the defaults, keeps partial changes per member, and follows the member to another device', async () => {
    const token = await signUp(server, '09125550371');
    const api = server.client({ token });
    expect(await api.getCaptionStyle()).toEqual(defaultCaptionStyle);
    expect(await api.updateCaptionStyle({ color: 'yellow', size: 150 })).toEqual({
      ...defaultCaptionStyle,
      color: 'yellow',
      size: 150,
    });
    // Two changes of different fields at once both stay.
    await Promise.all([api.updateCaptionStyle({ edge: 'dropShadow' }), api.updateCaptionStyle({ font: 'mono' })]);
    const mine = { ...defaultCaptionStyle, color: 'yellow', size: 150, edge: 'dropShadow', font: 'mono' };
    expect(await server.client({ token }).getCaptionStyle()).toEqual(mine);
    expect(await api.updateCaptionStyle({ backgroundOpacity: 0, textOpacity: 80 })).toEqual({
      ...mine,
      backgroundOpacity: 0,
      textOpacity: 80,
    });
    // Another member of the account has their own.
    const other = await api.addProfile({ profileName: 'مریم', avatarPath: '/media/avatars/4.svg', ageRange: 18 });
    const otherApi = server.client({ token: (await api.refreshToken({ profileId: other!.id }))!.token });
    expect(await otherApi.getCaptionStyle()).toEqual(defaultCaptionStyle);
  });

  it('refuses an empty change, values out of range or unknown, extra fields, and anonymous callers', async () => {
    const api = server.client({ token: await signUp(server, '09125550372') });
    for (const body of [
      {},
      { size: 40 },
      { size: 210 },
      { size: 100.5 },
      { textOpacity: -1 },
      { backgroundOpacity: 101 },
      { color: 'pink' },
      { background: 'transparent' },
      { font: 'Arial' },
      { edge: 'glow' },
      { volume: 3 },
    ]) {
      const refused = await failure(api.updateCaptionStyle(body as never));
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await failure(server.client().getCaptionStyle())).status).toBe(401);
    expect((await failure(server.client().updateCaptionStyle({ color: 'red' }))).status).toBe(401);
  });
});
