import { toAsciiDigits, toPersianDigits } from '@parde/fa';
import type { Ref } from 'react';
import { TextField } from './TextField';

/** Props of `PhoneField`: `value` and `onValueChange` carry ASCII digits only ("09123456789"). */
export interface PhoneFieldProps {
  value: string;
  onValueChange: (digits: string) => void;
  label?: string;
  error?: string;
  hint?: string;
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A mobile-number input: accepts Persian, Arabic and Latin digits, shows Persian digits, reports ASCII digits. */
export function PhoneField({ value, onValueChange, label = 'شماره موبایل', ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      // A phone number reads left to right even inside Persian text.
      dir="ltr"
      placeholder="۰۹۱۲۳۴۵۶۷۸۹"
      maxLength={11}
      value={toPersianDigits(value)}
      onChange={(event) => onValueChange(toAsciiDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 11))}
    />
  );
}
