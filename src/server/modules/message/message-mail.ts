import type { Mailer } from '../mail/mailer';

/**
 * Mail as a request sees it, when SMTP_URL and MAIL_FROM are set (null
 * otherwise): the mailer for replies, the public origin for links and
 * Message-IDs, and a nudge for this instance's outbox worker.
 */
export interface MailAccess {
  mailer: Mailer;
  /** PUBLIC_URL: required with SMTP_URL. */
  publicUrl: string;
  /** A notice was just queued (its transaction committed): the worker looks now. */
  wake(): void;
  /** NOTIFY_EMAIL; unset: the owner's `email` variable at the time of sending. */
  notifyTo: string | undefined;
}
