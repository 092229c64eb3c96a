import type { CountersRepository } from '../repositories/counters';
import { tooMany } from './errors';

/** Per-hour caps on actions that write rows for anyone who asks (spam and flooding defence). */
export const hourlyCaps = { captchaPerIp: 120, messagePerIp: 10, commentPerAccount: 60, playlistPerAccount: 30 };

/** Seconds until the hourly counters start again. */
export const secondsToNextHour = () => 3600 - (Math.floor(Date.now() / 1000) % 3600);

/** Hourly counters shared by every instance, and the caps on them. */
export class HourlyCaps {
  constructor(
    private readonly deps: {
      counters: CountersRepository;
      /** Multiplies every cap (`FLOOD_CAP_SCALE`: development and tests send more). */
      scale: number;
    },
  ) {}

  /** Counts one `key` action this hour; TooManyRequests past `max` (times the scale). */
  async spend(key: string, max: number): Promise<void> {
    if ((await this.deps.counters.hitHourly(key)) > max * this.deps.scale) throw tooMany(secondsToNextHour());
  }
}
