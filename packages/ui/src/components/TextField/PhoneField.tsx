import { toAsciiDigits, toPersianDigits } from '@parde/fa';
import type { Ref } from 'react';
import { TextField } from './TextField';

/** Props of `PhoneField`: `value` and `onValueChange` carry ASCII digits only ("09123456789"). */
export interface PhoneFieldProps {
  /** The digits typed so far (Latin digits). */
  value: string;
  /** Called with the number's digits, Persian and Arabic digits converted. */
  onValueChange: (digits: string) => void;
  /** Persian label of the field. */
  label?: string;
  /** Persian error shown under the field. @default undefined */
  error?: string;
  /** A line under the field («مثلاً ۰۹۱۲۳۴۵۶۷۸۹»). @default undefined */
  hint?: string;
  /** Form field name of the input. @default undefined */
  name?: string;
  /** Disables the field. @default false */
  disabled?: boolean;
  /** Puts the caret in the field on mount. @default false */
  autoFocus?: boolean;
  /** The autocomplete tokens: `tel webauthn` also offers the site's passkeys there. @default 'tel' */
  autoComplete?: 'tel' | 'tel webauthn';
  /** Ref to the native `<input>`. @default undefined */
  ref?: Ref<HTMLInputElement>;
}

/** A mobile-number input: accepts Persian, Arabic and Latin digits, shows Persian digits, reports ASCII digits. */
export function PhoneField({
  value,
  onValueChange,
  label = 'شماره موبایل',
  autoComplete = 'tel',
  ...rest
}: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      label={label}
      type="tel"
      inputMode="numeric"
      // `tel`: the token the HTML checker accepts here (issue #38); the browser fills the viewer's own number.
      autoComplete={autoComplete}
      // A phone number reads left to right even inside Persian text.
      dir="ltr"
      placeholder="۰۹۱۲۳۴۵۶۷۸۹"
      maxLength={11}
      value={toPersianDigits(value)}
      onChange={(event) => onValueChange(toAsciiDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 11))}
    />
  );
}
