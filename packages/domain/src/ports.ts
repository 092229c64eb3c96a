/**
 * The browser comes in through these small ports, so every store runs in plain Node. apps/web passes
 * localStorage, sessionStorage, react-router's navigate, window timers and its toast / dialog.
 */
import type { ErrorOutcome } from '@parde/api-client';

/** A string key-value store (local or session storage). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Options of a navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** The router and the location. */
export interface Navigation {
  navigate(to: string, options?: NavigateOptions): void;
  /** Reloads the page (the profile switch on the home page). */
  reload(): void;
  /** The current path name, e.g. `/movies`. */
  currentPath(): string;
}

/** An opaque timer handle. */
export type TimerHandle = unknown;

/** Timers (window.setTimeout in the browser; a fake the test drives in tests). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Shows the outcome of a failed call (spec §8): a toast or the error dialog. */
export interface Notifier {
  toast(outcome: ErrorOutcome): void;
  dialog(outcome: ErrorOutcome): void;
  /** The step earlier error toasts were about has gone through (the right code after a wrong one): they are stale. */
  resolved(): void;
}

/** Every port the domain needs. */
export interface Ports {
  /** Local storage: the token and `ageRange`. */
  storage: KeyValueStorage;
  /** Session storage: the settings state. */
  session: KeyValueStorage;
  navigation: Navigation;
  timers: Timers;
  notifier: Notifier;
}
