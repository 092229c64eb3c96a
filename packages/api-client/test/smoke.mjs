// Run after build: a plain Node script must be able to import the built package by its name.
import assert from 'node:assert/strict';
import { createApiClient, describeError, endpoints } from '@parde/api-client';
import { endpointSchemas } from '@parde/api-client/schemas';

assert.equal(typeof createApiClient, 'function');
assert.equal(describeError('getTopMovie', 404, undefined).message, 'سرویس یافت نشد');
assert.deepEqual(Object.keys(endpointSchemas).sort(), Object.keys(endpoints).sort());
console.log(`@parde/api-client: built package imports (${Object.keys(endpoints).length} endpoints)`);
