import { z } from 'zod';
import { requiredText, urlText } from './fields';
import { listQuerySchema } from './list';

export const toolSchema = z
  .object({ toolId: z.number().int(), name: z.string(), icon: z.string(), link: z.string() })
  .meta({ id: 'Tool' });

export const toolInputSchema = z
  .object({
    name: requiredText('Name', 100),
    icon: urlText('Icon URL', 100),
    link: urlText('Link URL', 100),
  })
  .meta({ id: 'ToolInput' });

export const toolSortFields = ['toolId', 'name', 'link'] as const;
export const toolListQuerySchema = listQuerySchema(toolSortFields);

export type Tool = z.infer<typeof toolSchema>;
export type ToolInput = z.input<typeof toolInputSchema>;
