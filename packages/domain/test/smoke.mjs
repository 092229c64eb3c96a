// Run after build: a plain Node script must be able to import the built package by its name.
import assert from 'node:assert/strict';
import { createApiClient } from '@parde/api-client';
import { createDomain, withOwnComments } from '@parde/domain';
import { DomainProvider, useAuth } from '@parde/domain/react';

const memory = () => {
  const data = new Map();
  return { get: (k) => data.get(k) ?? null, set: (k, v) => data.set(k, v), remove: (k) => data.delete(k) };
};
const domain = createDomain({
  storage: memory(),
  session: memory(),
  navigation: { navigate() {}, reload() {}, currentPath: () => '/' },
  timers: { setTimeout, clearTimeout },
  notifier: { toast() {}, dialog() {} },
  api: createApiClient({ baseUrl: 'http://127.0.0.1:9' }),
});
assert.equal(domain.auth.getState().status, 'anonymous');
assert.equal(domain.settings.getState().direction, 'rtl');
assert.equal(typeof DomainProvider, 'function');
assert.equal(typeof useAuth, 'function');
assert.equal(typeof withOwnComments, 'function');
console.log('@parde/domain: built package imports');
