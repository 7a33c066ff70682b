import {
  JSON_RESUME_MAX_ITEMS,
  JSON_RESUME_MAX_SECTION_ITEMS,
  UNSUPPORTED_SECTIONS,
} from '../../../shared/json-resume-import';
import { AppError } from '../../trpc/errors';

/** How a message names a section's items, by the section's key in the document. */
const ITEMS_OF: Record<string, string> = {
  'basics.profiles': 'profiles',
  work: 'work entries',
  education: 'education entries',
  certificates: 'certificates',
  publications: 'publications',
  skills: 'skills (groups and their keywords)',
  projects: 'projects',
  volunteer: 'volunteer entries',
  awards: 'awards',
  languages: 'languages',
  interests: 'interests',
  references: 'references',
};

const SECTIONS = [
  'work',
  'education',
  'certificates',
  'publications',
  'skills',
  'projects',
  ...UNSUPPORTED_SECTIONS,
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/** A skills section's rows: each group, and each keyword of it. */
function skillRows(skills: unknown): number {
  if (!Array.isArray(skills)) return 0;
  let rows = skills.length;
  for (const group of skills) rows += isRecord(group) ? lengthOf(group.keywords) : 0;
  return rows;
}

/** The number of items of each section of the document that counts toward the limits. */
export function sectionSizes(document: unknown): Map<string, number> {
  const sizes = new Map<string, number>();
  if (!isRecord(document)) return sizes;
  if (isRecord(document.basics)) sizes.set('basics.profiles', lengthOf(document.basics.profiles));
  for (const section of SECTIONS) {
    const value = document[section];
    sizes.set(section, section === 'skills' ? skillRows(value) : lengthOf(value));
  }
  return sizes;
}

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
      message: `The file has ${size} ${ITEMS_OF[section]}; at most ${JSON_RESUME_MAX_SECTION_ITEMS} can be imported at once.`,
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
