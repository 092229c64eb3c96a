import { formatJalaliDate, type JalaliDateOptions } from '@parde/fa';

/** Props of `JalaliDate`: a date (Date, epoch ms or ISO string) and optional `Intl` fields. */
export interface JalaliDateProps {
  /** The moment, as a `Date`, epoch milliseconds or an ISO string. */
  date: Date | number | string;
  /** Which parts to show (`@parde/fa`'s `formatJalaliDate` options). @default day, month name and year */
  options?: JalaliDateOptions;
  /** Extra class on the `<time>`. @default undefined */
  className?: string;
}

/** A `<time>` showing the date in the Jalali calendar with Persian digits, machine-readable in `dateTime`. */
export function JalaliDate({ date, options, className }: JalaliDateProps) {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time dateTime={value.toISOString()} className={className}>
      {formatJalaliDate(value, options)}
    </time>
  );
}
