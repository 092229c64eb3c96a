import { describe, expect, it } from 'vitest';
import { ApiError, parseErrorBody, parseRetryAfter } from './errors';

describe('parseErrorBody', () => {
  it('reads the wire shape, fields included', () => {
    const fields = { profileName: '«نام عضو» نباید خالی باشد' };
    expect(
      parseErrorBody({ code: 'ValidationError', message: 'm', errors: ['m', 'n'], fields, requestId: 'r1' }),
    ).toEqual({ code: 'ValidationError', message: 'm', errors: ['m', 'n'], fields, requestId: 'r1' });
  });
  it('leaves out a code the table does not know, and non-text fields', () => {
    expect(parseErrorBody({ code: 'C', message: 'm', fields: { a: 1 } })).toEqual({ message: 'm', errors: ['m'] });
  });
  it('falls back to errors[0] for the message and to the message for errors', () => {
    expect(parseErrorBody({ errors: ['a', 3, 'b'] })).toEqual({ message: 'a', errors: ['a', 'b'] });
    expect(parseErrorBody({ message: 'x' })).toEqual({ message: 'x', errors: ['x'] });
  });
  it('keeps a protect_token', () => {
    expect(parseErrorBody({ message: 'Forbidden', protect_token: 'p' })?.protect_token).toBe('p');
  });
  it.each([null, 'text', 42, {}, { errors: [] }])('rejects %j', (value) => {
    expect(parseErrorBody(value)).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(50);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('names a CORS refusal and what to do about it', () => {
    const error = new ApiError('getTopMovie', 0, undefined, { reason: 'cors' });
    expect(error.message).toMatch(/CORS.*CORS_ORIGINS/);
    expect(error).toMatchObject({ reason: 'cors', aborted: false, code: undefined });
  });
  it('says http when an answer came, network when none did', () => {
    expect(new ApiError('getTopMovie', 503, undefined).reason).toBe('http');
    expect(new ApiError('getTopMovie', 0, undefined).reason).toBe('network');
  });
});
