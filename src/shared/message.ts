import { z } from 'zod';
import { requiredText } from './fields';
import { listQuerySchema } from './list';
import {
  DEFAULT_MAX_MESSAGE_LENGTH,
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
    message: z
      .string({ error: messageRuleTexts.messageRequired })
      .trim()
      .min(1, { error: messageRuleTexts.messageRequired, abort: true })
      // A refinement, not `.max()`: a fixed maxLength in openapi.json would state a limit
      // the server does not apply; the site's setting (usually far lower) is the one that counts.
      .refine((value) => value.length <= MESSAGE_HARD_LIMIT, messageRuleTexts.messageTooLong)
      .meta({
        description: `The message. Its longest length is the site's \`max_message_length\` setting, a number readable at GET /api/variable/environment (${DEFAULT_MAX_MESSAGE_LENGTH} when it is not set, never more than ${MESSAGE_HARD_LIMIT}); a longer one answers 400 'Message is too long'.`,
        example: 'Hello, I would like to talk about a project.',
      }),
  })
  .meta({ id: 'MessageInput' });

export const messageSortFields = ['messageId', 'name', 'email', 'read', 'createdAt'] as const;
export const messageListQuerySchema = listQuerySchema(messageSortFields);

export type Message = z.infer<typeof messageSchema>;
export type MessageInput = z.input<typeof messageInputSchema>;
