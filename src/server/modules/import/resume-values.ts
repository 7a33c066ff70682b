import { escapeHtml } from '../content/cv-fields';
import { splitEducationTitle } from '../education/education.module';

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
