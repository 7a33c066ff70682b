import { z } from 'zod';
import type { JSON_RESUME_LIST_SECTIONS } from '../../../shared/json-resume-import';
import { resumeBasicsSchema, resumeList } from '../../../shared/json-resume-import';
import { resumeImportSections } from '../content-sections';
import { skippedSections } from './import-sections';

/**
 * A JSON Resume document as the import takes it: `basics`, each module's
 * section with the item its import declares, and JSON Resume's other list
 * sections as lists of anything (reported as skipped).
 */
export const jsonResumeDocumentSchema = z
  .looseObject({
    basics: resumeBasicsSchema.optional(),
    ...Object.fromEntries(
      resumeImportSections.map((section) => [
        section.key,
        resumeList(section.import.document).optional(),
      ]),
    ),
    ...Object.fromEntries(
      skippedSections.map((section) => [section, resumeList(z.looseObject({})).optional()]),
    ),
  })
  .meta({
    id: 'JsonResume',
    description: `A JSON Resume document (v1.0.0), such as GET /api/export answers. ${
      skippedSections.length > 0
        ? `Sections this site has no place for (${skippedSections.join(', ')}) and fields it does not keep are reported as skipped.`
        : 'Fields this site does not keep are reported as skipped.'
    }`,
  });

/** A document as the schema read it: each section's items typed by what its import reads. */
export type JsonResumeDocument = { basics?: z.infer<typeof resumeBasicsSchema> } & Partial<
  Record<keyof typeof JSON_RESUME_LIST_SECTIONS, unknown[]>
>;
