import { z } from 'zod';
import { requiredText, SAFE_URL_DOC, urlText } from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';

/**
 * A required URL that answers only 'X is required' when empty.
 * `urlText` alone would add its URL-shape message to an empty value too,
 * because zod runs every string check; here the presence and length are
 * checked first (and documented), and the shape only once they pass.
 */
export function presentUrlText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} is too long`)
    .pipe(urlText(label, max))
    .meta(SAFE_URL_DOC);
}

export const toolSchema = z
  .object({
    toolId: z.number().int(),
    name: z.string(),
    icon: z.string(),
    link: z.string(),
    ...timestampFields,
  })
  .meta({ id: 'Tool' });

export const toolInputSchema = z
  .object({
    name: requiredText('Name', 100),
    icon: presentUrlText('Icon URL', 100),
    link: presentUrlText('Link URL', 100),
  })
  .meta({ id: 'ToolInput' });

export const toolSortFields = ['toolId', 'name', 'link'] as const;
export const toolListQuerySchema = contentListQuerySchema(toolSortFields);

export type Tool = z.infer<typeof toolSchema>;
export type ToolInput = z.input<typeof toolInputSchema>;
