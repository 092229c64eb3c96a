import { ApiError } from '@parde/api-client';
import { describe, expect, it } from 'vitest';
import { required } from './required';

describe('required', () => {
  it('passes an answer on, and reports an empty success as a failed call of its endpoint', () => {
    expect(required({ token: 't' }, 'checkToken')).toEqual({ token: 't' });
    expect(() => required(undefined, 'getAccount')).toThrow(ApiError);
    try {
      required(undefined, 'getAccount');
    } catch (error) {
      expect(error).toMatchObject({ endpoint: 'getAccount', status: 200 });
    }
  });
});
