import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './errors';

describe('parseErrorBody', () => {
  it('reads the wire shape', () => {
    expect(parseErrorBody({ code: 'C', message: 'm', errors: ['m', 'n'] })).toEqual({
      code: 'C',
      message: 'm',
      errors: ['m', 'n'],
    });
  });
  it('falls back to errors[0] for the message and to the message for errors', () => {
    expect(parseErrorBody({ errors: ['a', 3, 'b'] })).toEqual({ code: '', message: 'a', errors: ['a', 'b'] });
    expect(parseErrorBody({ message: 'x' })).toEqual({ code: '', message: 'x', errors: ['x'] });
  });
  it('keeps a protect_token', () => {
    expect(parseErrorBody({ message: 'Forbidden', protect_token: 'p' })?.protect_token).toBe('p');
  });
  it.each([null, 'text', 42, {}, { errors: [] }])('rejects %j', (value) => {
    expect(parseErrorBody(value)).toBeUndefined();
  });
});
