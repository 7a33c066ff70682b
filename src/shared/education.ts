import { z } from 'zod';
import { booleanField, dateText, endAfterStart, optionalDateText, requiredText } from './fields';
import { validDatesOnly } from './certification';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';

export const educationSchema = z
  .object({
    educationId: z.number().int(),
    school: z.string(),
    location: z.string(),
    title: z.string(),
    startAt: z.string().meta({ format: 'date' }),
    endAt: z.string().meta({ format: 'date' }).nullable(),
    gpa: z.number(),
    hidden: z.boolean(),
    ...timestampFields,
  })
  .meta({ id: 'Education' });

export const educationInputSchema = z
  .object({
    school: requiredText('School', 100),
    location: requiredText('Location', 100),
    title: requiredText('Title', 100),
    startAt: dateText(),
    endAt: optionalDateText(),
    gpa: z
      .number({ error: 'GPA is not a number' })
      .min(0, 'GPA cannot be less than 0')
      .max(1_000_000, 'GPA is too large')
      .default(0),
    hidden: booleanField(false),
  })
  .superRefine(
    validDatesOnly(
      'startAt',
      'endAt',
      endAfterStart('startAt', 'endAt', 'End date cannot be less or equal to start date'),
    ),
  )
  .meta({ id: 'EducationInput' });

export const educationSortFields = [
  'educationId',
  'school',
  'location',
  'title',
  'startAt',
  'endAt',
  'gpa',
  'hidden',
] as const;
export const educationListQuerySchema = contentListQuerySchema(educationSortFields);

export type Education = z.infer<typeof educationSchema>;
export type EducationInput = z.input<typeof educationInputSchema>;
