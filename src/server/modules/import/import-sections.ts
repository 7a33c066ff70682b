import {
  JSON_RESUME_LIST_SECTIONS,
  type JsonResumeListSection,
} from '../../../shared/json-resume-import';
import { resumeImportSections } from '../content-sections';

/** One section of the import's report, as the admin's import page shows it. */
export interface ImportSectionEntry {
  section: string;
  title: string;
  page?: string;
  /** A section of JSON Resume the site has no place for: its items are skipped. */
  skipped?: true;
}

/** `basics` is the owner's variables, not a content module's rows (import-basics.ts). */
const BASICS: ImportSectionEntry = {
  section: 'basics',
  title: 'Owner (variables)',
  page: 'variables',
};

/** The document's list sections the site has a module for, by their key. */
export const keptSections = new Set(resumeImportSections.map((section) => section.key));

/** JSON Resume's list sections no module takes, in the schema's order. */
export const skippedSections = (
  Object.keys(JSON_RESUME_LIST_SECTIONS) as JsonResumeListSection[]
).filter((section) => !keptSections.has(section));

/**
 * The report's sections in the order the import runs them: the owner, each
 * module's (in the modules' resume order), then the sections the site has
 * no place for. Derived from the content registry; the client reads it from
 * src/shared/json-resume-sections.ts, written from this by `npm run openapi`.
 */
export function importSectionEntries(): ImportSectionEntry[] {
  return [
    BASICS,
    ...resumeImportSections.flatMap(({ adminPage, import: { report } }) =>
      report.map((entry) => ({ ...entry, page: entry.page ?? adminPage })),
    ),
    ...skippedSections.map((section) => ({
      section,
      title: JSON_RESUME_LIST_SECTIONS[section].title,
      skipped: true as const,
    })),
  ];
}

/** The text of src/shared/json-resume-sections.ts. */
export function importSectionsFile(): string {
  const entries = importSectionEntries()
    .map(
      (entry) =>
        `  ${JSON.stringify(entry)
          .replace(/"(\w+)":/g, '$1: ')
          .replace(/,(?=\w)/g, ', ')},`,
    )
    .join('\n');
  return `// Generated from the content registry by \`npm run openapi\` (src/server/modules/import/import-sections.ts). Do not edit.

/**
 * The sections of the JSON Resume import's report, in the order the import
 * runs them: the heading the import page gives each, the admin page its
 * rows are on, and \`skipped\` for a section the site has no place for.
 */
export const JSON_RESUME_IMPORT_SECTIONS = [
${entries}
] as const;
`;
}
