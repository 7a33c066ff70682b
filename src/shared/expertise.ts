import { z } from 'zod';
import { requiredText } from './fields';
import { listQuerySchema } from './list';
import { presentUrlText } from './tool';

export const expertiseSchema = z
  .object({
    expertiseId: z.number().int(),
    icon: z.string(),
    name: z.string(),
    description: z.string(),
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
export const expertiseListQuerySchema = listQuerySchema(expertiseSortFields);

export type Expertise = z.infer<typeof expertiseSchema>;
export type ExpertiseInput = z.input<typeof expertiseInputSchema>;
