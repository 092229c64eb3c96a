import type { TimerHandle, Timers } from './ports';

/** A seconds countdown on the timers port: `show` gets every new value (the code pages' «send again in N s»). */
export interface Countdown {
  /** Starts over from `seconds` (0: nothing to wait for). */
  start(seconds: number): void;
  /** Stops, at 0. */
  stop(): void;
}

/** One tick a second while a code is out, so a page can show when "send again" opens. */
export function createCountdown(timers: Timers, show: (seconds: number) => void): Countdown {
  let handle: TimerHandle | null = null;
  let left = 0;
  const tick = () => {
    left -= 1;
    show(left);
    handle = left > 0 ? timers.setTimeout(tick, 1000) : null;
  };
  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    left = 0;
    show(0);
  };
  return {
    stop,
    start(seconds) {
      stop();
      left = seconds;
      show(left);
      if (left > 0) handle = timers.setTimeout(tick, 1000);
    },
  };
}
