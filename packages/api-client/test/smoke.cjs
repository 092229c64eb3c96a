// Run after build: a CommonJS script must be able to require the built package by its name.
const assert = require('node:assert/strict');
const { createApiClient, describeError, endpoints } = require('@parde/api-client');
const { endpointSchemas } = require('@parde/api-client/schemas');

assert.equal(typeof createApiClient, 'function');
assert.equal(typeof describeError('getTopMovie', 404, undefined).message, 'string');
assert.deepEqual(Object.keys(endpointSchemas).sort(), Object.keys(endpoints).sort());
console.log(`@parde/api-client: built package requires (${Object.keys(endpoints).length} endpoints)`);
