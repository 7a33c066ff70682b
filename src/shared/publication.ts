import { z } from 'zod';
import {
  booleanField,
  optionalDateText,
  optionalText,
  optionalUrlText,
  requiredText,
} from './fields';
import { listQuerySchema } from './list';

/** A paper, talk or article of the owner's. */
export const publicationSchema = z
  .object({
    publicationId: z.number().int(),
    title: z.string(),
    publisher: z.string().nullable(),
    publishedAt: z.string().meta({ format: 'date' }).nullable(),
    link: z.string().nullable(),
    summary: z.string().nullable(),
    hidden: z.boolean(),
  })
  .meta({ id: 'Publication' });

export const publicationInputSchema = z
  .object({
    title: requiredText('Title', 200),
    publisher: optionalText(200, 'Publisher is too long'),
    publishedAt: optionalDateText(),
    link: optionalUrlText('Link', 2048, 'Link is too long'),
    summary: optionalText(2000, 'Summary is too long'),
    hidden: booleanField(false),
  })
  .meta({ id: 'PublicationInput' });

export const publicationSortFields = [
  'publicationId',
  'title',
  'publisher',
  'publishedAt',
  'hidden',
] as const;
export const publicationListQuerySchema = listQuerySchema(publicationSortFields);

export type Publication = z.infer<typeof publicationSchema>;
export type PublicationInput = z.input<typeof publicationInputSchema>;
