import { z } from 'zod';
import { requiredText } from './fields';
import { listQuerySchema } from './list';
import {
  EMAIL_PATTERN,
  MESSAGE_EMAIL_MAX,
  MESSAGE_NAME_MAX,
  messageRuleTexts,
} from './message-rules';

export const messageSchema = z
  .object({
    messageId: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Message' });

export { EMAIL_PATTERN } from './message-rules';

/**
 * The message text's length limit comes from the `max_message_length`
 * variable, so the server checks it after parsing; this caps only the absurd.
 */
export const MESSAGE_HARD_LIMIT = 100_000;

export const messageInputSchema = z
  .object({
    name: requiredText('Name', MESSAGE_NAME_MAX),
    email: requiredText('Email', MESSAGE_EMAIL_MAX).regex(
      EMAIL_PATTERN,
      messageRuleTexts.emailInvalid,
    ),
    message: requiredText('Message', MESSAGE_HARD_LIMIT),
  })
  .meta({ id: 'MessageInput' });

export const messageSortFields = ['messageId', 'name', 'email', 'read', 'createdAt'] as const;
export const messageListQuerySchema = listQuerySchema(messageSortFields);

export type Message = z.infer<typeof messageSchema>;
export type MessageInput = z.input<typeof messageInputSchema>;
