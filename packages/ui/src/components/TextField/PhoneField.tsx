import { mobileDigits, toPersianDigits } from '@parde/fa';
import type { Ref } from 'react';
import { TextField } from './TextField';

/** Props of `PhoneField`: `value` and `onValueChange` carry ASCII digits only ("09123456789"). */
export interface PhoneFieldProps {
  /** The digits typed so far (Latin digits). */
  value: string;
  /** Called with the number's digits (`mobileDigits` of @parde/fa): Persian and Arabic digits converted, `+98` read. */
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

/**
 * A mobile-number input: accepts Persian, Arabic and Latin digits and any form the server reads (`+98 …`, `0098…`),
 * shows Persian digits, reports ASCII digits (`09…` once whole).
 */
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
      // No `maxLength`: a pasted or filled «+98 912 345 6789» is longer than the eleven digits it stands for, and the
      // browser would cut it before `mobileDigits` reads it.
      value={toPersianDigits(value)}
      onChange={(event) => onValueChange(mobileDigits(event.currentTarget.value))}
    />
  );
}
