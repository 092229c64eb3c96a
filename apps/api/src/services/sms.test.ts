import { otpPurposes } from '@parde/api-client';
import { describe, expect, it } from 'vitest';
import { codeMessage, kavenegarTemplate } from './sms';

// Issue #38: WebOTP and the phones' autofill read the code from the text's last line, bound to the site's host.
describe('every code text ends with the origin-bound line', () => {
  it.each(otpPurposes)('%s', (purpose) => {
    const lines = codeMessage('042917', purpose, 'parde.example').split('\n');
    expect(lines.at(-1)).toBe('@parde.example #042917');
    // The code the viewer reads is the same one.
    expect(lines.slice(0, -1).join('\n')).toContain('042917');
  });

  it('the Kavenegar template the panel is given', () => {
    expect(kavenegarTemplate('parde.example').split('\n').at(-1)).toBe('@parde.example #%token');
  });
});
