const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as `yyyy-mm-dd` in local time: what a date input holds, and the day
 * the server's once-a-day work (the visitor salt, kept answers) is keyed by.
 */
export function toDateInput(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day string worked out at most once per second of the clock, for code
 * that asks on every request. A day starts on a whole second, so the answer
 * is the same as working it out each time (a clock set back is seen too).
 */
export function dayOncePerSecond(dayOf: (date: Date) => string): () => string {
  let second = Number.NaN;
  let day = '';
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      day = dayOf(new Date(now * 1000));
    }
    return day;
  };
}

/** Today in local time (`toDateInput()`), for code that asks on every request. */
export const localToday = dayOncePerSecond(toDateInput);
