import { z } from 'zod';
import {
  booleanField,
  dateText,
  endAfterStart,
  optionalDateText,
  requiredText,
  toolIdsField,
  urlText,
} from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';
import { toolSchema } from './tool';

export const EXPERIENCE_TYPES = ['full_time', 'part_time', 'internship', 'freelance'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

export const experienceSchema = z
  .object({
    experienceId: z.number().int(),
    company: z.string(),
    title: z.string(),
    location: z.string(),
    cover: z.string(),
    startAt: z.string().meta({ format: 'date' }),
    endAt: z.string().meta({ format: 'date' }).nullable(),
    type: z.enum(EXPERIENCE_TYPES),
    description: z.string(),
    hidden: z.boolean(),
    tools: z.array(toolSchema),
    ...timestampFields,
  })
  .meta({ id: 'Experience' });

export const experienceInputSchema = z
  .object({
    company: requiredText('Company', 100),
    title: requiredText('Title', 100),
    location: requiredText('Location', 100),
    cover: urlText('Cover', 2048),
    startAt: dateText(),
    endAt: optionalDateText(),
    type: z
      .enum(EXPERIENCE_TYPES, { error: `Type must be one of ${EXPERIENCE_TYPES.join(', ')}` })
      .default('full_time'),
    // Marked required in the form, but no rule is enforced.
    description: z
      .string({ error: 'Description must be text' })
      .max(10_000, 'Description is too long')
      .default(''),
    hidden: booleanField(false),
    tools: toolIdsField,
  })
  .superRefine(endAfterStart('startAt', 'endAt', 'End date cannot be less or equal to start date'))
  .meta({ id: 'ExperienceInput' });

export const experienceSortFields = [
  'experienceId',
  'company',
  'title',
  'location',
  'startAt',
  'endAt',
  'type',
  'hidden',
] as const;
export const experienceListQuerySchema = contentListQuerySchema(experienceSortFields);

export type Experience = z.infer<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceInputSchema>;
