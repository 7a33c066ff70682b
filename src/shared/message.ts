import { z } from 'zod';
import { requiredText } from './fields';
import { listQuerySchema } from './list';

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

/** A practical address check: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The message text's length limit comes from the `max_message_length`
 * variable, so the server checks it after parsing; this caps only the absurd.
 */
export const MESSAGE_HARD_LIMIT = 100_000;

export const messageInputSchema = z
  .object({
    name: requiredText('Name', 100),
    email: requiredText('Email', 320).regex(EMAIL_PATTERN, 'Email is invalid'),
    message: requiredText('Message', MESSAGE_HARD_LIMIT),
  })
  .meta({ id: 'MessageInput' });

export const messageSortFields = ['messageId', 'name', 'email', 'read', 'createdAt'] as const;
export const messageListQuerySchema = listQuerySchema(messageSortFields);

export type Message = z.infer<typeof messageSchema>;
export type MessageInput = z.input<typeof messageInputSchema>;
