import { randomBytes } from 'node:crypto';
import { type EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/knex';
import type { z } from 'zod';
import { ErrorCode } from '../../../shared/errors';
import type {
  InboxMessage,
  Message as MessageDto,
  MessageNotification,
  messageInputSchema,
} from '../../../shared/message';
import { messageSortFields } from '../../../shared/message';
import type { SortOrder } from '../../../shared/list';
import { DEFAULT_MAX_MESSAGE_LENGTH } from '../../../shared/message-rules';
import { variableValueProblem } from '../../../shared/variable';
import { type ListRequest, listPage } from '../../db/list';
import { timestampsOf } from '../../db/timestamps';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import type { Logger } from '../../logger';
import { sendFailure } from '../mail/mailer';
import { VariableEntity } from '../variable/variable.entity';
import type { MailAccess } from './message-mail';
import { type MailOutbox, MailOutboxEntity, MessageReplyEntity } from './message-mail.entity';
import { noticeMailId, replyMail } from './message-mails';
import { type Message, MessageEntity } from './message.entity';

type MessageFields = z.output<typeof messageInputSchema>;

const listSpec = {
  entity: MessageEntity,
  textFields: ['name', 'email', 'message'] as const,
  sortFields: messageSortFields,
  // Two messages in the same millisecond: the later one still comes first.
  defaultSort: [
    ['createdAt', 'desc'],
    ['messageId', 'desc'],
  ] as SortOrder,
};

const toDto = (message: Message): MessageDto => ({
  messageId: message.messageId,
  name: message.name,
  email: message.email,
  message: message.message,
  read: message.read,
  ...timestampsOf(message),
});

/** Where a notice stands, as the inbox shows it. */
function notificationDto(row: MailOutbox): MessageNotification {
  const pending = row.status === 'pending';
  return {
    status: row.status as MessageNotification['status'],
    attempts: row.attempts,
    at: (pending ? row.createdAt : (row.doneAt ?? row.createdAt)).toISOString(),
    nextAttemptAt: pending ? row.nextAttemptAt.toISOString() : null,
  };
}

/** The owner's name as the site shows it (`name`, else `title`), else the site's host. */
async function siteName(em: EntityManager, publicUrl: string): Promise<string> {
  const variables = await em.find(VariableEntity, { key: { $in: ['name', 'title'] } });
  const named = (key: string) => variables.find((variable) => variable.key === key)?.value.trim();
  return named('name') || named('title') || new URL(publicUrl).host;
}

/** The owner sets the limit in the variables; a broken setting must not close the contact form. */
async function maxMessageLength(em: EntityManager): Promise<number> {
  const variable = await em.findOne(VariableEntity, { key: 'max_message_length' });
  if (!variable || variable.type !== 'int' || variableValueProblem('int', variable.value)) {
    return DEFAULT_MAX_MESSAGE_LENGTH;
  }
  const limit = Number(variable.value);
  return limit > 0 ? limit : DEFAULT_MAX_MESSAGE_LENGTH;
}

/**
 * The messages. `mail` (null without SMTP_URL and MAIL_FROM) makes each new
 * message queue a notice to the owner, in the same transaction.
 */
export function messageService(em: EntityManager, mail: MailAccess | null = null) {
  async function find(id: number): Promise<Message> {
    const message = await em.findOne(MessageEntity, { messageId: id });
    if (!message) throw AppError.notFound('Message');
    return message;
  }

  /** Messages with their notices and replies: two queries for a whole page. */
  async function inbox(messages: Message[]): Promise<InboxMessage[]> {
    if (messages.length === 0) return [];
    const ids = messages.map((message) => message.messageId);
    const notices = await em.find(MailOutboxEntity, { message: { $in: ids } });
    const replies = await em.find(
      MessageReplyEntity,
      { message: { $in: ids } },
      { orderBy: { sentAt: 'asc', replyId: 'asc' } },
    );
    return messages.map((message) => {
      const notice = notices.find((row) => row.message.messageId === message.messageId);
      const { createdAt, updatedAt, ...fields } = toDto(message);
      return {
        ...fields,
        notification: notice ? notificationDto(notice) : null,
        replies: replies
          .filter((reply) => reply.message.messageId === message.messageId)
          .map((reply) => ({
            replyId: reply.replyId,
            text: reply.text,
            sentAt: reply.sentAt.toISOString(),
            username: reply.username,
          })),
        createdAt,
        updatedAt,
      };
    });
  }

  const inboxOne = async (message: Message): Promise<InboxMessage> =>
    (await inbox([message]))[0] as InboxMessage;

  /** Sets the read flag; setting it to what it already is changes nothing. */
  async function setRead(id: number, read: boolean): Promise<InboxMessage> {
    const message = await find(id);
    message.read = read;
    await em.flush();
    return inboxOne(message);
  }

  const crud: CrudService<MessageDto, MessageFields, MessageFields> = {
    list: (request: ListRequest) => listPage(em, listSpec, request, toDto),

    get: async (id) => toDto(await find(id)),

    /** A visitor's message from the contact form; stored as given, always shown as text. */
    async create(input) {
      if (input.message.length > (await maxMessageLength(em))) {
        throw AppError.invalid(ErrorCode.createFailed, 'Failed to create Message', [
          { path: 'message', message: 'Message is too long' },
        ]);
      }
      const message = em.create(MessageEntity, {
        name: input.name,
        email: input.email,
        message: input.message,
        read: false,
      });
      if (mail) {
        // Flushed with the message: one transaction holds both, or neither.
        const now = new Date();
        em.create(MailOutboxEntity, {
          message,
          status: 'pending',
          attempts: 0,
          mailId: noticeMailId(mail.publicUrl, randomBytes(12).toString('hex')),
          createdAt: now,
          nextAttemptAt: now,
        });
      }
      await em.flush();
      return toDto(message);
    },

    async update(id, input) {
      const message = await find(id);
      em.assign(message, { name: input.name, email: input.email, message: input.message });
      await em.flush();
      return toDto(message);
    },

    async delete(id) {
      const message = await find(id);
      const dto = toDto(message);
      await em.remove(message).flush();
      return dto;
    },
  };

  return {
    ...crud,

    /** The admin's calls: each message with its notice and replies. */
    inbox: {
      async list(request: ListRequest) {
        const page = await listPage(em, listSpec, request, (message) => message);
        return { items: await inbox(page.items), metadata: page.metadata };
      },
      get: async (id: number) => inboxOne(await find(id)),
      async update(id: number, input: MessageFields) {
        await crud.update(id, input);
        return inboxOne(await find(id));
      },
      async delete(id: number) {
        const answer = await inboxOne(await find(id));
        await crud.delete(id);
        return answer;
      },
    },

    markRead: (id: number) => setRead(id, true),

    /** Back to unread, so the owner is reminded to come back to it. */
    markUnread: (id: number) => setRead(id, false),

    /**
     * Mails an admin's answer to the sender (the original quoted below it)
     * and keeps it with the message once the SMTP server accepted it. Without
     * mail: 503; a refused or failed send: 502, and nothing is kept.
     */
    async reply(
      id: number,
      text: string,
      admin: { username: string },
      log: Logger,
    ): Promise<InboxMessage> {
      if (!mail) {
        throw new AppError(
          503,
          503,
          'Mail is not configured: set SMTP_URL, MAIL_FROM and PUBLIC_URL to reply from the inbox',
        );
      }
      const message = await find(id);
      try {
        await mail.mailer.send(replyMail(message, text, await siteName(em, mail.publicUrl)));
      } catch (error) {
        log.warn({ messageId: id, reason: sendFailure(error) }, 'could not mail a reply');
        throw new AppError(
          502,
          502,
          'The mail server did not accept the reply: it was not sent, try again later',
        );
      }
      em.create(MessageReplyEntity, {
        message,
        text,
        sentAt: new Date(),
        username: admin.username,
      });
      try {
        await em.flush();
      } catch (error) {
        // The message was deleted while its reply was on the way to the
        // mail server: the mail went out, but there is nothing to keep it with.
        if (error instanceof ForeignKeyConstraintViolationException) {
          throw AppError.notFound('Message');
        }
        throw error;
      }
      return inboxOne(message);
    },
  };
}
