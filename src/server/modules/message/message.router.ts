import { ErrorCode } from '../../../shared/errors';
import { idParamSchema, listResponseSchema } from '../../../shared/list';
import { messageInputSchema, messageListQuerySchema, messageSchema } from '../../../shared/message';
import {
  adminProcedure,
  publicProcedure,
  route,
  router,
  validationFailsWith,
} from '../../trpc/init';
import { messageService } from './message.service';

const tags = ['Message'];

/**
 * Written out rather than built by the CRUD factory: visitors send messages,
 * but only admins read, edit, mark or delete them.
 */
export const messageRouter = router({
  list: adminProcedure
    .meta(route('message.list', { summary: 'List messages', tags }))
    .input(messageListQuerySchema)
    .output(listResponseSchema(messageSchema))
    .query(({ ctx, input }) => messageService(ctx.em).list(input)),

  get: adminProcedure
    .meta(route('message.get', { summary: 'Get one message', tags }))
    .input(idParamSchema)
    .output(messageSchema)
    .query(({ ctx, input }) => messageService(ctx.em).get(input.id)),

  create: publicProcedure
    .meta(
      route('message.create', {
        summary: 'Send a message from the contact form',
        tags,
        isPublic: true,
        errors: { 429: 'More than 5 messages a minute from one address' },
      }),
    )
    .use(validationFailsWith(ErrorCode.createFailed, 'Failed to create Message'))
    .input(messageInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => messageService(ctx.em).create(input)),

  update: adminProcedure
    .meta(route('message.update', { summary: 'Update a message', tags }))
    .use(validationFailsWith(ErrorCode.updateFailed, 'Failed to update Message'))
    .input(messageInputSchema.extend(idParamSchema.shape))
    .output(messageSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => messageService(ctx.em).update(id, fields)),

  markRead: adminProcedure
    .meta(route('message.markRead', { summary: 'Mark a message as read', tags }))
    .input(idParamSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => messageService(ctx.em).markRead(input.id)),

  delete: adminProcedure
    .meta(route('message.delete', { summary: 'Delete a message', tags }))
    .input(idParamSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => messageService(ctx.em).delete(input.id)),
});
