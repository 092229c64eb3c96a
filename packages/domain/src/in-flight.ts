import type { Timers } from './ports';

/**
 * Writes still on their way to the server that a later read depends on: a progress report sent as the viewer leaves
 * the player, and the title page's «ادامهٔ تماشا» asked for as it opens. The read waits until they have landed (or
 * `limitMs` has passed: a lost report must not hold a page back).
 */
export interface InFlight {
  track(write: Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createInFlight(timers: Timers, limitMs: number): InFlight {
  const writes = new Set<Promise<unknown>>();
  return {
    track(write) {
      const done = write.then(
        () => undefined,
        () => undefined,
      );
      writes.add(done);
      void done.then(() => writes.delete(done));
    },
    settled() {
      if (writes.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const limit = timers.setTimeout(resolve, limitMs);
        void Promise.all(writes).then(() => {
          timers.clearTimeout(limit);
          resolve();
        });
      });
    },
  };
}
