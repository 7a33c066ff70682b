import {
  JSON_RESUME_MAX_ITEMS,
  JSON_RESUME_MAX_SECTION_ITEMS,
  JSON_RESUME_LIST_SECTIONS,
} from '../../../shared/json-resume-import';
import { AppError } from '../../trpc/errors';
import { resumeImportSections } from '../content-sections';
import { skippedSections } from './import-sections';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The number of items in a list of the raw document; anything else has none. */
export const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/**
 * How a message names a section's items, and how many rows an item counts
 * for: each module's section as its import declares, `basics.profiles`, and
 * the sections the site has no place for (an entry each).
 */
const LIMITED: { path: string; items: string; size?: (item: unknown) => number }[] = [
  { path: 'basics.profiles', items: 'profiles' },
  ...resumeImportSections.map((section) => ({
    path: section.key,
    items: section.import.items,
    size: section.import.size?.rowsOf,
  })),
  ...skippedSections.map((section) => ({
    path: section,
    items: JSON_RESUME_LIST_SECTIONS[section].items,
  })),
];

/** The number of items of each section of the document that counts toward the limits. */
export function sectionSizes(document: unknown): Map<string, number> {
  const sizes = new Map<string, number>();
  if (!isRecord(document)) return sizes;
  for (const { path, size } of LIMITED) {
    const [section, field] = path.split('.') as [string, string | undefined];
    const parent = field ? document[section] : document;
    if (field && !isRecord(parent)) continue;
    const value = (parent as Record<string, unknown>)[field ?? section];
    let rows = lengthOf(value);
    if (size && Array.isArray(value))
      rows = value.reduce<number>((sum, item) => sum + size(item), 0);
    sizes.set(path, rows);
  }
  return sizes;
}

const itemsOf = (path: string) => LIMITED.find((entry) => entry.path === path)?.items ?? path;

/**
 * Refuses a document with more items than one import takes, before anything
 * else is done with it: 413 with a message naming the limit, and each section
 * over its limit as the path of a problem. Counted on the raw
 * document, so a shape the schema would refuse costs no more than one that
 * passes: only the lengths of its lists are read.
 */
export function assertWithinLimits(document: unknown): void {
  const sizes = sectionSizes(document);
  const problems = [...sizes]
    .filter(([, size]) => size > JSON_RESUME_MAX_SECTION_ITEMS)
    .map(([section, size]) => ({
      path: section,
      message: `The file has ${size} ${itemsOf(section)}; at most ${JSON_RESUME_MAX_SECTION_ITEMS} can be imported at once.`,
    }));
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const [first] = problems;
  if (first) throw new AppError(413, 413, first.message, problems);
  if (total > JSON_RESUME_MAX_ITEMS) {
    throw new AppError(
      413,
      413,
      `The file has ${total} items; at most ${JSON_RESUME_MAX_ITEMS} can be imported at once.`,
    );
  }
}
