/**
 * Issue #38 (decision 044): passkeys through Chromium's virtual authenticator. One is added from «کلیدهای عبور» after
 * a step-up code, moved to a fresh browser, signs in there without any SMS, stands for a step-up, and once removed
 * is refused. /login passes the HTML checker.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, newPhone, otpFor, setUpHarness, shoot, signIn, typeCode } from './helpers';

const e2e = setUpHarness();
const phone = newPhone();

/** The site by name: a passkey's relying party is a domain, never an address (localhost is PUBLIC_URL's default). */
const site = () => e2e.url.replace('127.0.0.1', 'localhost');

/** A fresh visitor at the site's name, with a platform authenticator that verifies its user (CDP WebAuthn). */
async function visitorWithAuthenticator(): Promise<{
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  id: string;
}> {
  const context = await e2e.browser.newContext({
    baseURL: site(),
    viewport: { width: 1440, height: 900 },
    locale: 'fa-IR',
  });
  context.setDefaultTimeout(15_000);
  const page = await e2e.newPage(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, id: authenticatorId };
}

async function outbox(): Promise<number> {
  const body = (await (await fetch(`${e2e.url}/dev/outbox?phone=${phone}`)).json()) as { data: unknown[] };
  return body.data.length;
}

const printed = (label: string, started: number) =>
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms`);

describe('passkeys', () => {
  test('/login has no markup error and offers the passkey', async () => {
    const html = await (await fetch(`${e2e.url}/login`)).text();
    const { HtmlValidate } = await import('html-validate');
    const checker = new HtmlValidate({
      extends: ['html-validate:standard'],
      // The server's document type is written in lower case, as HTML allows.
      rules: { 'doctype-style': 'off' },
    });
    const report = await checker.validateString(html, 'login.html');
    const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
    // The phone field offers passkeys in its suggestions (conditional mediation).
    expect(html).toMatch(/autocomplete="tel webauthn"/i);
  });

  test('added after a step-up code, it signs in a fresh browser with no SMS', async () => {
    const first = await visitorWithAuthenticator();
    // A new phone: signed up through the pages, by SMS code.
    await signIn(first.page, site(), phone, { names: { first: 'سارا', last: 'کریمی' } });
    await first.page.goto('/profile');
    await first.page.getByRole('link', { name: 'کلیدهای عبور' }).click();
    await first.page.waitForURL(/\/passkeys$/);
    await first.page.getByText('هنوز کلید عبوری ندارید').waitFor();
    await shoot(first.page, 'passkeys-empty');
    await first.page.getByLabel('نام کلید').fill('لپ‌تاپ خانه');
    const since = Date.now();
    await first.page.getByRole('button', { name: 'افزودن کلید عبور' }).click();
    const code = await otpFor(e2e.url, phone, since);
    await first.page.getByLabel('رقم ۱ از ۶').waitFor();
    await shoot(first.page, 'passkeys-code');
    await typeCode(first.page, code);
    await first.page.getByRole('list', { name: 'کلیدهای عبور' }).getByText('لپ‌تاپ خانه').waitFor();
    await shoot(first.page, 'passkeys');

    const { credentials } = await first.cdp.send('WebAuthn.getCredentials', { authenticatorId: first.id });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');
    const moved = credentials;

    // A fresh browser holding only the passkey: no stored token, no cookie. Its autofill is off, so the button is
    // what signs in (the third browser below signs in through the phone field's autofill).
    const second = await visitorWithAuthenticator();
    await second.context.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    for (const credential of moved) {
      await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.id, credential });
    }
    const sent = await outbox();
    await second.page.goto('/login');
    await hydrated(second.page);
    await shoot(second.page, 'login-passkey');
    const started = performance.now();
    await second.page.getByRole('button', { name: 'ورود با کلید عبور' }).click();
    await second.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    printed('sign-in with a passkey, click to signed in', started);
    await second.page.getByRole('button', { name: /^حساب کاربری/ }).waitFor();
    expect(await outbox()).toBe(sent);

    // The passkey sign-in stands for the step-up: a second passkey is added with no code. (An authenticator that
    // already holds one of the account's passkeys refuses to make another, so this one is emptied first.)
    await second.cdp.send('WebAuthn.clearCredentials', { authenticatorId: second.id });
    await second.page.goto('/passkeys');
    await second.page.getByLabel('نام کلید').fill('گوشی');
    await second.page.getByRole('button', { name: 'افزودن کلید عبور' }).click();
    await second.page.getByRole('list', { name: 'کلیدهای عبور' }).getByText('گوشی').waitFor();
    expect(await second.page.getByLabel('رقم ۱ از ۶').count()).toBe(0);
    expect(await outbox()).toBe(sent);

    // Removed, the first passkey signs nobody in.
    await second.page.getByRole('button', { name: 'حذف لپ‌تاپ خانه' }).click();
    await second.page.getByRole('alertdialog', { name: 'حذف کلید عبور' }).getByRole('button', { name: 'حذف' }).click();
    await second.page
      .getByRole('list', { name: 'کلیدهای عبور' })
      .getByText('لپ‌تاپ خانه')
      .waitFor({ state: 'detached' });

    const third = await visitorWithAuthenticator();
    for (const credential of moved) {
      await third.cdp.send('WebAuthn.addCredential', { authenticatorId: third.id, credential });
    }
    // Conditional mediation offers the passkey in the phone field, and the virtual authenticator picks it at once.
    const refused = third.page.waitForResponse((r) => r.url().endsWith('/api/account/passkeys/sign-in'));
    await third.page.goto('/login');
    expect((await refused).status()).toBe(400);
    await third.page.getByText('این کلید عبور پذیرفته نشد').waitFor();
    expect(new URL(third.page.url()).pathname).toBe('/login');
    await shoot(third.page, 'login-passkey-refused');
  });

  test('a browser without WebAuthn shows no passkey button', async () => {
    const context = await e2e.browser.newContext({ baseURL: site(), locale: 'fa-IR' });
    await context.addInitScript(() => {
      // As an old browser: no WebAuthn at all.
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });
    const page = await e2e.newPage(context);
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).waitFor();
    expect(await page.getByRole('button', { name: 'ورود با کلید عبور' }).count()).toBe(0);
  });
});
