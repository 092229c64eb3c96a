import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's page and while React takes it over, true from the render after: a form drawn by the server
 * keeps its submit button disabled until the app can handle it, so an Enter pressed before that sends nothing (a
 * native GET that dropped the number) and what was typed stays in its field (issue 40).
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
