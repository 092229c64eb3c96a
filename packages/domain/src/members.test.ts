import { errorCodes, errorTexts, type Member } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken, until } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { AGE_RANGE_STORAGE_KEY, PENDING_SWITCH_STORAGE_KEY, TOKEN_STORAGE_KEY } from './constants';
import {
  createMembersStore,
  type MembersStore,
  selectAgeRange,
  selectBusy,
  selectCanAddMember,
  selectCodeFlow,
  selectEditing,
  selectMemberCount,
  selectMembersActiveFirst,
} from './members';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const PROFILE = '/api/ProfileQuery/GetProfile';
const REFRESH = '/api/Account/refresh-token';
const GENERATE = '/api/account/generate-otp';
const VERIFY = '/api/account/verify-otp';
const ADD = '/api/ProfileCommand/AddProfile';
const UPDATE = '/api/ProfileCommand/UpdateProfile';
const DELETE = '/api/ProfileCommand/DeleteProfile';

const claims = { FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567' };
const TOKEN = makeToken({ ...claims, profile: 1 });
const TOKEN_2 = makeToken({ ...claims, profile: 2 });

const adult: Member = { id: 1, profileName: 'علی', avatarPath: '/media/avatars/1.svg', ageRange: 18 };
const child: Member = { id: 2, profileName: 'نیکا', avatarPath: '/media/avatars/2.svg', ageRange: 7 };
const teen: Member = { id: 3, profileName: 'آرش', avatarPath: '/media/avatars/3.svg', ageRange: 15 };

function setup(options: Parameters<typeof fakePorts>[0] & { signedIn?: boolean } = {}) {
  const ports = fakePorts(options);
  let auth: AuthStore | undefined;
  let members: MembersStore | undefined;
  const api = server.client({
    getToken: () => (auth ? selectBearerToken(auth.getState()) : null),
    getAgeRange: () => (members ? selectAgeRange(members.getState()) : null),
  });
  const reportError = createErrorReporter(ports);
  auth = createAuthStore({ ...ports, api, reportError });
  members = createMembersStore({ ...ports, api, auth, reportError });
  if (options.signedIn !== false) auth.getState().signedIn(TOKEN);
  return { ports, auth, members, state: () => (members as MembersStore).getState() };
}

async function loaded(list: Member[], activeProfileId: number | null = 1, options: Parameters<typeof setup>[0] = {}) {
  server.on(PROFILE, { status: 200, body: { data: list, totalCount: list.length, activeProfileId } });
  const s = setup(options);
  await s.state().listRequested();
  server.reset();
  return s;
}

describe('active member', () => {
  it('is restored from the stored ageRange when created; a bad stored value is ignored', () => {
    expect(setup({ storage: { [AGE_RANGE_STORAGE_KEY]: '12' } }).state().activeMember).toEqual({
      id: null,
      ageRange: 12,
    });
    expect(setup({ storage: { [AGE_RANGE_STORAGE_KEY]: '13' } }).state().activeMember).toBeNull();
    expect(setup().state().activeMember).toBeNull();
  });

  it('goes away with logout, as does the list', async () => {
    const { state, auth } = await loaded([adult, child]);
    auth.getState().loggedOut();
    expect(state()).toMatchObject({ activeMember: null, memberList: { status: 'idle' }, flow: { step: 'idle' } });
  });
});

describe('member list', () => {
  it('is asked with page size 3, page number 1 and the token; the server’s active member is stored', async () => {
    server.on(PROFILE, { status: 200, body: { data: [adult, child], totalCount: 2, activeProfileId: 2 } });
    const { state, ports } = setup();
    const pending = state().listRequested();
    expect(state().memberList.status).toBe('loading');
    await state().listRequested();
    await pending;
    expect(server.calls(PROFILE)).toHaveLength(1);
    const call = server.calls(PROFILE)[0];
    expect(call?.query).toEqual({ PageSize: '3', PageNumber: '1' });
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(state().memberList).toMatchObject({ status: 'success', result: { totalCount: 2 } });
    expect(state().activeMember).toEqual({ id: 2, ageRange: 7 });
    expect(ports.storage.get(AGE_RANGE_STORAGE_KEY)).toBe('7');
    expect(selectMembersActiveFirst(state()).map((m) => m.id)).toEqual([2, 1]);
  });

  it('is not asked while signed out', async () => {
    const { state } = setup({ signedIn: false });
    await state().listRequested();
    expect(server.requests).toEqual([]);
    expect(selectMembersActiveFirst(state())).toEqual([]);
  });

  it('keeps the stored active member when the server names none', async () => {
    const { state } = await loaded([adult], null, { storage: { [AGE_RANGE_STORAGE_KEY]: '12' } });
    expect(state().activeMember).toEqual({ id: null, ageRange: 12 });
  });

  it('a failure is stored and shown', async () => {
    server.on(PROFILE, { status: 503 });
    const { state, ports } = setup();
    await state().listRequested();
    expect(state().memberList.status).toBe('error');
    expect(ports.notifier.dialogs).toHaveLength(1);
  });

  it('counts the members from the list’s total, and not at all until the list has answered', async () => {
    const { state } = setup();
    expect(selectMemberCount(state())).toBeNull();
    server.on(PROFILE, { status: 503 });
    await state().listRequested();
    expect(selectMemberCount(state())).toBeNull();
    server.on(PROFILE, { status: 200, body: { data: [adult], totalCount: 2, activeProfileId: 1 } });
    await state().listRequested();
    expect(selectMemberCount(state())).toBe(2);
  });

  it('offers adding only while fewer than 3 exist', async () => {
    expect(selectCanAddMember(setup().state())).toBe(false);
    expect(selectCanAddMember((await loaded([adult, child])).state())).toBe(true);
    expect(selectCanAddMember((await loaded([adult, child, teen])).state())).toBe(false);
  });
});

describe('adding a member', () => {
  const fields = { profileName: 'آرش', avatarPath: '/media/avatars/3.svg', ageRange: 15 as const };

  it('adds while fewer than 3 exist, then no more', async () => {
    const { state, ports } = await loaded([adult, child]);
    server.on(ADD, { status: 200, body: teen });
    await expect(state().memberAdded(fields)).resolves.toBe(true);
    expect(server.calls(ADD)[0]?.body).toEqual(fields);
    expect(state().memberList).toMatchObject({ result: { totalCount: 3 } });
    expect(selectCanAddMember(state())).toBe(false);
    expect(ports.navigation.last()).toBe('/profile');

    await expect(state().memberAdded(fields)).resolves.toBe(false);
    expect(server.calls(ADD)).toHaveLength(1);
  });

  it('shows a refusal', async () => {
    const { state, ports } = await loaded([adult]);
    server.on(ADD, { status: 400, body: errorBody(errorCodes.MemberLimitReached.server) });
    await expect(state().memberAdded(fields)).resolves.toBe(false);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.MemberLimitReached.fa]);
    expect(state().memberList).toMatchObject({ result: { totalCount: 1 } });
  });
});

describe('field errors of the member form', () => {
  const fields = { profileName: 'آرش', avatarPath: '/media/avatars/3.svg', ageRange: 15 as const };
  const refused = { profileName: '«نام عضو» حداکثر ۳۰ نویسه است' };
  const validation = {
    status: 400,
    body: { code: 'ValidationError', message: 'Invalid request', errors: ['Invalid request'], fields: refused },
  };

  it('an add refused field by field keeps each message for its input; the next try clears them', async () => {
    const { state } = await loaded([adult]);
    server.on(ADD, validation);
    await expect(state().memberAdded(fields)).resolves.toBe(false);
    expect(state().fieldErrors).toEqual(refused);
    server.on(ADD, { status: 200, body: teen });
    await expect(state().memberAdded(fields)).resolves.toBe(true);
    expect(state().fieldErrors).toBeUndefined();
  });

  it('an edit refused field by field keeps them too', async () => {
    const { state } = await loaded([adult, child]);
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-e', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 200, body: { token: 'vt-e', status: 'Verified' } });
    await state().editRequested(child);
    await state().codeVerified('edit-member', '123456');
    server.on(UPDATE, validation);
    await expect(state().memberEdited(fields)).resolves.toBe(false);
    expect(state().fieldErrors).toEqual(refused);
  });
});

describe('adding a member wider than the caller (decision 026)', () => {
  const fields = { profileName: 'آرش', avatarPath: '/media/avatars/3.svg', ageRange: 15 as const };

  it('a 403 with a protect token goes to the code page, then adds with the proof', async () => {
    const { state, ports } = await loaded([child], 2);
    server.on(ADD, (req) =>
      (req.body as { verifyToken?: string }).verifyToken
        ? { status: 200, body: teen }
        : { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-add' }) },
    );
    await expect(state().memberAdded(fields)).resolves.toBe(false);
    expect(state().flow).toMatchObject({ step: 'code', purpose: 'edit-member', protectedToken: 'pt-add' });
    expect(ports.navigation.last()).toBe('/edit-member-otp');
    expect(ports.notifier.toasts).toEqual([]);

    server.on(VERIFY, { status: 200, body: { token: 'vt-add', status: 'Verified' } });
    await expect(state().codeVerified('edit-member', '123456')).resolves.toBe(true);
    expect(server.calls(VERIFY)[0]?.body).toEqual({ protect_token: 'pt-add', code: '123456' });
    expect(server.calls(ADD).at(-1)?.body).toEqual({ ...fields, verifyToken: 'vt-add', protectedToken: 'pt-add' });
    expect(state().flow).toEqual({ step: 'idle' });
    expect(state().memberList).toMatchObject({ result: { totalCount: 2 } });
    expect(ports.navigation.last()).toBe('/profile');
  });

  it('"send again" on its code page asks to add again, which sends a new code', async () => {
    const { state, ports } = await loaded([child], 2);
    server.on(ADD, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-1' }) });
    await state().memberAdded(fields);
    ports.timers.advance(60_000);
    server.on(ADD, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-2' }) });
    await state().codeResent('edit-member');
    expect(server.calls(ADD).at(-1)?.body).toEqual(fields);
    expect(server.calls(GENERATE)).toEqual([]);
    expect(state().flow).toMatchObject({ step: 'code', protectedToken: 'pt-2', adding: fields });
  });
});

describe('profile switch (spec §4 steps 1–4)', () => {
  it('1–2: asks a token for the chosen profile, stores it and the member, reloads on /', async () => {
    server.on(REFRESH, { status: 200, body: { token: TOKEN_2 } });
    const { state, auth, ports } = setup({ path: '/' });
    await state().memberChosen(child);
    const call = server.calls(REFRESH)[0];
    expect(call?.body).toEqual({ profileId: 2 });
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(auth.getState().token).toBe(TOKEN_2);
    expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBe(TOKEN_2);
    expect(state().activeMember).toEqual({ id: 2, ageRange: 7 });
    expect(ports.storage.get(AGE_RANGE_STORAGE_KEY)).toBe('7');
    expect(ports.navigation.reloads()).toBe(1);
    expect(ports.navigation.calls).toEqual([]);
    expect(selectBusy(state())).toBeNull();
  });

  it('2: elsewhere it goes home instead of reloading', async () => {
    server.on(REFRESH, { status: 200, body: { token: TOKEN_2 } });
    const { state, ports } = setup({ path: '/movies' });
    await state().memberChosen(child);
    expect(ports.navigation.reloads()).toBe(0);
    expect(ports.navigation.calls).toEqual([{ to: '/', replace: false }]);
  });

  it('3: a 403 keeps the profile (nextMember) with the protect token and goes to the code page', async () => {
    server.on(REFRESH, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-sel' }) });
    const { state, ports, auth } = setup({ path: '/select-member' });
    await state().memberChosen(adult);
    expect(state().flow).toEqual({
      step: 'code',
      purpose: 'select-member',
      member: adult,
      protectedToken: 'pt-sel',
    });
    expect(state().resendIn).toBe(60);
    expect(ports.navigation.last()).toBe('/select-member-otp');
    expect(ports.notifier.toasts).toEqual([]);
    expect(ports.notifier.dialogs).toEqual([]);
    expect(auth.getState().token).toBe(TOKEN);
  });

  it('3: a 403 without a protect token still records the profile, with an empty token', async () => {
    server.on(REFRESH, { status: 403, body: errorBody('Forbidden') });
    const { state } = setup();
    await state().memberChosen(adult);
    expect(selectCodeFlow(state(), 'select-member')?.protectedToken).toBe('');
  });

  it('4: a 400 does nothing at all', async () => {
    server.on(REFRESH, { status: 400, body: errorBody('Invalid request') });
    const { state, ports, auth } = setup({ path: '/select-member' });
    await state().memberChosen(child);
    expect(state()).toMatchObject({ activeMember: null, flow: { step: 'idle' } });
    expect(auth.getState().token).toBe(TOKEN);
    expect(ports.navigation.calls).toEqual([]);
    expect(ports.notifier.toasts).toEqual([]);
    expect(ports.notifier.dialogs).toEqual([]);
  });

  it('chosen again while its code is out: back to the code page, no second request', async () => {
    server.on(REFRESH, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-sel' }) });
    const { state, ports } = setup({ path: '/select-member' });
    await state().memberChosen(adult);
    ports.navigation.navigate('/movies');
    await state().memberChosen(adult);
    expect(server.calls(REFRESH)).toHaveLength(1);
    expect(ports.navigation.last()).toBe('/select-member-otp');
    expect(state().flow).toMatchObject({ step: 'code', protectedToken: 'pt-sel' });
  });

  // Issue #28 D5: the server refuses a second code within the minute, so a lost flow was a dead end.
  describe('after a reload or a visit elsewhere, while its code is valid', () => {
    async function sentThenReloaded(session: (kept: string) => Record<string, string> = (kept) => ({ [KEY]: kept })) {
      server.on(REFRESH, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-sel' }) });
      const first = setup({ path: '/select-member' });
      await first.state().memberChosen(adult);
      const kept = first.ports.session.get(KEY);
      if (kept === null) throw new Error('the switch was not kept');
      server.reset();
      return setup({ path: '/', session: session(kept) });
    }
    const KEY = PENDING_SWITCH_STORAGE_KEY;

    it('its code page works as before, and choosing the member reopens it with the wait left', async () => {
      const { state, ports } = await sentThenReloaded();
      expect(state().flow).toEqual({ step: 'code', purpose: 'select-member', member: adult, protectedToken: 'pt-sel' });
      expect(state().resendIn).toBeGreaterThan(0);
      expect(state().resendIn).toBeLessThanOrEqual(60);
      await state().memberChosen(adult);
      expect(server.calls(REFRESH)).toEqual([]);
      expect(ports.navigation.last()).toBe('/select-member-otp');
      expect(ports.notifier.toasts).toEqual([]);

      server.on(VERIFY, { status: 200, body: { token: 'vt-sel', status: 'Verified' } });
      server.on(REFRESH, { status: 200, body: { token: TOKEN_2 } });
      await expect(state().codeVerified('select-member', '654321')).resolves.toBe(true);
      expect(server.calls(REFRESH)[0]?.body).toEqual({ profileId: 1, verifyToken: 'vt-sel', protectedToken: 'pt-sel' });
      expect(ports.session.get(KEY)).toBeNull();
    });

    it('reopens it after another flow took its place', async () => {
      const { state, ports } = await sentThenReloaded();
      server.on(GENERATE, { status: 200, body: { protect_token: 'pt-edit', resendAfter: 60, expiresIn: 120 } });
      await state().editRequested(child);
      expect(state().flow).toMatchObject({ purpose: 'edit-member' });
      await state().memberChosen(adult);
      expect(server.calls(REFRESH)).toEqual([]);
      expect(state().flow).toMatchObject({ step: 'code', purpose: 'select-member', protectedToken: 'pt-sel' });
      expect(ports.navigation.last()).toBe('/select-member-otp');
    });

    it('forgets a switch whose code has expired, or another member’s', async () => {
      const expired = await sentThenReloaded((kept) => ({
        [KEY]: JSON.stringify({ ...JSON.parse(kept), sentAt: Date.now() - 121_000 }),
      }));
      expect(expired.state().flow).toEqual({ step: 'idle' });
      server.on(REFRESH, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-2' }) });
      await expired.state().memberChosen(adult);
      expect(server.calls(REFRESH)).toHaveLength(1);

      const other = await sentThenReloaded();
      server.on(REFRESH, { status: 200, body: { token: TOKEN_2 } });
      await other.state().memberChosen(teen);
      expect(server.calls(REFRESH)).toHaveLength(1);
    });

    it('goes with a logout', async () => {
      const { ports, auth } = await sentThenReloaded();
      auth.getState().loggedOut();
      expect(ports.session.get(KEY)).toBeNull();
    });
  });

  it('a second switch refused within the code’s minute (another tab) says why', async () => {
    server.on(REFRESH, { status: 400, body: errorBody(errorCodes.PreviousTokenNotExpired.server) });
    const { state, ports } = setup({ path: '/select-member' });
    await state().memberChosen(adult);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorTexts.switchTooSoon]);
    expect(ports.navigation.calls).toEqual([]);
    expect(state().flow).toEqual({ step: 'idle' });
  });

  it('ignores a second choice while one is in flight, and any choice while signed out', async () => {
    server.on(REFRESH, { status: 200, body: { token: TOKEN_2 }, delayMs: 30 });
    const { state } = setup({ path: '/movies' });
    await Promise.all([state().memberChosen(child), state().memberChosen(adult)]);
    expect(server.calls(REFRESH)).toHaveLength(1);
    expect(state().activeMember?.id).toBe(2);

    const anonymous = setup({ signedIn: false });
    await anonymous.state().memberChosen(child);
    expect(server.calls(REFRESH)).toHaveLength(1);
  });
});

describe('select-member code page', () => {
  async function protectedSwitch(path = '/select-member-otp') {
    server.on(REFRESH, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt-sel' }) });
    const s = setup({ path });
    await s.state().memberChosen(adult);
    server.reset();
    return s;
  }

  it('verifies the code, then switches with the verify and protected tokens', async () => {
    const { state, auth, ports } = await protectedSwitch();
    server.on(VERIFY, { status: 200, body: { token: 'vt-sel', status: 'Verified' } });
    server.on(REFRESH, { status: 200, body: { token: TOKEN_2 } });
    await state().codeVerified('select-member', '654321');
    expect(server.calls(VERIFY)[0]?.body).toEqual({ protect_token: 'pt-sel', code: '654321' });
    expect(server.calls(REFRESH)[0]?.body).toEqual({ profileId: 1, verifyToken: 'vt-sel', protectedToken: 'pt-sel' });
    expect(auth.getState().token).toBe(TOKEN_2);
    expect(state()).toMatchObject({ activeMember: { id: 1, ageRange: 18 }, flow: { step: 'idle' } });
    expect(ports.navigation.last()).toBe('/');
  });

  it('sends a new code for the same profile once the minute is over, replacing the protect token', async () => {
    const { state, ports } = await protectedSwitch();
    await state().codeResent('select-member');
    expect(server.calls(GENERATE)).toEqual([]);
    ports.timers.advance(60_000);
    expect(state().resendIn).toBe(0);
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-new', resendAfter: 60, expiresIn: 120 } });
    await state().codeResent('select-member');
    expect(server.calls(GENERATE)[0]?.body).toEqual({ purpose: 'select-member', profileId: 1 });
    expect(state().flow).toMatchObject({ step: 'code', protectedToken: 'pt-new' });
    expect(state().resendIn).toBe(60);
    expect(ports.navigation.calls).toEqual([{ to: '/select-member-otp', replace: false }]);
  });

  it('a wrong code is shown and nothing switches', async () => {
    const { state, ports } = await protectedSwitch();
    server.on(VERIFY, { status: 400, body: errorBody(errorCodes.InvalidVerifyToken.server) });
    await state().codeVerified('select-member', '000000');
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.InvalidVerifyToken.fa]);
    expect(server.calls(REFRESH)).toEqual([]);
    expect(state().flow).toMatchObject({ step: 'code', member: { id: 1 } });
  });

  it('counts down a minute before "send again" opens, one tick a second', async () => {
    const { state, ports } = await protectedSwitch();
    expect(state().resendIn).toBe(60);
    ports.timers.advance(1000);
    expect(state().resendIn).toBe(59);
    ports.timers.advance(59_000);
    expect(state().resendIn).toBe(0);
    expect(ports.timers.pendingCount()).toBe(0);
  });

  it('an expired code keeps the viewer on the code page (no trip to login)', async () => {
    const { state, ports } = await protectedSwitch();
    server.on(VERIFY, { status: 400, body: errorBody(errorCodes.TimeExpired.server) });
    await state().codeVerified('select-member', '111111');
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.TimeExpired.fa]);
    expect(ports.navigation.calls.map((c) => c.to)).toEqual(['/select-member-otp']);
    expect(state().flow).toMatchObject({ step: 'code', purpose: 'select-member' });
  });

  it('a refused switch after the code is shown', async () => {
    const { state, ports } = await protectedSwitch();
    server.on(VERIFY, { status: 200, body: { token: 'vt-sel', status: 'Verified' } });
    server.on(REFRESH, { status: 500, body: errorBody('boom') });
    await state().codeVerified('select-member', '654321');
    expect(ports.notifier.dialogs).toHaveLength(1);
    expect(state().activeMember).toBeNull();
  });

  it('does nothing without a pending profile; a failed resend is shown', async () => {
    const { state } = setup();
    await state().codeVerified('select-member', '1');
    await state().codeResent('select-member');
    expect(server.requests).toEqual([]);

    const s = await protectedSwitch();
    s.ports.timers.advance(60_000);
    server.on(GENERATE, { status: 400, body: errorBody(errorCodes.PreviousTokenNotExpired.server) });
    await s.state().codeResent('select-member');
    expect(s.ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.PreviousTokenNotExpired.fa]);
    // The viewer stays on the code page with the code already sent, and waits another minute.
    expect(s.state().flow).toMatchObject({ step: 'code', protectedToken: 'pt-sel' });
    expect(s.state().resendIn).toBe(60);
    expect(s.ports.navigation.calls.map((c) => c.to)).toEqual(['/select-member-otp']);
  });
});

describe('editing a member through its code page', () => {
  const fields = { profileName: 'نیکا جان', avatarPath: '/media/avatars/4.svg', ageRange: 12 as const };

  async function codeSent() {
    const s = await loaded([adult, child], 2);
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-edit', resendAfter: 60, expiresIn: 120 } });
    await s.state().editRequested(child);
    return s;
  }

  it('code → verify → save with both tokens; the active member’s new age range is stored', async () => {
    const { state, ports } = await codeSent();
    expect(server.calls(GENERATE)[0]?.body).toEqual({ purpose: 'edit-member', profileId: 2 });
    expect(state().flow).toEqual({ step: 'code', purpose: 'edit-member', member: child, protectedToken: 'pt-edit' });
    expect(ports.navigation.last()).toBe('/edit-member-otp');

    server.on(VERIFY, { status: 200, body: { token: 'vt-edit', status: 'Verified' } });
    await state().codeVerified('edit-member', '123123');
    expect(state().flow).toMatchObject({ step: 'verified', verifyToken: 'vt-edit' });
    expect(ports.navigation.last()).toBe('/edit-member/2');

    server.on(UPDATE, { status: 200, body: { ...child, ...fields } });
    await expect(state().memberEdited(fields)).resolves.toBe(true);
    expect(server.calls(UPDATE)[0]?.body).toEqual({
      id: 2,
      ...fields,
      verifyToken: 'vt-edit',
      protectedToken: 'pt-edit',
    });
    expect(selectMembersActiveFirst(state())[0]).toEqual({ ...child, ...fields });
    expect(state()).toMatchObject({ activeMember: { id: 2, ageRange: 12 }, flow: { step: 'idle' } });
    expect(ports.storage.get(AGE_RANGE_STORAGE_KEY)).toBe('12');
    expect(ports.navigation.last()).toBe('/profile');
  });

  it('editing another member leaves the active one alone', async () => {
    const s = await loaded([adult, child], 1);
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-edit', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 200, body: { token: 'vt-edit', status: 'Verified' } });
    server.on(UPDATE, { status: 200, body: { ...child, ...fields } });
    await s.state().editRequested(child);
    await s.state().codeVerified('edit-member', '123123');
    await s.state().memberEdited(fields);
    expect(s.state().activeMember).toEqual({ id: 1, ageRange: 18 });
  });

  it('does not save without a verified code', async () => {
    const { state } = await codeSent();
    await state().memberEdited(fields);
    expect(server.calls(UPDATE)).toEqual([]);
    const fresh = setup();
    await fresh.state().memberEdited(fields);
    expect(server.calls(UPDATE)).toEqual([]);
  });

  it('a failed code request drops the edit; a 403 on save shows an empty message (nothing)', async () => {
    const s = await loaded([adult, child]);
    server.on(GENERATE, { status: 503 });
    await s.state().editRequested(child);
    expect(selectCodeFlow(s.state(), 'edit-member')).toBeNull();
    expect(s.ports.notifier.dialogs).toHaveLength(1);

    const { state, ports } = await codeSent();
    server.on(VERIFY, { status: 200, body: { token: 'vt-edit', status: 'Verified' } });
    await state().codeVerified('edit-member', '123123');
    server.on(UPDATE, { status: 403, body: errorBody('Forbidden') });
    await expect(state().memberEdited(fields)).resolves.toBe(false);
    expect(ports.notifier.toasts).toEqual([]);
    expect(ports.notifier.dialogs).toEqual([]);
    expect(selectEditing(state())).toEqual(child);
  });

  it('resends the edit code after the countdown', async () => {
    const { state, ports } = await codeSent();
    ports.timers.advance(60_000);
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-edit-2', resendAfter: 60, expiresIn: 120 } });
    await state().codeResent('edit-member');
    expect(server.calls(GENERATE).at(-1)?.body).toEqual({ purpose: 'edit-member', profileId: 2 });
    expect(selectCodeFlow(state(), 'edit-member')?.protectedToken).toBe('pt-edit-2');
  });
});

describe('deleting a member through its code page', () => {
  async function codeSent() {
    const s = await loaded([adult, child, teen]);
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-del', resendAfter: 60, expiresIn: 120 } });
    await s.state().deleteRequested(teen);
    return s;
  }

  it('code → verify → deleted with both tokens; adding is offered again', async () => {
    const { state, ports } = await codeSent();
    expect(server.calls(GENERATE)[0]?.body).toEqual({ purpose: 'delete-member', profileId: 3 });
    expect(ports.navigation.last()).toBe('/delete-member-otp');

    server.on(VERIFY, { status: 200, body: { token: 'vt-del', status: 'Verified' } });
    server.on(DELETE, { status: 200, body: { success: true } });
    await expect(state().codeVerified('delete-member', '999999')).resolves.toBe(true);
    expect(server.calls(DELETE)[0]?.body).toEqual({ id: 3, verifyToken: 'vt-del', protectedToken: 'pt-del' });
    expect(selectMembersActiveFirst(state()).map((m) => m.id)).toEqual([1, 2]);
    expect(selectCanAddMember(state())).toBe(true);
    expect(state().flow).toEqual({ step: 'idle' });
    expect(ports.navigation.last()).toBe('/profile');
  });

  it('is refused without both tokens: the server is not even asked', async () => {
    const { state } = await codeSent();
    await expect(state().deleteConfirmed()).resolves.toBe(false);
    const none = setup();
    await none.state().deleteConfirmed();
    expect(server.calls(DELETE)).toEqual([]);
    expect(server.calls(VERIFY)).toEqual([]);
  });

  it('a refused deletion is shown and may be confirmed again', async () => {
    const { state, ports } = await codeSent();
    server.on(VERIFY, { status: 200, body: { token: 'vt-del', status: 'Verified' } });
    server.on(DELETE, { status: 400, body: errorBody(errorCodes.LastMemberError.server) });
    await state().codeVerified('delete-member', '999999');
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.LastMemberError.fa]);
    expect(state().flow).toMatchObject({ step: 'verified', verifyToken: 'vt-del', protectedToken: 'pt-del' });

    server.on(DELETE, { status: 503 });
    await state().deleteConfirmed();
    expect(ports.notifier.dialogs).toHaveLength(1);

    server.on(DELETE, { status: 200, body: { success: true } });
    await state().deleteConfirmed();
    expect(server.calls(DELETE)).toHaveLength(3);
    expect(state().memberList).toMatchObject({ result: { totalCount: 2 } });
  });

  it('a failed code request drops the deletion', async () => {
    const s = await loaded([adult, teen]);
    server.on(GENERATE, { status: 503 });
    await s.state().deleteRequested(teen);
    expect(selectCodeFlow(s.state(), 'delete-member')).toBeNull();
  });

  it('an empty verify answer is reported and nothing is deleted', async () => {
    const { state, ports } = await codeSent();
    server.on(VERIFY, { status: 200 });
    await state().codeVerified('delete-member', '999999');
    expect(ports.notifier.dialogs).toHaveLength(1);
    expect(server.calls(DELETE)).toEqual([]);
  });
});

describe('one flow at a time', () => {
  const slow = (body: unknown, status = 200) => ({ status, body, delayMs: 30 });
  const code = { protect_token: 'pt', resendAfter: 60, expiresIn: 120 };

  it('shows what is in flight while adding or asking for a code, and starts nothing else meanwhile', async () => {
    const s = await loaded([adult]);
    server.on(ADD, slow(child));
    const adding = s.state().memberAdded({ profileName: 'نیکا', avatarPath: child.avatarPath, ageRange: 7 });
    expect(selectBusy(s.state())).toBe('add');
    await s.state().editRequested(adult);
    await adding;
    expect(server.calls(GENERATE)).toEqual([]);
    server.on(GENERATE, slow(code));
    const asking = s.state().deleteRequested(child);
    expect(selectBusy(s.state())).toBe('code');
    expect(selectEditing(s.state())).toBeNull();
    await asking;
  });

  it('shows what is in flight while saving an edit or a deletion', async () => {
    const s = await loaded([adult, child, teen]);
    server.on(GENERATE, { status: 200, body: code });
    server.on(VERIFY, { status: 200, body: { token: 'vt', status: 'Verified' } });
    server.on(UPDATE, slow(child));
    await s.state().editRequested(child);
    await s.state().codeVerified('edit-member', '123123');
    const saving = s.state().memberEdited({ profileName: 'x', avatarPath: child.avatarPath, ageRange: 7 });
    expect(selectBusy(s.state())).toBe('edit');
    await saving;
    server.on(DELETE, slow({ success: true }));
    await s.state().deleteRequested(teen);
    const deleting = s.state().codeVerified('delete-member', '123123');
    await until(() => selectBusy(s.state()) === 'delete');
    await deleting;
    expect(selectBusy(s.state())).toBeNull();
  });

  it.each([
    [
      'a switch',
      async (s: Awaited<ReturnType<typeof loaded>>) => {
        server.on(REFRESH, slow({ token: TOKEN_2 }));
        return s.state().memberChosen(child);
      },
    ],
    [
      'a protected switch',
      async (s: Awaited<ReturnType<typeof loaded>>) => {
        server.on(REFRESH, slow(errorBody('Forbidden', { protect_token: 'pt' }), 403));
        return s.state().memberChosen(child);
      },
    ],
    [
      'a code request',
      async (s: Awaited<ReturnType<typeof loaded>>) => {
        server.on(GENERATE, slow(code));
        return s.state().editRequested(child);
      },
    ],
    [
      'a failed code request',
      async (s: Awaited<ReturnType<typeof loaded>>) => {
        server.on(GENERATE, slow(errorBody('boom'), 500));
        return s.state().deleteRequested(child);
      },
    ],
    [
      'an addition',
      async (s: Awaited<ReturnType<typeof loaded>>) => {
        server.on(ADD, slow(teen));
        return s.state().memberAdded({ profileName: 'آرش', avatarPath: teen.avatarPath, ageRange: 15 });
      },
    ],
  ])('a logout while %s is out: the late answer changes nothing', async (_, start) => {
    const s = await loaded([adult, child]);
    const pending = start(s);
    s.auth.getState().loggedOut();
    await pending;
    expect(s.state().flow).toEqual({ step: 'idle' });
    expect(s.state().activeMember).toBeNull();
    expect(s.ports.navigation.calls.map((c) => c.to)).not.toContain('/edit-member-otp');
  });

  it('a logout while a code, a resend, a save or a deletion is checked: the late answer changes nothing', async () => {
    for (const [purpose, after] of [
      ['select-member', REFRESH],
      ['edit-member', VERIFY],
      ['delete-member', DELETE],
    ] as const) {
      const s = await loaded([adult, child]);
      server.on(REFRESH, { status: 403, body: errorBody('Forbidden', { protect_token: 'pt' }) });
      server.on(GENERATE, { status: 200, body: code });
      if (purpose === 'select-member') await s.state().memberChosen(child);
      else if (purpose === 'edit-member') await s.state().editRequested(child);
      else await s.state().deleteRequested(child);
      server.on(
        VERIFY,
        after === VERIFY
          ? slow({ token: 'vt', status: 'Verified' })
          : { status: 200, body: { token: 'vt', status: 'Verified' } },
      );
      server.on(REFRESH, slow({ token: TOKEN_2 }));
      server.on(DELETE, slow(errorBody('boom'), 500));
      const checking = s.state().codeVerified(purpose, '123123');
      await new Promise((resolve) => setTimeout(resolve, 10));
      s.auth.getState().loggedOut();
      await checking;
      expect(s.state().flow).toEqual({ step: 'idle' });
      expect(s.ports.navigation.last()).not.toBe('/edit-member/2');
    }
  });

  it.each([
    ['answered', { status: 200, body: code, delayMs: 30 }],
    ['refused', { status: 500, body: errorBody('boom'), delayMs: 30 }],
  ])('a logout while a resend is out (%s) leaves no code page behind', async (_, reply) => {
    const s = await loaded([adult, child]);
    server.on(GENERATE, { status: 200, body: code });
    await s.state().editRequested(child);
    s.ports.timers.advance(60_000);
    server.on(GENERATE, reply);
    const resending = s.state().codeResent('edit-member');
    s.auth.getState().loggedOut();
    await resending;
    expect(s.state()).toMatchObject({ flow: { step: 'idle' }, resendIn: 0 });
  });
});

describe('start-up and late lists', () => {
  it('a start-up without a token drops the stored active member along with the stored ageRange', async () => {
    const { state, auth, ports } = setup({ signedIn: false, storage: { [AGE_RANGE_STORAGE_KEY]: '12' } });
    expect(state().activeMember).toEqual({ id: null, ageRange: 12 });
    await auth.getState().started();
    expect(state().activeMember).toBeNull();
    expect(ports.storage.get(AGE_RANGE_STORAGE_KEY)).toBeNull();
  });

  it('a restored session keeps the stored active member', async () => {
    server.on('/api/user/CheckToken', { status: 200, body: { valid: true } });
    const { state, auth } = setup({
      signedIn: false,
      storage: { [AGE_RANGE_STORAGE_KEY]: '12', [TOKEN_STORAGE_KEY]: TOKEN },
    });
    await auth.getState().started();
    expect(state().activeMember).toEqual({ id: null, ageRange: 12 });
  });

  it('deleting through the code page works before the list is loaded', async () => {
    const { state, ports } = setup();
    server.on(GENERATE, { status: 200, body: { protect_token: 'pt-del', resendAfter: 60, expiresIn: 120 } });
    server.on(VERIFY, { status: 200, body: { token: 'vt-del', status: 'Verified' } });
    server.on(DELETE, { status: 200, body: { success: true } });
    await state().deleteRequested(teen);
    await state().codeVerified('delete-member', '999999');
    expect(server.calls(DELETE)).toHaveLength(1);
    expect(state().memberList.status).toBe('idle');
    expect(ports.navigation.last()).toBe('/profile');
  });
});
