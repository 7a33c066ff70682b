import { z } from 'zod';
import { requiredText, selectedId } from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';
import { orderField } from './skillset';

export const skillSchema = z
  .object({
    skillId: z.number().int(),
    skillsetId: z.number().int(),
    skillset: z.object({ skillsetId: z.number().int(), name: z.string() }),
    name: z.string(),
    order: z.number().int(),
    ...timestampFields,
  })
  .meta({ id: 'Skill' });

/** A new skill goes to the end of its skillset. */
export const skillCreateSchema = z
  .object({ skillsetId: selectedId('Skillset'), name: requiredText('Name', 100) })
  .meta({ id: 'SkillCreate' });

export const skillUpdateSchema = z
  .object({
    skillsetId: selectedId('Skillset'),
    name: requiredText('Name', 100),
    order: orderField.optional(),
  })
  .meta({ id: 'SkillUpdate' });

export const skillSortFields = ['skillId', 'skillsetId', 'name', 'order'] as const;
export const skillListQuerySchema = contentListQuerySchema(skillSortFields);

export type Skill = z.infer<typeof skillSchema>;
