import { z } from 'zod';
import { mediaSchema } from '../../../shared/media';
import { variableSchema } from '../../../shared/variable';
import type { ContentModules } from '../content-registry';
import { exportSections, resumeSections } from '../content-sections';
import { resumeUrlSchema } from '../content/resume-fields';

/**
 * The JSON Resume parts the export fills (https://jsonresume.org/schema,
 * v1.0.0). Only what the content holds; optional fields are left out rather
 * than sent empty, so the document stays valid against the official schema.
 */
const url = resumeUrlSchema;

const profileSchema = z.object({
  network: z.string(),
  username: z.string().optional(),
  url: url.optional(),
});

const basicsSchema = z.object({
  name: z.string().optional(),
  label: z.string().optional(),
  image: url.optional(),
  email: z.string().meta({ format: 'email' }).optional(),
  url: url.optional(),
  summary: z.string().optional(),
  profiles: z.array(profileSchema),
});

type Module = ContentModules[number];
type ExportOf<M> = M extends { export?: infer S } ? NonNullable<S> : never;
type ResumeOf<M> = M extends { resume?: infer S } ? NonNullable<S> : never;
// Distributive over S, so a module without the section adds no key.
type KeyOf<S> = S extends { key: infer K extends string } ? K : never;
type ItemOf<S> = S extends { item: infer I extends z.ZodType } ? I : never;

/** `portfolio.<key>`: each module's rows, as its admin list answers them. */
type PortfolioSectionsShape = {
  [M in Module as KeyOf<ExportOf<M>>]: z.ZodArray<ItemOf<ExportOf<M>>>;
};

/** Each module's JSON Resume section. */
type ResumeSectionsShape = {
  [M in Module as KeyOf<ResumeOf<M>>]: z.ZodArray<ItemOf<ResumeOf<M>>>;
};

const portfolioSections = Object.fromEntries(
  exportSections.map((section) => [section.key, z.array(section.item)]),
) as unknown as PortfolioSectionsShape;

const resumeSectionShape = Object.fromEntries(
  resumeSections.map((section) => [section.key, z.array(section.item)]),
) as unknown as ResumeSectionsShape;

/** Everything else, as the admin API returns it, hidden and private rows included. */
export const portfolioContentSchema = z.object({
  format: z.literal('portfolio-content'),
  formatVersion: z.literal(1),
  exportedAt: z.string().meta({ format: 'date-time' }),
  variables: z.array(variableSchema),
  ...portfolioSections,
  media: z.array(mediaSchema).meta({ description: 'Metadata only; the files are in backups' }),
});

export const contentExportSchema = z
  .object({
    $schema: url,
    basics: basicsSchema,
    ...resumeSectionShape,
    meta: z.object({ version: z.string(), lastModified: z.string() }),
    portfolio: portfolioContentSchema,
  })
  .meta({
    id: 'ContentExport',
    description:
      'The whole content: the CV in the JSON Resume schema (v1.0.0; visible items only), everything else under `portfolio`.',
  });

export type ContentExport = z.infer<typeof contentExportSchema>;
export type PortfolioContent = z.infer<typeof portfolioContentSchema>;
export type ResumeBasics = z.infer<typeof basicsSchema>;
export type ResumeProfile = z.infer<typeof profileSchema>;
export type ResumeSections = z.infer<z.ZodObject<ResumeSectionsShape>>;
