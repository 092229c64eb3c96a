import { formatJalaliDate } from './jalali';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let formatter: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago a moment was, in Persian as people say it: «همین حالا» under a minute (or a moment from a clock
 * ahead of ours), «۵ دقیقه پیش», «۳ ساعت پیش», «دیروز», «۴ روز پیش», and from a week on its Jalali date («۶ آذر
 * ۱۴۰۵»). Throws a RangeError for an invalid date.
 */
export function formatRelativeTime(date: Date | number, now: Date | number = Date.now()): string {
  const time = typeof date === 'number' ? date : date.getTime();
  const ago = (typeof now === 'number' ? now : now.getTime()) - time;
  if (!Number.isFinite(ago)) throw new RangeError('Invalid time value');
  if (ago < MINUTE) return 'همین حالا';
  if (ago >= 7 * DAY) return formatJalaliDate(time);
  formatter ??= new Intl.RelativeTimeFormat('fa-IR', { numeric: 'auto' });
  if (ago < HOUR) return formatter.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return formatter.format(-Math.floor(ago / HOUR), 'hour');
  return formatter.format(-Math.floor(ago / DAY), 'day');
}
