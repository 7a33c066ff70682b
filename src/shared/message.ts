import { z } from 'zod';
import { requiredText } from './fields';
import { contentListQuerySchema } from './list';
import {
  DEFAULT_MAX_MESSAGE_LENGTH,
  EMAIL_PATTERN,
  MESSAGE_EMAIL_MAX,
  MESSAGE_NAME_MAX,
  messageRuleTexts,
} from './message-rules';
import { timestampFields } from './timestamps';

export const messageSchema = z
  .object({
    messageId: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    read: z.boolean(),
    ...timestampFields,
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

/** Where the mail telling the owner about a message stands. */
export const notificationStatuses = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notificationSchema = z
  .object({
    status: z.enum(notificationStatuses).meta({
      description:
        'pending: waiting to be sent or to be tried again; sent: the SMTP server accepted it; failed: given up after the last try',
    }),
    attempts: z.number().int().meta({ description: 'Tries so far' }),
    at: z.string().meta({
      format: 'date-time',
      description:
        'sent: when the SMTP server accepted it; failed: when it was given up; pending: when it was queued',
    }),
    nextAttemptAt: z.string().nullable().meta({
      format: 'date-time',
      description: 'pending: when it is tried (again); null otherwise',
    }),
  })
  .meta({ id: 'MessageNotification' });

export const messageReplySchema = z
  .object({
    replyId: z.number().int(),
    text: z.string(),
    sentAt: z.string().meta({ format: 'date-time' }),
    username: z.string().meta({ description: 'The admin who sent it' }),
  })
  .meta({ id: 'MessageReply' });

/**
 * A message as the inbox shows it: with the mail that told the owner about
 * it (null when mail is not configured, or was not when the message came)
 * and the replies sent from the inbox, oldest first.
 */
export const inboxMessageSchema = messageSchema
  .omit({ createdAt: true, updatedAt: true })
  .extend({
    notification: notificationSchema.nullable(),
    replies: z.array(messageReplySchema),
    ...timestampFields,
  })
  .meta({ id: 'InboxMessage' });

/** A reply's longest text: a long letter, far below the body limit. */
export const REPLY_TEXT_MAX = 20_000;

export const messageReplyInputSchema = z.object({
  text: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(1, { error: 'Reply is required', abort: true })
    .max(REPLY_TEXT_MAX, 'Reply is too long')
    .meta({
      description: 'The answer, as plain text; the original message is quoted below it in the mail',
      example: 'Thank you, Ada! Tuesday at ten suits me.',
    }),
});

/** Whether the server can send mail (SMTP_URL and MAIL_FROM are set), and as whom. */
export const mailStatusSchema = z
  .object({
    enabled: z.boolean(),
    from: z.string().nullable().meta({ description: 'MAIL_FROM, or null when mail is off' }),
  })
  .meta({ id: 'MailStatus' });

export const messageSortFields = ['messageId', 'name', 'email', 'read', 'createdAt'] as const;
export const messageListQuerySchema = contentListQuerySchema(messageSortFields);

export type Message = z.infer<typeof messageSchema>;
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export type MessageNotification = z.infer<typeof notificationSchema>;
export type MessageReply = z.infer<typeof messageReplySchema>;
export type MailStatus = z.infer<typeof mailStatusSchema>;
export type MessageInput = z.input<typeof messageInputSchema>;
