import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in server HTML and during hydration, true once React runs in the browser. For parts
 * that differ without JavaScript (a form that cannot send yet), with no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
