import { useEffect, useMemo, useState } from 'react';

/** The hero's name starts typing after 1700 ms… */
export const TYPEWRITER_START_DELAY_MS = 1700;
/** …at 7 characters a second. */
export const TYPEWRITER_CHARS_PER_SECOND = 7;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * When the `count`-th character (1-based) appears, in ms after the start
 * delay. Rounding the absolute time (not each gap) keeps the pace at exactly
 * 7 a second over the whole name instead of drifting by the rounding error.
 */
export function typedCharacterAt(count: number): number {
  return Math.round((count * 1000) / TYPEWRITER_CHARS_PER_SECOND);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * `text` split in two: the part typed so far and the rest. Both are shown
 * from the first paint (the rest in a quieter colour), so typing only restyles
 * letters that are already on screen and never holds back the page's largest
 * paint. Nothing is typed on the server and on the first client render, so
 * hydration matches; the typing runs from an effect. A visitor who asked for reduced motion gets the whole
 * text at once. Counts code points, so an emoji or a letter outside the BMP is
 * never cut in half.
 */
export function useTypewriter(text: string): { typed: string; rest: string } {
  const [typed, setTyped] = useState(0);
  const characters = useMemo(() => Array.from(text), [text]);
  const length = characters.length;

  useEffect(() => {
    if (prefersReducedMotion()) {
      setTyped(length);
      return;
    }
    setTyped(0);
    let timer: ReturnType<typeof setTimeout>;
    const typeNext = (count: number) => {
      if (count > length) return;
      const wait =
        count === 1
          ? TYPEWRITER_START_DELAY_MS + typedCharacterAt(1)
          : typedCharacterAt(count) - typedCharacterAt(count - 1);
      timer = setTimeout(() => {
        setTyped(count);
        typeNext(count + 1);
      }, wait);
    };
    typeNext(1);
    return () => clearTimeout(timer);
  }, [length]);

  const count = Math.min(typed, length);
  return { typed: characters.slice(0, count).join(''), rest: characters.slice(count).join('') };
}
