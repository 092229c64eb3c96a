import { describe, expect, it } from 'vitest';
import { engine, manyCodes, signInAgain, signUp, type TestServer, twoInstances } from './helper';

// Issue #40 item 3 (decision 047): an open page learns that its device was signed out elsewhere, from any instance.
const instances = twoInstances({ env: manyCodes });

/** Opens the events stream on `on` with `token`; collects the events' names as they come. */
async function openEvents(on: TestServer, token: string) {
  const controller = new AbortController();
  const response = await on.fetch('/api/account/events', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: string[] = [];
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let at = text.indexOf('\n\n'); at >= 0; at = text.indexOf('\n\n')) {
          const name = /^event: (.+)$/m.exec(text.slice(0, at))?.[1];
          if (name) events.push(name);
          text = text.slice(at + 2);
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  return { response, events, ended: () => ended, done, stop: () => controller.abort() };
}

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the sign-out stream', () => {
  it('tells every open page of a device signed out from another device and instance, then ends; the others stay', async () => {
    const { a, b } = instances;
    const phone = '09127790001';
    const watching = await signUp(a, phone);
    const managerToken = await signInAgain(a, phone);
    const manager = a.client({ token: managerToken });
    // Two tabs of the signed-out device on two instances, and the managing device's own page.
    const tabs = [await openEvents(a, watching), await openEvents(b, watching)];
    const own = await openEvents(b, managerToken);
    for (const tab of [...tabs, own]) {
      expect(tab.response.status).toBe(200);
      expect(tab.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(tab.response.headers.get('content-encoding')).toBeNull();
      await waitFor(() => tab.events.includes('ready'), 5000);
    }
    const device = (await manager.getDevices())!.data.find((d) => !d.current)!;
    const since = Date.now();
    await manager.signOutDevice({ id: device.id });
    for (const [i, tab] of tabs.entries()) {
      await waitFor(() => tab.events.includes('signed-out') && tab.ended(), 5000);
      console.log(`[sign-out events, ${engine}] tab ${i + 1} told after ${Date.now() - since} ms`);
    }
    expect(own.events).toEqual(['ready']);
    expect(own.ended()).toBe(false);
    own.stop();
    // A page that connects again with the signed-out token is refused as any call would be.
    const again = await b.fetch('/api/account/events', { headers: { Authorization: `Bearer ${watching}` } });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { code: string }).code).toBe('Unauthorized');
  });

  it('a sign-out of this device itself (logout in another tab) tells its other tabs', async () => {
    const { a, b } = instances;
    const token = await signUp(a, '09127790002');
    const tab = await openEvents(b, token);
    await waitFor(() => tab.events.includes('ready'), 5000);
    await a.client({ token }).logout({});
    await waitFor(() => tab.events.includes('signed-out'), 5000);
  });

  it('needs a token, and ends its streams when the instance closes', async () => {
    const { a } = instances;
    expect((await a.fetch('/api/account/events')).status).toBe(401);
    const c = await a.another();
    const tab = await openEvents(c, await signUp(a, '09127790003'));
    await waitFor(() => tab.events.includes('ready'), 5000);
    await c.app.close();
    await waitFor(() => tab.ended(), 5000);
    expect(tab.events).toEqual(['ready']);
  });
});
