import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailSettings } from '../../settings';

/** One mail to send: nodemailer's fields, the sender filled in from MAIL_FROM. */
export type OutgoingMail = Omit<Mail.Options, 'from'>;

/** The SMTP server of SMTP_URL, as the rest of the server sees it. */
export interface Mailer {
  /** MAIL_FROM, the sender of every mail. */
  readonly from: string;
  /** Resolves once the SMTP server has accepted the mail; rejects with its refusal or a network fault. */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connection(s) to the SMTP server: a send still on its way fails. */
  close(): void;
}

/**
 * How long a send may wait at each step. An SMTP server that stops answering
 * must not hold a notice (or an admin's reply) for nodemailer's defaults of
 * minutes: the worker tries again later, the admin is told at once.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * A nodemailer SMTP transport for SMTP_URL. nodemailer reads the host, port,
 * credentials and TLS from the URL (smtps:// is TLS from the start, smtp://
 * upgrades with STARTTLS when the server offers it), encodes names and
 * subjects, and folds header lines. Its own logger stays off: it would
 * print the conversation, credentials included.
 */
export function createMailer(settings: MailSettings): Mailer {
  // nodemailer loads with the first mail, not with every start.
  let opening: Promise<Transporter> | undefined;
  const transport = () =>
    (opening ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        greetingTimeout: GREETING_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
        logger: false,
        debug: false,
      }),
    ));
  return {
    from: settings.from,
    async send(mail) {
      await (await transport()).sendMail({ ...mail, from: settings.from });
    },
    close: () => void opening?.then((open) => open.close()),
  };
}

/**
 * A fault of a send in a few words for the log: nodemailer's message and the
 * SMTP reply code, never the connection settings.
 */
export function sendFailure(error: unknown): string {
  const { message, responseCode, code } = (error ?? {}) as {
    message?: unknown;
    responseCode?: unknown;
    code?: unknown;
  };
  const text = typeof message === 'string' ? message.split('\n')[0] : String(error);
  const detail = [code, responseCode].filter((part) => part !== undefined).join(' ');
  return (detail ? `${text} (${detail})` : (text ?? 'unknown error')).slice(0, 500);
}
