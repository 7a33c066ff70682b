import { z } from 'zod';
import { requiredText } from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';

export const skillsetSchema = z
  .object({
    skillsetId: z.number().int(),
    name: z.string(),
    order: z.number().int(),
    ...timestampFields,
  })
  .meta({ id: 'Skillset' });

export const orderField = z
  .number({ error: 'Order must be a whole number' })
  .int('Order must be a whole number')
  .min(0, 'Order cannot be less than 0')
  .max(1_000_000, 'Order is too large')
  .meta({
    description:
      'Position in the list, lowest first (0 to 1,000,000). Create puts a new item at the end; left out of an update, the item keeps its place.',
    example: 3,
  });

/** A new skillset goes to the end of the list. */
export const skillsetCreateSchema = z
  .object({ name: requiredText('Name', 100) })
  .meta({ id: 'SkillsetCreate' });

export const skillsetUpdateSchema = z
  .object({ name: requiredText('Name', 100), order: orderField.optional() })
  .meta({ id: 'SkillsetUpdate' });

export const skillsetSortFields = ['skillsetId', 'name', 'order'] as const;
export const skillsetListQuerySchema = contentListQuerySchema(skillsetSortFields);

export type Skillset = z.infer<typeof skillsetSchema>;
