import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { endpointNames } from './endpoints';
import { endpointExamples } from './schemas/examples';
import { endpointSchemas } from './schemas/index';

describe('the example of every endpoint', () => {
  it.each(endpointNames)('%s: a request and an answer its schemas accept', (name) => {
    const schemas = endpointSchemas[name] as { query?: object; body?: object; response: object };
    const example = endpointExamples[name];
    expect(example, `${name} has no example`).toBeDefined();
    const input = schemas.query ?? schemas.body;
    if (input) expect(Value.Errors(input as never, example.input)).toEqual([]);
    else expect(example.input).toBeUndefined();
    expect(Value.Errors(schemas.response as never, example.output)).toEqual([]);
  });
});
