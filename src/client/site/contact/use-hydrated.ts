import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's markup and during hydration, true once React runs in
 * the browser, without an effect-and-rerender and without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
