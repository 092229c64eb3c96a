import { errorCodes } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { createCaptchaStore } from './captcha';
import { createContactStore } from './contact';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const CREATE = '/api/MessageCommand/Create';
const CAPTCHA = '/api/account/Captcha';
const message = {
  fullName: 'سارا محمدی',
  contact: '09351112233',
  subject: 'پیشنهاد',
  text: 'لطفاً زیرنویس فارسی بیشتری اضافه کنید.',
  captchaAnswer: '4821',
};

function setup() {
  const ports = fakePorts();
  const api = server.client();
  const reportError = createErrorReporter(ports);
  const captcha = createCaptchaStore(api, reportError);
  const contact = createContactStore({ api, captcha, reportError, notifier: ports.notifier });
  let n = 0;
  server.on(CAPTCHA, () => ({ status: 200, body: { file: 'data:image/svg+xml;base64,AA', id: `c-${++n}` } }));
  return { ports, captcha, state: () => contact.getState() };
}

describe('contact message', () => {
  it('needs a loaded captcha', async () => {
    const { state } = setup();
    expect(await state().messageSent(message)).toBe(false);
    expect(server.calls(CREATE)).toEqual([]);
  });

  it('sends the fields with the captcha id; once sent, the form may be reset for another', async () => {
    const { state, captcha } = setup();
    await captcha.getState().load();
    server.on(CREATE, { status: 200, body: { id: 77 } });
    const sending = state().messageSent(message);
    expect(state().status).toBe('sending');
    expect(await state().messageSent(message)).toBe(false);
    expect(await sending).toBe(true);
    expect(server.calls(CREATE)).toHaveLength(1);
    expect(server.calls(CREATE)[0]?.body).toEqual({ ...message, captchaId: 'c-1' });
    expect(state()).toMatchObject({ status: 'sent', id: 77 });
    expect(captcha.getState().status).toBe('idle');

    state().formReset();
    expect(state().status).toBe('idle');
    state().formReset();
    expect(state().status).toBe('idle');
  });

  it('keeps the message of each field the server refused, for the form to show beside it', async () => {
    const { state, captcha } = setup();
    await captcha.getState().load();
    const fields = { subject: '«موضوع» باید دست‌کم ۲ نویسه باشد' };
    server.on(CREATE, {
      status: 400,
      body: {
        code: 'ValidationError',
        message: 'Invalid request',
        errors: ['Invalid request', fields.subject],
        fields,
      },
    });
    expect(await state().messageSent(message)).toBe(false);
    expect(state()).toEqual(expect.objectContaining({ status: 'idle', fieldErrors: fields }));
  });

  it('a wrong captcha is shown and a fresh picture loaded', async () => {
    const { state, captcha, ports } = setup();
    await captcha.getState().load();
    server.on(CREATE, { status: 400, body: errorBody(errorCodes.CaptchaError.server) });
    expect(await state().messageSent(message)).toBe(false);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.CaptchaError.fa]);
    expect(captcha.getState().result?.id).toBe('c-2');
    expect(state().status).toBe('idle');
  });

  it('a message sent after a wrong captcha takes the wrong captcha’s toast away (issue #28 D11)', async () => {
    const { state, captcha, ports } = setup();
    await captcha.getState().load();
    server.on(CREATE, { status: 400, body: errorBody(errorCodes.CaptchaError.server) });
    await state().messageSent(message);
    expect(ports.notifier.toasts).toHaveLength(1);
    server.on(CREATE, { status: 200, body: { id: 7 } });
    expect(await state().messageSent(message)).toBe(true);
    expect(ports.notifier.toasts).toEqual([]);
  });
});
