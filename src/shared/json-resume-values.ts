/** Values of a JSON Resume document as the site keeps them; the server's import and the mock API share these. */

/**
 * JSON Resume dates may name a year or a month; the site keeps days. A
 * partial start (or a single date: issued, published) is the first day of
 * its year or month, a partial end the last day, so "2019 – 2020" stays two
 * whole years and a start and end in the same year still come in order.
 */
export function startDay(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}$/.test(value)) return `${value}-01-01`;
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return value;
}

export function endDay(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}$/.test(value)) return `${value}-12-31`;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const [, year, monthNumber] = month;
    // An impossible month (13) stays so and fails the date rule with its path.
    if (Number(monthNumber) < 1 || Number(monthNumber) > 12) return `${value}-01`;
    // Day 0 of the next month is the last day of this one.
    const last = new Date(Date.UTC(Number(year), Number(monthNumber), 0)).getUTCDate();
    return `${value}-${String(last).padStart(2, '0')}`;
  }
  return value;
}

/** Trimmed text, or undefined for none or blank. */
export function given(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** A key for matching names: case and surrounding space do not make two items differ. */
export const nameKey = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => (part ?? '').trim().toLowerCase()).join('\u0001');
