/** A runtime in Persian, to the nearest minute ("۱ ساعت و ۲۵ دقیقه", "۴۵ دقیقه"); RangeError if < 0 or not finite. */
export declare function formatDuration(minutes: number): string;
/** A player clock in Persian digits, seconds floored ("۱:۰۵:۰۹", "۰۵:۰۹"); RangeError if < 0 or not finite. */
export declare function formatClock(seconds: number): string;
