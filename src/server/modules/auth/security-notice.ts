import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../logger';
import type { Context } from '../../trpc/context';
import { type Mailer, sendFailure } from '../mail/mailer';
import { headerText, mailTime } from '../message/message-mails';
import { ownerAddress } from '../message/notification-worker';

/** A change to how an admin signs in that the owner hears about. */
export type SecurityChange =
  'password-changed' | 'two-factor-enabled' | 'two-factor-disabled' | 'two-factor-cleared';

const SUBJECTS: Record<SecurityChange, (username: string) => string> = {
  'password-changed': (username) => `The password of admin "${username}" was changed`,
  'two-factor-enabled': (username) => `Two-factor sign-in was turned on for admin "${username}"`,
  'two-factor-disabled': (username) => `Two-factor sign-in was turned off for admin "${username}"`,
  'two-factor-cleared': (username) => `Two-factor sign-in was cleared for admin "${username}"`,
};

export interface SecurityNotice {
  change: SecurityChange;
  /** The admin whose sign-in changed. */
  username: string;
  /** Who made the change: an admin's name, or the command line. */
  by: string;
  at: Date;
}

/** The mail itself: plain text, what changed, who did it and what to do if it was not the owner. */
export function securityNoticeMail(notice: SecurityNotice, to: string, site: string) {
  const username = headerText(notice.username, 50);
  const subject = SUBJECTS[notice.change](username);
  const text = [
    `${subject} on ${site}.`,
    '',
    `When: ${mailTime(notice.at)}`,
    `By: ${headerText(notice.by, 60)}`,
    '',
    "If this was not you or someone you trust, sign in and check the admins, sessions and API tokens on the Security page; if you cannot sign in, reset the password on the server with `npm run admin -- <username>`, which also ends the admin's sessions and tokens.",
  ].join('\n');
  return { to, subject: `[${site}] ${subject}`, text };
}

/** What sending a notice needs: the mailer, the owner's address setting, and a log for failures. */
export interface NoticeMail {
  mailer: Mailer;
  notifyTo: string | undefined;
  /** The site's public origin, named in the mail. */
  site: string;
  log: Logger;
}

/**
 * Tells the owner (NOTIFY_EMAIL, else the `email` variable, as message
 * notices do) of a change to an admin's sign-in. The address is read now;
 * the mail leaves after the answer, off the request path, and a failed send
 * is logged, not retried: the change itself is done and on the trail.
 * Nothing happens without mail settings or an owner address.
 */
export async function noticeSecurityChange(
  em: EntityManager,
  mail: NoticeMail | null,
  notice: SecurityNotice,
): Promise<void> {
  if (!mail) return;
  const to = await ownerAddress(em, { notifyTo: mail.notifyTo });
  if (!to) {
    mail.log.warn({ change: notice.change }, 'no owner address for a security notice');
    return;
  }
  setImmediate(() => {
    mail.mailer
      .send(securityNoticeMail(notice, to, mail.site))
      .catch((error: unknown) =>
        mail.log.warn(
          { change: notice.change, reason: sendFailure(error) },
          'could not mail a security notice',
        ),
      );
  });
}

/** The notice mail of a request's context: null without mail settings. */
export function noticeMailOf(ctx: Pick<Context, 'mail' | 'log'>): NoticeMail | null {
  return ctx.mail
    ? {
        mailer: ctx.mail.mailer,
        notifyTo: ctx.mail.notifyTo,
        site: ctx.mail.publicUrl,
        log: ctx.log,
      }
    : null;
}
