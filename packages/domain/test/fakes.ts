import type { ErrorOutcome } from '@parde/api-client';
import type { KeyValueStorage, NavigateOptions, Navigation, Notifier, Ports, Timers } from '../src/ports';

/** In-memory storage; `data` is open for assertions. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

/** Records every navigation; `path` follows navigate like a router would. */
export function recordingNavigation(path = '/') {
  const calls: { to: string; replace: boolean }[] = [];
  let reloads = 0;
  const navigation: Navigation & { calls: typeof calls; reloads: () => number; last: () => string | undefined } = {
    calls,
    reloads: () => reloads,
    last: () => calls.at(-1)?.to,
    navigate(to: string, options?: NavigateOptions) {
      calls.push({ to, replace: options?.replace ?? false });
      path = to;
    },
    reload() {
      reloads += 1;
    },
    currentPath: () => path,
  };
  return navigation;
}

/** Timers the test drives: `advance(ms)` runs what falls due, in order. */
export function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers & { advance(ms: number): void; pendingCount(): number } = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pendingCount: () => pending.size,
  };
  return timers;
}

/** Records every toast and dialog; `resolved()` clears the toasts, as the app dismisses stale ones. */
export function recordingNotifier() {
  const toasts: ErrorOutcome[] = [];
  const dialogs: ErrorOutcome[] = [];
  const notifier: Notifier & { toasts: ErrorOutcome[]; dialogs: ErrorOutcome[] } = {
    toasts,
    dialogs,
    toast: (outcome) => void toasts.push(outcome),
    dialog: (outcome) => void dialogs.push(outcome),
    resolved: () => void toasts.splice(0),
  };
  return notifier;
}

/** A fresh set of fake ports. */
export function fakePorts(
  options: { storage?: Record<string, string>; session?: Record<string, string>; path?: string } = {},
) {
  return {
    storage: memoryStorage(options.storage),
    session: memoryStorage(options.session),
    navigation: recordingNavigation(options.path),
    timers: fakeTimers(),
    notifier: recordingNotifier(),
  } satisfies Ports;
}

/** An unsigned JWT with these claims (the client never verifies, spec §3). */
export function makeToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** Resolves when `check` holds (polled on the event loop), so tests wait on real HTTP without sleeping blindly. */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
