import { toAsciiDigits, toPersianDigits } from '@parde/fa';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './OtpInput.css';

/** Props of `OtpInput`: `value` holds ASCII digits ("123456"); `onComplete` fires once all boxes are filled. */
export interface OtpInputProps {
  /** The digits typed so far (Latin digits; Persian and Arabic ones are converted as they come). */
  value: string;
  /** Called with the digits on every change, paste included. */
  onChange: (value: string) => void;
  /** Called once all `length` digits are in, to send the code without a button press. @default undefined */
  onComplete?: (value: string) => void;
  /** How many digits the code has; one box each. */
  length?: number;
  /** Persian label of the group, read before the boxes. */
  label?: string;
  /** Persian error shown under the boxes and tied to them with `aria-describedby`. @default undefined */
  error?: string;
  /** Disables every box while the code is checked. @default false */
  disabled?: boolean;
  /** Puts the caret in the first box on mount. @default false */
  autoFocus?: boolean;
}

/** Keeps only the digits of a typed or pasted text, Persian and Arabic-Indic ones converted to ASCII. */
export function otpDigits(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

/**
 * A one-time-code input of `length` boxes (6 by default). The boxes sit in a left-to-right group, so the code reads
 * in digit order even on a right-to-left page; paste or SMS autofill into any box fills them all.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = 'کد تأیید',
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const groupId = useId();
  const digits = value.slice(0, length);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string) => {
    const clean = next.slice(0, length);
    onChange(clean);
    if (clean.length === length) onComplete?.(clean);
  };

  // Writes `typed` over the boxes from `index` on; the code has no gaps, so writing starts no later than its end.
  const fill = (index: number, typed: string) => {
    const start = Math.min(index, digits.length);
    commit(digits.slice(0, start) + typed + digits.slice(start + typed.length));
    focusBox(start + typed.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      // On a filled box, clear it; on an empty one, clear the one before and step back.
      const target = index < digits.length ? index : index - 1;
      if (target < 0) return;
      commit(digits.slice(0, target) + digits.slice(target + 1));
      focusBox(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = otpDigits(event.clipboardData.getData('text'));
    if (pasted) fill(pasted.length >= length ? 0 : index, pasted);
  };

  const errorId = `${groupId}-error`;
  return (
    <div className={styles.root}>
      <fieldset aria-describedby={error ? errorId : undefined} dir="ltr" className={styles.boxes}>
        <legend className={visuallyHidden}>{label}</legend>
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code screen has one job; focus goes where the user types
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={`رقم ${toPersianDigits(index + 1)} از ${toPersianDigits(length)}`}
            aria-invalid={error ? true : undefined}
            value={digits[index] ? toPersianDigits(digits[index]) : ''}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => {
              const typed = otpDigits(event.currentTarget.value);
              if (typed.length >= length) return fill(0, typed.slice(0, length)); // autofill of the whole code
              const old = digits[index];
              // The box is selected on focus, so typing usually replaces it; if not, drop the old digit.
              const fresh = old && typed.length > 1 ? typed.replace(old, '') : typed;
              if (fresh) fill(index, fresh.slice(-1));
            }}
          />
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
