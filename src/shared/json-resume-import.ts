import { z } from 'zod';
import { JSON_RESUME_IMPORT_SECTIONS } from './json-resume-sections';

/**
 * A JSON Resume document (https://jsonresume.org/schema, v1.0.0) as the
 * import takes it: the types and date patterns of the official schema, every
 * field optional as there, unknown fields allowed (the schema allows them
 * too; the import reports what it leaves out). The product's own rules
 * (lengths, required fields, URLs) are checked per item afterwards. The
 * document's schema is put together on the server from each module's
 * section (import-document.ts); these are its parts.
 */
const RESUME_DATE =
  /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** Field types of a document's items, as each section's import declares them (the module's `resume.import.document`). */
export const resumeText = z.string({ error: 'Must be text' });
export const resumeTexts = z.array(resumeText, { error: 'Must be a list of texts' });
export const resumeDateText = z
  .string({ error: 'Must be a date' })
  .regex(RESUME_DATE, 'Must be a date as yyyy, yyyy-mm or yyyy-mm-dd')
  .meta({ example: '2024-05' });

/** A `work` item as the import reads it: JSON Resume's fields, each optional. */
export const resumeWorkItemSchema = z.looseObject({
  name: resumeText.optional(),
  location: resumeText.optional(),
  description: resumeText.optional(),
  position: resumeText.optional(),
  url: resumeText.optional(),
  startDate: resumeDateText.optional(),
  endDate: resumeDateText.optional(),
  summary: resumeText.optional(),
  highlights: resumeTexts.optional(),
  keywords: resumeTexts.optional(),
});

/** A `certificates` item as the import reads it. */
export const resumeCertificateItemSchema = z.looseObject({
  name: resumeText.optional(),
  date: resumeDateText.optional(),
  url: resumeText.optional(),
  issuer: resumeText.optional(),
});

/** A section of the document: a list of its items. */
export const resumeList = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'Must be a list' });

const profile = z.looseObject({
  network: resumeText.optional(),
  username: resumeText.optional(),
  url: resumeText.optional(),
});

export const resumeBasicsSchema = z.looseObject({
  name: resumeText.optional(),
  label: resumeText.optional(),
  image: resumeText.optional(),
  email: resumeText.optional(),
  phone: resumeText.optional(),
  url: resumeText.optional(),
  summary: resumeText.optional(),
  location: z.looseObject({}).optional(),
  profiles: resumeList(profile).optional(),
});

export type ResumeBasicsInput = z.infer<typeof resumeBasicsSchema>;

/**
 * The list sections of JSON Resume v1.0.0, in the schema's order: what the
 * import page calls each (a module's own title comes first), and how the
 * limits' messages name its items.
 */
export const JSON_RESUME_LIST_SECTIONS = {
  work: { title: 'Work', items: 'work entries' },
  volunteer: { title: 'Volunteering', items: 'volunteer entries' },
  education: { title: 'Education', items: 'education entries' },
  awards: { title: 'Awards', items: 'awards' },
  certificates: { title: 'Certificates', items: 'certificates' },
  publications: { title: 'Publications', items: 'publications' },
  skills: { title: 'Skills', items: 'skills' },
  languages: { title: 'Languages', items: 'languages' },
  interests: { title: 'Interests', items: 'interests' },
  references: { title: 'References', items: 'references' },
  projects: { title: 'Projects', items: 'projects' },
} as const;

export type JsonResumeListSection = keyof typeof JSON_RESUME_LIST_SECTIONS;

/** What the import answers for each item of a section the site has no place for. */
export const NO_SUCH_SECTION = 'This site has no such section';

/** The sections of the report, in the order the import runs them (derived from the content registry). */
export const IMPORT_SECTIONS = JSON_RESUME_IMPORT_SECTIONS.map(({ section }) => section) as [
  ImportSection,
  ...ImportSection[],
];
export type ImportSection = (typeof JSON_RESUME_IMPORT_SECTIONS)[number]['section'];

/** Sections of JSON Resume this site has no place for: reported, never written. */
export const UNSUPPORTED_SECTIONS: readonly ImportSection[] = JSON_RESUME_IMPORT_SECTIONS.filter(
  (entry) => 'skipped' in entry,
).map(({ section }) => section);

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'skip'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importItemSchema = z
  .object({
    section: z.enum(IMPORT_SECTIONS),
    path: z.string().meta({
      description: "Where the item is in the document ('work.0', 'basics.label')",
    }),
    label: z.string().meta({ description: 'The item as a person reads it' }),
    action: z.enum(IMPORT_ACTIONS).meta({
      description:
        'create: a new row; update: an existing row (same natural key) whose fields differ; unchanged: an existing row that already says the same; skip: nothing written, see `reason`',
    }),
    reason: z.string().nullable().meta({ description: 'Why an item is skipped' }),
    fields: z.array(z.string()).meta({ description: 'The fields an update changes' }),
    notes: z.array(z.string()).meta({
      description: 'Parts of the item the site has no field for, or filled in by the import',
    }),
  })
  .meta({ id: 'ImportItem' });

const countsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skip: z.number().int(),
});

export const importReportSchema = z
  .object({
    dryRun: z.boolean().meta({ description: 'True when nothing was written' }),
    counts: countsSchema,
    sections: z.array(z.object({ section: z.enum(IMPORT_SECTIONS), counts: countsSchema })),
    items: z.array(importItemSchema),
  })
  .meta({ id: 'ImportReport' });

export type ImportItem = z.infer<typeof importItemSchema>;
export type ImportCounts = z.infer<typeof countsSchema>;
export type ImportReport = z.infer<typeof importReportSchema>;

/** The largest document the import takes, in bytes (other JSON bodies: 1 MB). */
export const JSON_RESUME_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most items one import takes from a section (a section's entries; for
 * `skills` the groups and their keywords together, each a row; for `basics`
 * its profiles), and from the whole document. Far above any real CV, low
 * enough that the largest import allowed stays a matter of seconds.
 */
export const JSON_RESUME_MAX_SECTION_ITEMS = 500;
export const JSON_RESUME_MAX_ITEMS = 1000;
