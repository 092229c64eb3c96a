import { Writable } from 'node:stream';
import type { ApiClient } from '@parde/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreationOptions, type RequestOptions, SoftAuthenticator } from './authenticator';
import { failure, lastCode, manyCodes, signUp, startServer, type TestServer } from './helper';

// Issue #38 (decision 044): passkeys as a second way in, and codes bound to the site's host.
let server: TestServer;
let origin: string;
const logs: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  server = await startServer({
    env: manyCodes,
    logger: { level: 'warn', stream },
  });
  origin = server.app.services.config.publicUrl;
});
afterAll(() => server?.close());

async function outboxCount(phone: string) {
  const body = (await (await server.fetch(`/dev/outbox?phone=${phone}`)).json()) as { data: { text: string }[] };
  return body.data;
}

/** Lets the 60-second resend rule pass without waiting. */
async function forgetLastSend(phone: string) {
  await sql`UPDATE otp_throttle SET last_sent_at = now() - interval '61 seconds' WHERE phone = ${phone}`.execute(
    server.database.db,
  );
}

/** Adds a passkey with a step-up code, as «حساب من» does. */
async function addPasskey(api: ApiClient, phone: string, authenticator: SoftAuthenticator, name = 'گوشی من') {
  await forgetLastSend(phone);
  const asked = await failure(api.passkeyRegistrationOptions({}));
  expect(asked.status).toBe(403);
  const protectToken = asked.body?.protect_token as string;
  const verified = await api.verifyOtp({ protect_token: protectToken, code: await lastCode(server, phone) });
  const started = await api.passkeyRegistrationOptions({ verifyToken: verified!.token, protectedToken: protectToken });
  const credential = authenticator.create(started!.options as CreationOptions, origin);
  return (await api.registerPasskey({ credential, name }))!;
}

async function signInWith(authenticator: SoftAuthenticator, which: Parameters<SoftAuthenticator['get']>[2] = {}) {
  const anonymous = server.client();
  const started = await anonymous.passkeySignInOptions({});
  return anonymous.passkeySignIn({
    credential: authenticator.get(started!.options as RequestOptions, origin, which),
  });
}

describe('codes the browser fills', () => {
  it('the code text sent ends with @<host> #<code>', async () => {
    const phone = '09160000001';
    await server.client().generateOtp({ phoneNumber: phone });
    const [text] = await outboxCount(phone);
    const code = await lastCode(server, phone);
    expect(text!.text.split('\n').at(-1)).toBe(`@${new URL(origin).hostname} #${code}`);
  });
});

describe('passkeys', () => {
  const phone = '09160000002';
  const authenticator = new SoftAuthenticator();
  let token: string;
  let api: ApiClient;

  beforeAll(async () => {
    token = await signUp(server, phone);
    api = server.client({ token });
  });

  it('is added after a step-up code, listed, renamed', async () => {
    const added = await addPasskey(api, phone, authenticator);
    expect(added.name).toBe('گوشی من');
    expect(added.lastUsedAt).toBeNull();
    const renamed = await api.renamePasskey({ id: added.id, name: 'لپ‌تاپ' });
    expect(renamed!.name).toBe('لپ‌تاپ');
    const list = await api.getPasskeys();
    expect(list.data.map((p) => p.name)).toEqual(['لپ‌تاپ']);
  });

  it('a wrong or missing step-up proof adds nothing', async () => {
    const refused = await failure(api.passkeyRegistrationOptions({ verifyToken: 'forged', protectedToken: 'x' }));
    expect(refused.status).toBe(400);
  });

  it('signs in without any SMS, as a new device, and counts as a step-up', async () => {
    const before = (await outboxCount(phone)).length;
    const signedIn = await signInWith(authenticator);
    expect(signedIn!.status).toBe('Registered');
    expect((await outboxCount(phone)).length).toBe(before);
    const viaPasskey = server.client({ token: signedIn!.token });
    const devices = await viaPasskey.getDevices();
    expect(devices.data.filter((d) => d.current)).toHaveLength(1);
    expect(devices.data.length).toBeGreaterThanOrEqual(2);
    // An account act with no code: the passkey sign-in stands for it.
    const options = await viaPasskey.passkeyRegistrationOptions({});
    expect((options!.options as CreationOptions).challenge).toBeTruthy();
    // A member switch into a wider range with no code, once the free first choice is spent.
    const child = await viaPasskey.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 7 });
    const asChild = await viaPasskey.refreshToken({ profileId: child!.id });
    const first = (await viaPasskey.getProfile({}))!.data.find((m) => m.ageRange === 18)!;
    const back = await server.client({ token: asChild!.token }).refreshToken({ profileId: first.id });
    expect(back!.token).toBeTruthy();
    // The list says when it was used.
    expect((await api.getPasskeys()).data[0]!.lastUsedAt).not.toBeNull();

    // Without a passkey sign-in, the same switch needs the code.
    const childOnCode = await api.refreshToken({ profileId: child!.id });
    const refused = await failure(server.client({ token: childOnCode!.token }).refreshToken({ profileId: first.id }));
    expect(refused.status).toBe(403);

    // A younger member may not manage passkeys.
    const young = await failure(server.client({ token: childOnCode!.token }).getPasskeys());
    expect(young.status).toBe(403);
    expect(young.body?.code).toBe('AdultOnly');
  });

  it('refuses a replayed challenge', async () => {
    const anonymous = server.client();
    const started = await anonymous.passkeySignInOptions({});
    const credential = authenticator.get(started!.options as RequestOptions, origin);
    await anonymous.passkeySignIn({ credential });
    const replayed = await failure(anonymous.passkeySignIn({ credential }));
    expect(replayed.status).toBe(400);
    expect(replayed.body?.code).toBe('PasskeyChallengeExpired');
  });

  it('refuses an expired challenge', async () => {
    const anonymous = server.client();
    const started = await anonymous.passkeySignInOptions({});
    await sql`UPDATE passkey_challenges SET expires_at = now() - interval '1 second'`.execute(server.database.db);
    const credential = authenticator.get(started!.options as RequestOptions, origin);
    const refused = await failure(anonymous.passkeySignIn({ credential }));
    expect(refused.status).toBe(400);
    expect(refused.body?.code).toBe('PasskeyChallengeExpired');
  });

  it('refuses another origin and a passkey made for another site', async () => {
    const anonymous = server.client();
    const started = await anonymous.passkeySignInOptions({});
    const credential = authenticator.get(started!.options as RequestOptions, 'https://parde.evil.example');
    const refused = await failure(anonymous.passkeySignIn({ credential }));
    expect(refused.status).toBe(400);
    expect(refused.body?.code).toBe('PasskeyRefused');

    const again = await anonymous.passkeySignInOptions({});
    const otherRp = authenticator.get({ ...(again!.options as RequestOptions), rpId: 'evil.example' }, origin);
    expect((await failure(anonymous.passkeySignIn({ credential: otherRp }))).body?.code).toBe('PasskeyRefused');
  });

  it('refuses a signature counter that goes backwards', async () => {
    const refused = await failure(signInWith(authenticator, { counter: 1 }));
    expect(refused.status).toBe(400);
    expect(refused.body?.code).toBe('PasskeyRefused');
  });

  it("refuses a credential presented as another account's", async () => {
    const otherToken = await signUp(server, '09160000003');
    const other = new SoftAuthenticator();
    await addPasskey(server.client({ token: otherToken }), '09160000003', other);
    const mine = authenticator.passkeys[0]!;
    const refused = await failure(
      signInWith(authenticator, { passkey: mine, userHandle: other.passkeys[0]!.userHandle }),
    );
    expect(refused.body?.code).toBe('PasskeyRefused');
    // Nor can another account rename or remove it.
    const list = await api.getPasskeys();
    const theirs = server.client({ token: otherToken });
    expect((await failure(theirs.removePasskey({ id: list.data[0]!.id }))).status).toBe(404);
  });

  it('a removed passkey signs nobody in, and its devices are signed out within a second', async () => {
    const signedIn = await signInWith(authenticator);
    const viaPasskey = server.client({ token: signedIn!.token });
    await viaPasskey.checkToken();
    const [passkey] = (await api.getPasskeys()).data;
    await api.removePasskey({ id: passkey!.id });
    const started = performance.now();
    expect((await failure(viaPasskey.checkToken())).status).toBe(401);
    console.log(`a passkey's device refused ${(performance.now() - started).toFixed(0)} ms after its removal`);
    const refused = await failure(signInWith(authenticator));
    expect(refused.status).toBe(400);
    expect(refused.body?.code).toBe('PasskeyRefused');
    expect((await api.getPasskeys()).data).toEqual([]);
  });

  it('logs refusals without the credential', () => {
    const text = logs.join('');
    expect(text).toContain('passkey refused');
    for (const passkey of authenticator.passkeys) expect(text).not.toContain(passkey.id.toString('base64url'));
    expect(text).not.toContain('clientDataJSON');
    expect(text).not.toContain('signature');
  });
});
