import { ErrorCode } from '../../../shared/errors';
import { idParamSchema, listResponseSchema } from '../../../shared/list';
import {
  inboxMessageSchema,
  mailStatusSchema,
  messageInputSchema,
  messageListQuerySchema,
  messageReplyInputSchema,
  messageSchema,
} from '../../../shared/message';
import {
  adminProcedure,
  publicProcedure,
  route,
  router,
  validationFailsWith,
} from '../../trpc/init';
import {
  etagHeaders,
  ifMatchHeaders,
  ifMatchPrecondition,
  PRECONDITION_FAILED_DOC,
  tagged,
} from '../../trpc/if-match';
import { MessageEntity } from './message.entity';
import { messageService } from './message.service';

const tags = ['Message'];

/** PUT and DELETE with If-Match change the message only if it is as the admin last saw it. */
const ifMatch = ifMatchPrecondition({
  label: 'Message',
  entity: MessageEntity,
  current: (ctx, id) => messageService(ctx.em).get(id),
});
const honoursIfMatch = { requestHeaders: ifMatchHeaders, errors: { 412: PRECONDITION_FAILED_DOC } };

/**
 * Written out rather than built by the CRUD factory: visitors send messages,
 * but only admins read, edit, mark or delete them.
 */
export const messageRouter = router({
  list: adminProcedure
    .meta(route('message.list', { summary: 'List messages', tags }))
    .input(messageListQuerySchema)
    .output(listResponseSchema(inboxMessageSchema))
    .query(({ ctx, input }) => messageService(ctx.em).inbox.list(input)),

  get: adminProcedure
    .meta(route('message.get', { summary: 'Get one message', tags, responseHeaders: etagHeaders }))
    .input(idParamSchema)
    .output(inboxMessageSchema)
    .query(async ({ ctx, input }) => tagged(ctx, await messageService(ctx.em).inbox.get(input.id))),

  create: publicProcedure
    .meta(
      route('message.create', {
        summary: 'Send a message from the contact form',
        tags,
        isPublic: true,
        responseHeaders: etagHeaders,
        errors: { 429: 'More than 5 messages a minute from one address' },
      }),
    )
    .use(validationFailsWith(ErrorCode.createFailed, 'Failed to create Message'))
    .input(messageInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      const message = await messageService(ctx.em, ctx.mail).create(input);
      // Committed: this instance's worker mails the notice now, off this request.
      ctx.mail?.wake();
      return tagged(ctx, message);
    }),

  update: adminProcedure
    .meta(
      route('message.update', {
        summary: 'Update a message',
        tags,
        responseHeaders: etagHeaders,
        ...honoursIfMatch,
      }),
    )
    .use(validationFailsWith(ErrorCode.updateFailed, 'Failed to update Message'))
    .use(ifMatch)
    .input(messageInputSchema.extend(idParamSchema.shape))
    .output(inboxMessageSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) =>
      tagged(ctx, await messageService(ctx.em).inbox.update(id, fields)),
    ),

  markRead: adminProcedure
    .meta(route('message.markRead', { summary: 'Mark a message as read', tags }))
    .input(idParamSchema)
    .output(inboxMessageSchema)
    .mutation(({ ctx, input }) => messageService(ctx.em).markRead(input.id)),

  markUnread: adminProcedure
    .meta(route('message.markUnread', { summary: 'Mark a message as unread again', tags }))
    .input(idParamSchema)
    .output(inboxMessageSchema)
    .mutation(({ ctx, input }) => messageService(ctx.em).markUnread(input.id)),

  reply: adminProcedure
    .meta(
      route('message.reply', {
        summary: 'Reply to a message by mail',
        tags,
        errors: {
          502: 'The SMTP server refused the reply or could not be reached: nothing was sent or kept',
          503: 'Mail is not configured (SMTP_URL, MAIL_FROM)',
        },
      }),
    )
    .input(messageReplyInputSchema.extend(idParamSchema.shape))
    .output(inboxMessageSchema)
    .mutation(({ ctx, input: { id, text } }) =>
      messageService(ctx.em, ctx.mail).reply(id, text, ctx.admin, ctx.log),
    ),

  mailStatus: adminProcedure
    .meta(
      route('message.mailStatus', {
        summary: 'Whether the server sends mail (notices of new messages, replies)',
        tags,
      }),
    )
    .output(mailStatusSchema)
    .query(({ ctx }) => ({
      enabled: ctx.mail !== null,
      from: ctx.mail?.mailer.from ?? null,
    })),

  delete: adminProcedure
    .meta(route('message.delete', { summary: 'Delete a message', tags, ...honoursIfMatch }))
    .use(ifMatch)
    .input(idParamSchema)
    .output(inboxMessageSchema)
    .mutation(({ ctx, input }) => messageService(ctx.em).inbox.delete(input.id)),
});
