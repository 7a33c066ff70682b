import { z } from 'zod';
import { requiredText } from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';
import { presentUrlText } from './tool';

export const expertiseSchema = z
  .object({
    expertiseId: z.number().int(),
    icon: z.string(),
    name: z.string(),
    description: z.string(),
    ...timestampFields,
  })
  .meta({ id: 'Expertise' });

export const expertiseInputSchema = z
  .object({
    icon: presentUrlText('Icon', 2048),
    name: requiredText('Name', 100),
    description: requiredText('Description', 1024),
  })
  .meta({ id: 'ExpertiseInput' });

export const expertiseSortFields = ['expertiseId', 'name'] as const;
export const expertiseListQuerySchema = contentListQuerySchema(expertiseSortFields);

export type Expertise = z.infer<typeof expertiseSchema>;
export type ExpertiseInput = z.input<typeof expertiseInputSchema>;
