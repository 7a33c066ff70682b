import { z } from 'zod';

/**
 * A JSON Resume document (https://jsonresume.org/schema, v1.0.0) as the
 * import takes it: the types and date patterns of the official schema, every
 * field optional as there, unknown fields allowed (the schema allows them
 * too; the import reports what it leaves out). The product's own rules
 * (lengths, required fields, URLs) are checked per item afterwards.
 */
const RESUME_DATE =
  /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

const text = z.string({ error: 'Must be text' });
const texts = z.array(text, { error: 'Must be a list of texts' });
const resumeDate = z
  .string({ error: 'Must be a date' })
  .regex(RESUME_DATE, 'Must be a date as yyyy, yyyy-mm or yyyy-mm-dd')
  .meta({ example: '2024-05' });

const profile = z.looseObject({
  network: text.optional(),
  username: text.optional(),
  url: text.optional(),
});

const basics = z.looseObject({
  name: text.optional(),
  label: text.optional(),
  image: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  url: text.optional(),
  summary: text.optional(),
  location: z.looseObject({}).optional(),
  profiles: z.array(profile, { error: 'Must be a list' }).optional(),
});

const work = z.looseObject({
  name: text.optional(),
  location: text.optional(),
  description: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: resumeDate.optional(),
  endDate: resumeDate.optional(),
  summary: text.optional(),
  highlights: texts.optional(),
  keywords: texts.optional(),
});

const education = z.looseObject({
  institution: text.optional(),
  url: text.optional(),
  area: text.optional(),
  studyType: text.optional(),
  startDate: resumeDate.optional(),
  endDate: resumeDate.optional(),
  score: text.optional(),
  courses: texts.optional(),
});

const certificate = z.looseObject({
  name: text.optional(),
  date: resumeDate.optional(),
  url: text.optional(),
  issuer: text.optional(),
});

const publication = z.looseObject({
  name: text.optional(),
  publisher: text.optional(),
  releaseDate: resumeDate.optional(),
  url: text.optional(),
  summary: text.optional(),
});

const skill = z.looseObject({
  name: text.optional(),
  level: text.optional(),
  keywords: texts.optional(),
});

const project = z.looseObject({
  name: text.optional(),
  description: text.optional(),
  highlights: texts.optional(),
  keywords: texts.optional(),
  startDate: resumeDate.optional(),
  endDate: resumeDate.optional(),
  url: text.optional(),
  roles: texts.optional(),
  entity: text.optional(),
  type: text.optional(),
});

const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'Must be a list' });

/** Sections of JSON Resume this site has no place for: reported, never written. */
export const UNSUPPORTED_SECTIONS = [
  'volunteer',
  'awards',
  'languages',
  'interests',
  'references',
] as const;

export const jsonResumeDocumentSchema = z
  .looseObject({
    basics: basics.optional(),
    work: list(work).optional(),
    education: list(education).optional(),
    certificates: list(certificate).optional(),
    publications: list(publication).optional(),
    skills: list(skill).optional(),
    projects: list(project).optional(),
    ...Object.fromEntries(
      UNSUPPORTED_SECTIONS.map((section) => [section, list(z.looseObject({})).optional()]),
    ),
  })
  .meta({
    id: 'JsonResume',
    description:
      'A JSON Resume document (v1.0.0), such as GET /api/export answers. Sections this site has no place for (volunteer, awards, languages, interests, references) and fields it does not keep are reported as skipped.',
  });

export type JsonResumeDocument = z.infer<typeof jsonResumeDocumentSchema>;
export type ResumeWork = z.infer<typeof work>;
export type ResumeEducation = z.infer<typeof education>;
export type ResumeCertificate = z.infer<typeof certificate>;
export type ResumePublication = z.infer<typeof publication>;
export type ResumeSkill = z.infer<typeof skill>;
export type ResumeProject = z.infer<typeof project>;
export type ResumeBasicsInput = z.infer<typeof basics>;

/** The sections of the report, in the order the import runs them. */
export const IMPORT_SECTIONS = [
  'basics',
  'work',
  'education',
  'certificates',
  'publications',
  'skills',
  'categories',
  'projects',
  ...UNSUPPORTED_SECTIONS,
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

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
