import { describe, expect, it } from 'vitest';
import { otpDigits } from './OtpInput';

describe('otpDigits', () => {
  it('normalises Persian and Arabic-Indic digits to ASCII', () => {
    expect(otpDigits('۱۲۳۴۵۶')).toBe('123456');
    expect(otpDigits('١٢٣٤٥٦')).toBe('123456');
  });

  it('drops everything that is not a digit, such as spaces and dashes in an SMS', () => {
    expect(otpDigits('کد شما: ۱۲۳-۴۵۶ ')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
  });
});
