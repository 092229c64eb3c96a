import { toPersianDigits } from './digits';

function assertNonNegative(value: number, what: string): void {
  // A media element reports NaN before metadata and Infinity for live streams: the caller must choose what to show.
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite number >= 0, got ${value}`);
}

/** A runtime in Persian, to the nearest minute ("۱ ساعت و ۲۵ دقیقه", "۴۵ دقیقه"); RangeError if < 0 or not finite. */
export function formatDuration(minutes: number): string {
  assertNonNegative(minutes, 'minutes');
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const hoursText = `${toPersianDigits(hours)} ساعت`;
  const minutesText = `${toPersianDigits(rest)} دقیقه`;
  if (hours === 0) return minutesText;
  return rest === 0 ? hoursText : `${hoursText} و ${minutesText}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A player clock in Persian digits, seconds floored ("۱:۰۵:۰۹", "۰۵:۰۹"); RangeError if < 0 or not finite. */
export function formatClock(seconds: number): string {
  assertNonNegative(seconds, 'seconds');
  // Floor, not round: the clock must not show a second that has not been played yet.
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const clock = hours > 0 ? `${hours}:${pad(minutes)}:${pad(whole % 60)}` : `${pad(minutes)}:${pad(whole % 60)}`;
  return toPersianDigits(clock);
}
