import { escapeHtml } from '../content/cv-fields';

export { endDay, given, nameKey, startDay } from '../../../shared/json-resume-values';

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
