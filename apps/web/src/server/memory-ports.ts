import type { KeyValueStorage, Ports } from '@parde/domain';

const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
};

/**
 * The domain's ports for one server render: an anonymous visitor with empty storage. Nothing the render does
 * navigates, waits on a timer or shows a message; those calls are dropped.
 */
export function serverPorts(pathname: string): Ports {
  return {
    storage: memoryStorage(),
    session: memoryStorage(),
    navigation: { navigate: () => {}, reload: () => {}, currentPath: () => pathname },
    timers: { setTimeout: () => 0, clearTimeout: () => {} },
    notifier: { toast: () => {}, dialog: () => {}, resolved: () => {} },
  };
}
