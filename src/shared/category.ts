import { z } from 'zod';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';

export const categorySchema = z
  .object({
    categoryId: z.number().int(),
    name: z.string(),
    ...timestampFields,
  })
  .meta({ id: 'Category' });

/** The category rules, shared by the server and the admin form. */
export const categoryInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name is too long'),
  })
  .meta({ id: 'CategoryInput' });

export const categorySortFields = ['categoryId', 'name'] as const;
export const categoryListQuerySchema = contentListQuerySchema(categorySortFields);

export type Category = z.infer<typeof categorySchema>;
export type CategoryInput = z.input<typeof categoryInputSchema>;
