import { ErrorCode } from '../../../shared/errors';
import { listResponseSchema } from '../../../shared/list';
import {
  environmentSchema,
  variableCreateSchema,
  variableKeyParamSchema,
  variableListQuerySchema,
  variableSchema,
  variableUpdateSchema,
} from '../../../shared/variable';
import {
  adminProcedure,
  publicProcedure,
  route,
  router,
  validationFailsWith,
} from '../../trpc/init';
import { variableService } from './variable.service';

const tags = ['Variable'];

/**
 * Written out rather than built by the CRUD factory: variables are addressed
 * by key, and visitors read only the public ones, through `environment`.
 */
export const variableRouter = router({
  environment: publicProcedure
    .meta(
      route('variable.environment', {
        summary: 'The public settings of the site, with typed values',
        tags,
        isPublic: true,
      }),
    )
    .output(environmentSchema)
    .query(({ ctx }) => variableService(ctx.em).environment()),

  list: adminProcedure
    .meta(route('variable.list', { summary: 'List variables', tags }))
    .input(variableListQuerySchema)
    .output(listResponseSchema(variableSchema))
    .query(({ ctx, input }) => variableService(ctx.em).list(input)),

  get: adminProcedure
    .meta(route('variable.get', { summary: 'Get one variable', tags }))
    .input(variableKeyParamSchema)
    .output(variableSchema)
    .query(({ ctx, input }) => variableService(ctx.em).get(input.key)),

  create: adminProcedure
    .meta(route('variable.create', { summary: 'Create a variable', tags }))
    .use(validationFailsWith(ErrorCode.createFailed, 'Failed to create Variable'))
    .input(variableCreateSchema)
    .output(variableSchema)
    .mutation(({ ctx, input }) => variableService(ctx.em).create(input)),

  update: adminProcedure
    .meta(route('variable.update', { summary: 'Update a variable', tags }))
    .use(validationFailsWith(ErrorCode.updateFailed, 'Failed to update Variable'))
    .input(variableUpdateSchema.extend(variableKeyParamSchema.shape))
    .output(variableSchema)
    .mutation(({ ctx, input: { key, ...fields } }) => variableService(ctx.em).update(key, fields)),

  delete: adminProcedure
    .meta(route('variable.delete', { summary: 'Delete a variable', tags }))
    .input(variableKeyParamSchema)
    .output(variableSchema)
    .mutation(({ ctx, input }) => variableService(ctx.em).delete(input.key)),
});
