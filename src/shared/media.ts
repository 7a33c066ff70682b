import { z } from 'zod';
import { listQuerySchema } from './list';
import { imageVariantSchema } from './responsive-image';

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
    width: z
      .number()
      .int()
      .nullable()
      .meta({ description: "A raster image's width in pixels as shown; null for other files" }),
    height: z.number().int().nullable().meta({ description: 'Its height, likewise' }),
    variants: z.array(imageVariantSchema).meta({
      description:
        'Smaller AVIF and WebP copies of a raster image (JPEG, PNG, WebP, AVIF, GIF), made in the background after the upload: empty until then, and for other files',
    }),
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

/** Multipart fields arrive as text ('true'/'false'); JSON clients may send booleans. */
const privateFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Private must be true or false' }),
);

/** The text fields of `POST /api/media`, beside the `file` part. */
export const mediaUploadFieldsSchema = z.object({
  // Empty means "use a slug of the file name".
  name: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    mediaNameField.optional(),
  ),
  private: privateFlag.default(false),
});

/** The text fields of `PUT /api/media/{id}`: the name is fixed once created; no `private` keeps it. */
export const mediaEditFieldsSchema = z.object({
  private: privateFlag.optional(),
});

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
