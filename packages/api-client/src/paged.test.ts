import { describe, expect, it } from 'vitest';
import { endpointNames } from './endpoints';
import { pagedEndpoints } from './paged';
import { endpointSchemas } from './schemas/index';

describe('pagedEndpoints', () => {
  // A page may carry optional extras (search's `suggestions`): an empty page is still a valid answer.
  it('names exactly the calls whose answer is a { data, totalCount } page', () => {
    const paged = endpointNames.filter((name) => {
      const response = JSON.parse(JSON.stringify(endpointSchemas[name].response)) as {
        type?: string;
        required?: string[];
      };
      return response.type === 'object' && [...(response.required ?? [])].sort().join() === 'data,totalCount';
    });
    expect([...pagedEndpoints].sort()).toEqual(paged.sort());
  });
});
