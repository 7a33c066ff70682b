import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'portfolio';
export const SMTP_PASSWORD = 'smtp-secret-pass';

/** One mail the server accepted: who the client named in the envelope, and the mail itself. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server (smtp-server from npm) on a free local port, with
 * sign-in required, keeping every mail it accepts. A test can slow it down
 * (`delayMs` before accepting), have it refuse mail for now (`refusing`:
 * 451, a temporary failure), or take it off the network and back
 * (`stop`/`start` on the same port).
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  /** Wait this long before accepting a mail's data. */
  delayMs = 0;
  /** Answer 451 to every mail. */
  refusing = false;
  /** Sign-ins refused: a wrong user or password. */
  failedSignIns = 0;
  private server: SMTPServer | null = null;
  private port = 0;

  /** `smtp://user:password@127.0.0.1:port`, for SMTP_URL. */
  get url(): string {
    return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      // Plain connections on a local port: no certificate to trust, and so
      // sign-in over it must be allowed explicitly.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
          callback(null, { user: auth.username });
          return;
        }
        this.failedSignIns += 1;
        callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (async () => {
            if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
            if (this.refusing) {
              const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
                responseCode: 451,
              });
              callback(refusal);
              return;
            }
            const mail = await simpleParser(Buffer.concat(chunks));
            this.mails.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
              mail,
            });
            callback();
          })();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Off the network: connections are refused until `start` (same port). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once at least `count` mails have arrived; fails after `timeoutMs`. */
  async waitForMails(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} mails, got ${this.mails.length} in ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.mails;
  }
}

export async function startTestSmtp(): Promise<TestSmtpServer> {
  const smtp = new TestSmtpServer();
  await smtp.start();
  return smtp;
}

/** The settings that send mail through `smtp` for a site at `publicUrl`. */
export function mailEnv(
  smtp: TestSmtpServer,
  publicUrl = 'https://ada.example',
): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Ada Portfolio <site@ada.example>',
    PUBLIC_URL: publicUrl,
  };
}

/** Asks until `check` holds; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
