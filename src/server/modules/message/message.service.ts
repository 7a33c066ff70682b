import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import { ErrorCode } from '../../../shared/errors';
import type { Message as MessageDto, messageInputSchema } from '../../../shared/message';
import { messageSortFields } from '../../../shared/message';
import { DEFAULT_MAX_MESSAGE_LENGTH } from '../../../shared/message-rules';
import { variableValueProblem } from '../../../shared/variable';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { VariableEntity } from '../variable/variable.entity';
import { type Message, MessageEntity } from './message.entity';

type MessageFields = z.output<typeof messageInputSchema>;

const toDto = (message: Message): MessageDto => ({
  messageId: message.messageId,
  name: message.name,
  email: message.email,
  message: message.message,
  read: message.read,
  createdAt: message.createdAt.toISOString(),
});

/** The owner sets the limit in the variables; a broken setting must not close the contact form. */
async function maxMessageLength(em: EntityManager): Promise<number> {
  const variable = await em.findOne(VariableEntity, { key: 'max_message_length' });
  if (!variable || variable.type !== 'int' || variableValueProblem('int', variable.value)) {
    return DEFAULT_MAX_MESSAGE_LENGTH;
  }
  const limit = Number(variable.value);
  return limit > 0 ? limit : DEFAULT_MAX_MESSAGE_LENGTH;
}

export function messageService(em: EntityManager) {
  async function find(id: number): Promise<Message> {
    const message = await em.findOne(MessageEntity, { messageId: id });
    if (!message) throw AppError.notFound('Message');
    return message;
  }

  const crud: CrudService<MessageDto, MessageFields, MessageFields> = {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: MessageEntity,
          textFields: ['name', 'email', 'message'],
          sortFields: messageSortFields,
          // Two messages in the same millisecond: the later one still comes first.
          defaultSort: [
            ['createdAt', 'desc'],
            ['messageId', 'desc'],
          ],
        },
        request,
        toDto,
      ),

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

    async markRead(id: number): Promise<MessageDto> {
      const message = await find(id);
      message.read = true;
      await em.flush();
      return toDto(message);
    },
  };
}
