import { z } from 'zod';
import { booleanField, dateText, requiredText, selectedId, toolIdsField, urlText } from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';
import { toolSchema } from './tool';

export const projectSchema = z
  .object({
    projectId: z.number().int(),
    categoryId: z.number().int(),
    category: z.object({ categoryId: z.number().int(), name: z.string() }),
    name: z.string(),
    publishedAt: z.string().meta({ format: 'date' }),
    cover: z.string(),
    description: z.string(),
    content: z.string().meta({ description: 'Markdown' }),
    pinned: z.boolean(),
    hidden: z.boolean(),
    tools: z.array(toolSchema),
    ...timestampFields,
  })
  .meta({ id: 'Project' });

/** The longest project text, in characters. */
export const PROJECT_CONTENT_MAX = 200_000;

export const projectInputSchema = z
  .object({
    categoryId: selectedId('Category'),
    name: requiredText('Name', 100),
    publishedAt: dateText(),
    cover: urlText('Cover', 2048),
    description: requiredText('Description', 256),
    content: z
      .string({ error: 'Content is required' })
      .refine((value) => value.trim() !== '', 'Content is required')
      .refine((value) => value.length <= PROJECT_CONTENT_MAX, 'Content is too long')
      .meta({ description: 'Markdown', maxLength: PROJECT_CONTENT_MAX, minLength: 1 }),
    pinned: booleanField(false),
    hidden: booleanField(false),
    tools: toolIdsField,
  })
  .meta({ id: 'ProjectInput' });

export const projectSortFields = [
  'projectId',
  'categoryId',
  'name',
  'publishedAt',
  'pinned',
  'hidden',
] as const;
export const projectListQuerySchema = contentListQuerySchema(projectSortFields);

export type Project = z.infer<typeof projectSchema>;
export type ProjectInput = z.input<typeof projectInputSchema>;
