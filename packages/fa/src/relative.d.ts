/**
 * How long ago a moment was, in Persian as people say it: «همین حالا» under a minute (or a moment from a clock
 * ahead of ours), «۵ دقیقه پیش», «۳ ساعت پیش», «دیروز», «۴ روز پیش», and from a week on its Jalali date («۶ آذر
 * ۱۴۰۵»). Throws a RangeError for an invalid date.
 */
export declare function formatRelativeTime(date: Date | number, now?: Date | number): string;
