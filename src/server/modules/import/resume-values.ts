import { escapeHtml } from '../content/cv-fields';
import { splitEducationTitle } from '../education/education.module';

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

/**
 * The About text from JSON Resume's plain `summary`: each paragraph (split
 * at blank lines) escaped into a `<p>`, single line breaks kept as `<br>`.
 * It is sanitized on save like any About text.
 */
export function summaryToHtml(summary: string): string {
  return summary
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** Whitespace-insensitive comparison, as text read from HTML is compared. */
export const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The site's one education title from JSON Resume's kind of degree and field.
 * The export splits titles with `splitEducationTitle`; of the usual ways to
 * join the two ("B.Sc. Physics", "Bachelor of Science in Physics", "MSc,
 * Physics") the first that splits back the same is taken, so a document the
 * site exported comes back as it went out.
 */
export function educationTitle(studyType?: string, area?: string): string {
  if (studyType && area) {
    for (const joined of [
      `${studyType} ${area}`,
      `${studyType} in ${area}`,
      `${studyType}, ${area}`,
    ]) {
      const split = splitEducationTitle(joined);
      if (split.studyType === studyType && split.area === area) return joined;
    }
    return `${studyType} in ${area}`;
  }
  return studyType ?? area ?? '';
}

/** A key for matching names: case and surrounding space do not make two items differ. */
export const nameKey = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => (part ?? '').trim().toLowerCase()).join('\u0001');
