import { useCallback, useState } from 'react';

/**
 * Rows whose action (a delete, a revoke, a sign-out) is on its way: their
 * button waits, so a second click cannot send it twice. `whileBusy(id, task)`
 * marks the row for as long as the task runs.
 */
export function useBusyIds<TId>() {
  const [busy, setBusy] = useState<ReadonlySet<TId>>(() => new Set());
  const whileBusy = useCallback(async (id: TId, task: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await task();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return [busy, whileBusy] as const;
}
