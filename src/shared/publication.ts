import { z } from 'zod';
import {
  booleanField,
  optionalDateText,
  optionalText,
  optionalUrlText,
  requiredText,
} from './fields';
import { contentListQuerySchema } from './list';
import { timestampFields } from './timestamps';

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
    ...timestampFields,
  })
  .meta({
    id: 'Publication',
    example: {
      publicationId: 1,
      ...{
        title: 'Typed APIs without drift',
        publisher: 'JSConf EU',
        publishedAt: '2024-06-03',
        link: 'https://example.com/talks/typed-apis',
        summary: 'How one procedure definition serves REST, OpenAPI and typed hooks.',
        hidden: false,
      },
      createdAt: '2026-11-29T03:12:45.123Z',
      updatedAt: '2026-11-29T03:12:45.123Z',
    },
  });

export const publicationInputSchema = z
  .object({
    title: requiredText('Title', 200),
    publisher: optionalText(200, 'Publisher is too long'),
    publishedAt: optionalDateText(),
    link: optionalUrlText('Link', 2048, 'Link is too long'),
    summary: optionalText(2000, 'Summary is too long'),
    hidden: booleanField(false),
  })
  .meta({
    id: 'PublicationInput',
    example: {
      title: 'Typed APIs without drift',
      publisher: 'JSConf EU',
      publishedAt: '2024-06-03',
      link: 'https://example.com/talks/typed-apis',
      summary: 'How one procedure definition serves REST, OpenAPI and typed hooks.',
      hidden: false,
    },
  });

export const publicationSortFields = [
  'publicationId',
  'title',
  'publisher',
  'publishedAt',
  'hidden',
] as const;
export const publicationListQuerySchema = contentListQuerySchema(publicationSortFields);

export type Publication = z.infer<typeof publicationSchema>;
export type PublicationInput = z.input<typeof publicationInputSchema>;
