import { escapeHtml } from '../content/cv-fields';
import type { OutgoingMail } from '../mail/mailer';

/** What a mail about a message needs of it. */
export interface MailedMessage {
  messageId: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/**
 * Text from a visitor as one header line: line breaks and other control
 * characters become spaces, so nothing typed into the contact form can end
 * a header and start another. nodemailer encodes what is left.
 */
export function headerText(value: string, max = 200): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/** `2026-11-27 06:50 UTC`: mail clients show it to people in any time zone. */
export function mailTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The inbox page with this message open: what the admin app opens from a link. */
export function inboxLink(publicUrl: string, messageId: number): string {
  return `${publicUrl}/admin/messages?open=${messageId}`;
}

/**
 * A Message-ID of this site, `<notice.unique@host>`, chosen when the notice
 * is queued and kept on every try, so a notice sent twice is one mail to
 * the receiving side.
 */
export function noticeMailId(publicUrl: string, unique: string): string {
  return `<notice.${unique}@${new URL(publicUrl).hostname}>`;
}

/**
 * The notice to the owner: the sender's name, address and message as text
 * (and as escaped HTML), a link to it in the inbox, and Reply-To the sender,
 * so answering the mail answers the visitor.
 */
export function noticeMail(
  message: MailedMessage,
  options: { to: string; publicUrl: string; mailId: string },
): OutgoingMail {
  const name = headerText(message.name, 100);
  const link = inboxLink(options.publicUrl, message.messageId);
  const received = mailTime(message.createdAt);
  const text = [
    `New message from the contact form of ${options.publicUrl}`,
    '',
    `From: ${name} <${message.email}>`,
    `Received: ${received}`,
    '',
    message.message,
    '',
    '--',
    `Open it in the inbox: ${link}`,
    `Reply to this mail to answer ${name} directly.`,
  ].join('\n');
  const html = [
    `<p>New message from the contact form of ${escapeHtml(options.publicUrl)}</p>`,
    `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(message.email)}&gt;<br>`,
    `<strong>Received:</strong> ${escapeHtml(received)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
  ].join('\n');
  return {
    to: options.to,
    replyTo: { name, address: message.email },
    subject: `New message from ${name}`,
    messageId: options.mailId,
    text,
    html,
  };
}

/** The original below an answer, each line behind `> `, as mail clients quote. */
export function quoted(message: MailedMessage): string {
  const header = `On ${mailTime(message.createdAt)}, ${headerText(message.name, 100)} <${message.email}> wrote:`;
  const lines = message.message.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>'));
  return [header, ...lines].join('\n');
}

/** An admin's answer to the sender: the text, the original quoted below it. */
export function replyMail(message: MailedMessage, text: string, siteName: string): OutgoingMail {
  return {
    to: { name: headerText(message.name, 100), address: message.email },
    subject: `Re: Your message to ${headerText(siteName, 150)}`,
    text: `${text}\n\n${quoted(message)}\n`,
  };
}
