import { useCallback, useEffect, useState } from 'react';

export type NoticeTone = 'success' | 'error';

export interface TimedNotice {
  tone: NoticeTone;
  text: string;
  /** Changes with every notice, so a repeated text is announced again. */
  id: number;
}

/** One notice at a time; each new one replaces the last and restarts the clock. */
export function useTimedNotice(durationMs: number) {
  const [notice, setNotice] = useState<TimedNotice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), durationMs);
    return () => clearTimeout(timer);
  }, [notice, durationMs]);

  const show = useCallback((tone: NoticeTone, text: string) => {
    setNotice((previous) => ({ tone, text, id: (previous?.id ?? 0) + 1 }));
  }, []);

  return { notice, show };
}
