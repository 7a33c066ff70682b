/**
 * The contact form's rules, free of zod so the public site can
 * check fields in the browser without shipping a schema library. The server's
 * `messageInputSchema` uses the same limits and texts.
 */

/** A practical address check: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGE_NAME_MAX = 100;
export const MESSAGE_EMAIL_MAX = 320;

/** The message length limit when the `max_message_length` variable is missing or not a positive whole number. */
export const DEFAULT_MAX_MESSAGE_LENGTH = 1000;

export const messageRuleTexts = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Email is invalid',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
} as const;

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactFieldErrors = Partial<Record<keyof ContactFields, string>>;

/**
 * Each field's problem, if any. `maxMessageLength` is the `max_message_length`
 * variable; 0 means it has not loaded, and then length is left to the server.
 */
export function contactFieldErrors(
  values: ContactFields,
  maxMessageLength: number,
): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = messageRuleTexts.nameRequired;
  else if (name.length > MESSAGE_NAME_MAX) errors.name = messageRuleTexts.nameTooLong;
  if (!email) errors.email = messageRuleTexts.emailRequired;
  else if (email.length > MESSAGE_EMAIL_MAX) errors.email = messageRuleTexts.emailTooLong;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messageRuleTexts.emailInvalid;
  if (!message) errors.message = messageRuleTexts.messageRequired;
  else if (maxMessageLength > 0 && message.length > maxMessageLength)
    errors.message = messageRuleTexts.messageTooLong;
  return errors;
}
