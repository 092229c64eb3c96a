import { formatJalaliDate, type JalaliDateOptions } from '@parde/fa';

/** Props of `JalaliDate`: a date (Date, epoch ms or ISO string) and optional `Intl` fields. */
export interface JalaliDateProps {
  date: Date | number | string;
  options?: JalaliDateOptions;
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
