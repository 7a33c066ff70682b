import { z } from 'zod';
import { listQuerySchema } from './list';

export const MEDIA_TYPES = ['document', 'archive', 'image', 'audio', 'video', 'other'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const mediaSchema = z
  .object({
    mediaId: z.number().int(),
    name: z.string(),
    originalName: z.string(),
    type: z.enum(MEDIA_TYPES),
    contentType: z.string(),
    private: z.boolean(),
    size: z.number().int().meta({ description: 'Bytes' }),
    sizeString: z.string().meta({ example: '1.4 MB' }),
    url: z.string().meta({ description: 'Where the file is served: /api/media/{type}/{name}' }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Media' });

/** Media names are part of the file's URL: a safe slug. */
export const MEDIA_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const mediaNameField = z
  .string({ error: 'Name must be text' })
  .trim()
  .max(256, 'Name is too long')
  .regex(MEDIA_NAME_PATTERN, 'Name may only contain lower-case letters, digits, . _ and -');

export const mediaSortFields = [
  'mediaId',
  'name',
  'originalName',
  'type',
  'private',
  'size',
] as const;
export const mediaListQuerySchema = listQuerySchema(mediaSortFields);

export type Media = z.infer<typeof mediaSchema>;
