import type { EntityManager } from '@mikro-orm/knex';
import { aboutHtmlDigest, renderAbout } from './about-html';
import { type Variable, VariableEntity } from './variable.entity';

/** The variable holding the About section's text (markdown, HTML allowed). */
export const ABOUT_KEY = 'about';

type AboutRow = Pick<Variable, 'key' | 'value' | 'sanitizedHtml' | 'sanitizedFrom'>;

/**
 * Keeps `clean`, sanitized from `value`, beside the about value. Straight to
 * the table, past the flush: it is derived data, so it neither moves the
 * content version nor shows in the activity trail. Written only while the
 * row still holds `value`, so a save that raced past never gets an older copy.
 */
export async function storeSanitizedAbout(
  em: EntityManager,
  value: string,
  clean: string,
): Promise<void> {
  await em.nativeUpdate(
    VariableEntity,
    { key: ABOUT_KEY, value },
    { sanitizedHtml: clean, sanitizedFrom: aboutHtmlDigest(value) },
  );
}

/**
 * The about HTML as the public page shows it (decision 0042): the copy
 * sanitized when the value was saved; or, when there is none for this value
 * and this sanitizer (a database from before, a row written by hand, a
 * stricter sanitizer since), sanitized now and kept for the next time.
 */
export async function sanitizedAbout(em: EntityManager, row: AboutRow): Promise<string> {
  if (row.sanitizedFrom === aboutHtmlDigest(row.value) && typeof row.sanitizedHtml === 'string') {
    return row.sanitizedHtml;
  }
  const clean = await renderAbout(row.value);
  if (row.key === ABOUT_KEY) await storeSanitizedAbout(em, row.value, clean);
  return clean;
}

/**
 * At start: makes the kept copy if it is missing or stale (the first start
 * after an upgrade or a restore), so no visitor's page waits for the
 * sanitizer; otherwise the sanitizer's DOM is never loaded.
 */
export async function refreshSanitizedAbout(em: EntityManager): Promise<void> {
  const about = await em.findOne(VariableEntity, { key: ABOUT_KEY });
  if (about) await sanitizedAbout(em, about);
}
