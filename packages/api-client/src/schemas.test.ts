import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { samples } from '../test/samples';
import { type EndpointName, endpointNames } from './endpoints';
import { endpointSchemas } from './schemas/index';

const inputSchema = (name: EndpointName) => {
  const s = endpointSchemas[name] as { query?: object; body?: object };
  return s.query ?? s.body;
};

describe('wire schemas', () => {
  it.each(endpointNames)('%s: the sample input is valid', (name) => {
    const schema = inputSchema(name);
    if (!schema) return expect(samples[name]).toBeUndefined();
    const input = name === 'createPlayList' ? { ...samples.createPlayList } : samples[name];
    expect(Value.Errors(schema as never, input)).toEqual([]);
  });

  it('refuses unknown body fields (no mass assignment)', () => {
    expect(Value.Check(endpointSchemas.addProfile.body, { ...samples.addProfile, accountId: 1 })).toBe(false);
  });

  it('refuses an age range outside the set', () => {
    expect(Value.Check(endpointSchemas.addProfile.body, { ...samples.addProfile, ageRange: 8 })).toBe(false);
  });

  it('refuses a too long comment and a too big page', () => {
    expect(Value.Check(endpointSchemas.createComment.body, { videoId: 1, text: 'x'.repeat(1001) })).toBe(false);
    expect(Value.Check(endpointSchemas.getLatestMovies.query, { pageSize: 61 })).toBe(false);
  });

  it('accepts either a phone or a member action for generate-otp, not both', () => {
    const schema = endpointSchemas.generateOtp.body;
    expect(Value.Check(schema, { purpose: 'delete-member', profileId: 2 })).toBe(true);
    expect(Value.Check(schema, { purpose: 'sign-in', profileId: 2 })).toBe(false);
    expect(Value.Check(schema, { phoneNumber: '0912', purpose: 'delete-member', profileId: 2 })).toBe(false);
  });
});
