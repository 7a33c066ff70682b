import { z } from 'zod';
import { categorySchema } from '../../../shared/category';
import { certificationSchema } from '../../../shared/certification';
import { educationSchema } from '../../../shared/education';
import { experienceSchema } from '../../../shared/experience';
import { expertiseSchema } from '../../../shared/expertise';
import { mediaSchema } from '../../../shared/media';
import { messageSchema } from '../../../shared/message';
import { projectSchema } from '../../../shared/project';
import { skillSchema } from '../../../shared/skill';
import { skillsetSchema } from '../../../shared/skillset';
import { toolSchema } from '../../../shared/tool';
import { variableSchema } from '../../../shared/variable';

/**
 * The JSON Resume parts the export fills (https://jsonresume.org/schema,
 * v1.0.0). Only what the content holds; optional fields are left out rather
 * than sent empty, so the document stays valid against the official schema.
 */
const date = z.string().meta({ description: 'yyyy-mm-dd' });
const url = z.string().meta({ format: 'uri' });

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

const workSchema = z.object({
  name: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: date.optional(),
  endDate: date.optional(),
  summary: z.string(),
  keywords: z.array(z.string()).meta({ description: 'The tools used there' }),
});

const educationItemSchema = z.object({
  institution: z.string(),
  area: z.string().optional(),
  studyType: z.string().optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  score: z.string().optional(),
});

const certificateSchema = z.object({
  name: z.string(),
  issuer: z.string(),
  date: date.optional(),
  url: url.optional(),
});

const skillGroupSchema = z.object({ name: z.string(), keywords: z.array(z.string()) });

const projectItemSchema = z.object({
  name: z.string(),
  description: z.string(),
  startDate: date.optional(),
  type: z.string().meta({ description: 'The project category' }),
  keywords: z.array(z.string()).meta({ description: 'The tools used' }),
});

/** Everything else, as the admin API returns it, hidden and private rows included. */
export const portfolioContentSchema = z.object({
  format: z.literal('portfolio-content'),
  formatVersion: z.literal(1),
  exportedAt: z.string().meta({ format: 'date-time' }),
  variables: z.array(variableSchema),
  categories: z.array(categorySchema),
  tools: z.array(toolSchema),
  projects: z.array(projectSchema),
  expertise: z.array(expertiseSchema),
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  certifications: z.array(certificationSchema),
  skillsets: z.array(skillsetSchema),
  skills: z.array(skillSchema),
  messages: z.array(messageSchema),
  media: z.array(mediaSchema).meta({ description: 'Metadata only; the files are in backups' }),
});

export const contentExportSchema = z
  .object({
    $schema: url,
    basics: basicsSchema,
    work: z.array(workSchema),
    education: z.array(educationItemSchema),
    certificates: z.array(certificateSchema),
    skills: z.array(skillGroupSchema),
    projects: z.array(projectItemSchema),
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
export type ResumeWork = z.infer<typeof workSchema>;
export type ResumeEducation = z.infer<typeof educationItemSchema>;
export type ResumeCertificate = z.infer<typeof certificateSchema>;
export type ResumeSkill = z.infer<typeof skillGroupSchema>;
export type ResumeProject = z.infer<typeof projectItemSchema>;
