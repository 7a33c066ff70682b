import { z } from 'zod';
import { ErrorCode } from '../../../shared/errors';
import { idParamSchema, listResponseSchema } from '../../../shared/list';
import {
  mediaListQuerySchema,
  mediaSchema,
  mediaUploadFieldsSchema,
  mediaEditFieldsSchema,
} from '../../../shared/media';
import { adminProcedure, route, router, validationFailsWith } from '../../trpc/init';
import { mediaService } from './media.service';

const tags = ['Media'];

/** An upload the Express route has already written to its temporary folder. */
const storedUploadSchema = z.object({
  tempPath: z.string().min(1),
  originalName: z.string().max(512),
  declaredType: z.string().max(255).nullish(),
});

const createInputSchema = mediaUploadFieldsSchema.extend({
  file: storedUploadSchema.nullish().refine((file) => file != null, 'File is required'),
});

const updateInputSchema = mediaEditFieldsSchema.extend({
  ...idParamSchema.shape,
  file: storedUploadSchema.nullish(),
});

/**
 * List, get and delete are served at their REST paths by the adapter. Create
 * and update take multipart bodies, which the adapter cannot parse: they have
 * no OpenAPI meta (so no REST path), and the Express routes in media.routes.ts
 * call them through `createCaller` once the file is stored, so the session
 * check and input validation are the same as for every other write.
 */
export const mediaRouter = router({
  list: adminProcedure
    .meta(route('media.list', { summary: 'List media', tags }))
    .input(mediaListQuerySchema)
    .output(listResponseSchema(mediaSchema))
    .query(({ ctx, input }) => mediaService(ctx).list(input)),

  get: adminProcedure
    .meta(route('media.get', { summary: 'Get one media item', tags }))
    .input(idParamSchema)
    .output(mediaSchema)
    .query(({ ctx, input }) => mediaService(ctx).get(input.id)),

  delete: adminProcedure
    .meta(
      route('media.delete', {
        summary: 'Delete a media item and its file',
        tags,
        errors: {
          409: 'Content still links to the file (statusCode 1004); the message names each use, such as `The file is used by: project "Harbour"`',
        },
      }),
    )
    .input(idParamSchema)
    .output(mediaSchema)
    .mutation(({ ctx, input }) => mediaService(ctx).delete(input.id)),

  create: adminProcedure
    .use(validationFailsWith(ErrorCode.createFailed, 'Failed to create Media'))
    .input(createInputSchema)
    .output(mediaSchema)
    .mutation(({ ctx, input }) =>
      mediaService(ctx).create({ file: input.file!, name: input.name, private: input.private }),
    ),

  update: adminProcedure
    .use(validationFailsWith(ErrorCode.updateFailed, 'Failed to update Media'))
    .input(updateInputSchema)
    .output(mediaSchema)
    .mutation(({ ctx, input }) =>
      mediaService(ctx).update(input.id, { file: input.file, private: input.private }),
    ),
});
