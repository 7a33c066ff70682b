import type { oas31, ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { plainRoutes } from '../../../shared/api-routes';
import { MEDIA_NAME_PATTERN, MEDIA_TYPES } from '../../../shared/media';

const ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' } as const;
/** Registered by the media router's own calls (list, get, delete). */
const MEDIA = { $ref: '#/components/schemas/Media' } as const;
/** Uploads take the session cookie or a write-scoped API token; the file download either, or none. */
const SESSION: oas31.SecurityRequirementObject[] = [{ sessionCookie: [] }, { bearerToken: [] }];

type Responses = ZodOpenApiOperationObject['responses'];

function errors(statuses: Record<number, string>): Responses {
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: ENVELOPE } } },
    ]),
  ) as Responses;
}

/**
 * The file part: any bytes, under MAX_UPLOAD_MB. OpenAPI 3.1 describes a
 * binary part by its media type alone; `type: string` would make generated
 * clients (openapi-typescript) ask for a string where SDKs pass a Blob or File.
 */
const binaryFile: oas31.SchemaObject = {
  contentMediaType: 'application/octet-stream',
  description:
    "The file (a Blob or File). Its kind is detected from its content, then from the file name's extension, then from the part's Content-Type, so a Blob sent without a file name is still stored as what it is.",
};

const privateField: oas31.SchemaObject = {
  type: 'string',
  enum: ['true', 'false'],
  default: 'false',
  description: 'Private files are served to signed-in admins only.',
};

const idParameter = {
  in: 'path',
  name: 'id',
  required: true,
  schema: { type: 'integer', exclusiveMinimum: 0 },
  description: 'Numeric id',
} as const;

const upload: ZodOpenApiOperationObject = {
  operationId: 'media-create',
  summary: 'Upload a media file',
  description:
    'multipart/form-data. `name` defaults to a slug of the file name and must be unique. A file over MAX_UPLOAD_MB (25 MB by default) answers 413, and so do more than 20 text fields or more than 64 KB of them, each with its own message.',
  tags: ['Media'],
  security: SESSION,
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: binaryFile,
            name: {
              type: 'string',
              maxLength: 256,
              pattern: MEDIA_NAME_PATTERN.source,
              description: 'Part of the file URL; lower-case letters, digits, . _ and -.',
            },
            private: privateField,
          },
        },
        encoding: { file: { contentType: '*/*' } },
      },
    },
  },
  responses: {
    200: { description: 'The stored item', content: { 'application/json': { schema: MEDIA } } },
    ...errors({
      400: "Invalid fields, or no file ('File is required', statusCode 1002)",
      401: 'Not signed in, or the session expired',
      403: 'Cross-site write refused',
      409: 'The name is already used (statusCode 1002)',
      413: 'The file is larger than the upload limit, an image declares more pixels than MAX_IMAGE_MEGAPIXELS (checked on its header, before decoding), or the form has too many fields (over 20) or too long ones (over 64 KB in all)',
      500: 'Unexpected server fault',
    }),
  },
};

const replace: ZodOpenApiOperationObject = {
  operationId: 'media-update',
  summary: 'Replace a media file or change its privacy',
  description:
    'multipart/form-data. Both parts are optional: a new `file` replaces the stored one (the name stays), `private` changes who may download it.',
  tags: ['Media'],
  security: SESSION,
  parameters: [idParameter],
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: binaryFile, private: privateField },
        },
        encoding: { file: { contentType: '*/*' } },
      },
    },
  },
  responses: {
    200: {
      description: 'The updated item',
      content: { 'application/json': { schema: MEDIA } },
    },
    ...errors({
      400: 'Invalid fields (statusCode 1003)',
      401: 'Not signed in, or the session expired',
      403: 'Cross-site write refused',
      404: 'No such item',
      413: 'The file is larger than the upload limit, an image declares more pixels than MAX_IMAGE_MEGAPIXELS (checked on its header, before decoding), or the form has too many fields (over 20) or too long ones (over 64 KB in all)',
      500: 'Unexpected server fault',
    }),
  },
};

const binaryBody = { schema: { type: 'string', format: 'binary' } } as const;

const download: ZodOpenApiOperationObject = {
  operationId: 'media-file',
  summary: 'Download a media file',
  description:
    'Streams the file with its content type. Public files need no session; private ones are served to signed-in admins only and are a 404 for anyone else.',
  tags: ['Media'],
  // Optional: the cookie matters only for private files.
  security: [{}, ...SESSION],
  parameters: [
    {
      in: 'path',
      name: 'type',
      required: true,
      schema: { type: 'string', enum: [...MEDIA_TYPES] },
      description: 'The media kind',
    },
    {
      in: 'path',
      name: 'name',
      required: true,
      schema: { type: 'string', maxLength: 256, pattern: MEDIA_NAME_PATTERN.source },
      description: 'The media name',
    },
    {
      in: 'header',
      name: 'If-None-Match',
      required: false,
      schema: { type: 'string' },
      description: 'An ETag from an earlier download: 304 when the file is unchanged',
    },
  ],
  responses: {
    200: {
      description: 'The file',
      headers: {
        ETag: { description: 'Strong validator of the file', schema: { type: 'string' } },
        'Cache-Control': {
          description: '`public, max-age=3600`, or `private, no-store` for private files',
          schema: { type: 'string' },
        },
        'Content-Disposition': { schema: { type: 'string' } },
        'X-Content-Type-Options': { schema: { type: 'string', enum: ['nosniff'] } },
      },
      content: { 'application/octet-stream': binaryBody, '*/*': binaryBody },
    },
    304: { description: 'Not modified (If-None-Match matched)' },
    ...errors({
      404: 'No such file, or private and not signed in',
      500: 'Unexpected server fault',
    }),
  },
};

const variantDownload: ZodOpenApiOperationObject = {
  operationId: 'media-variant',
  summary: 'Download a smaller copy of an image',
  description:
    "A raster image (JPEG, PNG, WebP, AVIF, GIF's first frame) is also stored as AVIF and WebP at the widths its `variants` list (480, 960 and 1600 pixels, never wider than the original, plus its own width when narrower than 1600), without metadata, made in the background after the upload. Served like the file itself: the same privacy, ETag, ranges and caching. A width or format the image has no copy at (yet) is a 404: the `variants` of the media item are the ones that exist.",
  tags: ['Media'],
  security: [{}, ...SESSION],
  parameters: [
    {
      in: 'path',
      name: 'type',
      required: true,
      schema: { type: 'string', enum: ['image'] },
      description: 'The media kind: only images have copies',
    },
    {
      in: 'path',
      name: 'name',
      required: true,
      schema: { type: 'string', maxLength: 256, pattern: MEDIA_NAME_PATTERN.source },
      description: 'The media name',
    },
    {
      in: 'path',
      name: 'variant',
      required: true,
      schema: { type: 'string', pattern: '^[1-9][0-9]{0,4}\\.(avif|webp)$' },
      description: 'The width in pixels and the format',
      example: '960.avif',
    },
    {
      in: 'header',
      name: 'If-None-Match',
      required: false,
      schema: { type: 'string' },
      description: 'An ETag from an earlier download: 304 when the copy is unchanged',
    },
  ],
  responses: {
    200: {
      description: 'The copy',
      headers: {
        ETag: { description: 'Strong validator of the copy', schema: { type: 'string' } },
        'Cache-Control': {
          description: '`public, max-age=3600`, or `private, no-store` for private images',
          schema: { type: 'string' },
        },
      },
      content: { 'image/avif': binaryBody, 'image/webp': binaryBody },
    },
    304: { description: 'Not modified (If-None-Match matched)' },
    ...errors({
      400: 'A malformed address (a copy is `<width>.<avif|webp>`)',
      404: 'No such image or copy, or private and not signed in',
      500: 'Unexpected server fault',
    }),
  },
};

/**
 * The media calls that are plain Express routes (media.routes.ts), described
 * by hand for openapi.json: the REST adapter can neither parse multipart
 * bodies nor stream files, so the generator does not see them.
 */
export function mediaOpenApiPaths(): ZodOpenApiPathsObject {
  // A fresh copy each time: the document builder edits operations in place.
  return structuredClone({
    [plainRoutes.mediaCreate.path]: { post: upload },
    [plainRoutes.mediaUpdate.path]: { put: replace },
    [plainRoutes.mediaFile.path]: { get: download },
    [plainRoutes.mediaVariant.path]: { get: variantDownload },
  });
}
