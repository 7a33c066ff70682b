import type { EntityManager } from '@mikro-orm/knex';
import type { Orm } from '../../db/orm-type';
import type { Logger } from '../../logger';
import type { MailSettings } from '../../settings';
import { type Mailer, sendFailure } from '../mail/mailer';
import { VariableEntity } from '../variable/variable.entity';
import { type MailOutbox, MailOutboxEntity } from './message-mail.entity';
import { MessageEntity } from './message.entity';
import { noticeMail } from './message-mails';

/** How often an idle worker looks for notices queued by another instance. */
const POLL_MS = 2_000;
/**
 * How long a claim holds a row. Far beyond the longest send the mailer's
 * timeouts allow (about a minute), so a live claimer always finishes first;
 * a dead one's row is free again after it.
 */
const LEASE_MS = 5 * 60_000;
/** The longest wait between two tries. */
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long a stop waits for a send on its way before cutting it off. */
const STOP_GRACE_MS = 5_000;

/** The wait after the `attempts`-th failed try: the base, doubled each time, at most an hour. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface NotificationWorker {
  /** A notice was just queued: look now rather than at the next poll. */
  wake(): void;
  /** Stops looking, lets a send on its way finish (a few seconds at most), closes the mailer. */
  stop(): Promise<void>;
}

interface WorkerOptions {
  orm: Orm;
  mailer: Mailer;
  mail: MailSettings;
  publicUrl: string;
  logger: Logger;
}

/** Where the owner's notices go: NOTIFY_EMAIL, else the `email` variable as it is now. */
export async function ownerAddress(
  em: EntityManager,
  mail: Pick<MailSettings, 'notifyTo'>,
): Promise<string | null> {
  if (mail.notifyTo) return mail.notifyTo;
  const variable = await em.findOne(VariableEntity, { key: 'email' });
  const value = variable?.value.trim();
  return value ? value : null;
}

/**
 * Takes one due row for this instance: reads a few candidates, then moves
 * one with a conditional update that only succeeds if nobody moved it since
 * (its attempts unchanged, no live lease). The same statement on SQLite and
 * PostgreSQL; on either, of several instances exactly one wins a row.
 */
async function claimOne(em: EntityManager, now: Date): Promise<MailOutbox | null> {
  const free = { $or: [{ lockedUntil: null }, { lockedUntil: { $lte: now } }] };
  const candidates = await em.find(
    MailOutboxEntity,
    { status: 'pending', nextAttemptAt: { $lte: now }, ...free },
    { orderBy: { outboxId: 'asc' }, limit: 5 },
  );
  for (const row of candidates) {
    const claimed = await em.nativeUpdate(
      MailOutboxEntity,
      { outboxId: row.outboxId, status: 'pending', attempts: row.attempts, ...free },
      { attempts: row.attempts + 1, lockedUntil: new Date(now.getTime() + LEASE_MS) },
    );
    if (claimed === 1) {
      row.attempts += 1;
      return row;
    }
  }
  return null;
}

/** When the next pending row falls due (now if one is due), or null when none waits. */
async function nextDue(em: EntityManager): Promise<Date | null> {
  const row = await em.findOne(
    MailOutboxEntity,
    { status: 'pending' },
    { orderBy: { nextAttemptAt: 'asc' }, fields: ['nextAttemptAt', 'lockedUntil'] },
  );
  if (!row) return null;
  const lease = row.lockedUntil?.getTime() ?? 0;
  return new Date(Math.max(row.nextAttemptAt.getTime(), lease));
}

/**
 * Drains the outbox in this process: every notice due is claimed, mailed
 * and marked, one at a time; a failure is tried again after a back-off
 * that doubles, and after the last allowed try the row is `failed`. Runs
 * at start (rows left by a stop or a crash are picked up), when woken by a
 * new message, and every couple of seconds for rows queued by another
 * instance. Its timer never keeps the process alive.
 */
export function startNotificationWorker(options: WorkerOptions): NotificationWorker {
  const { orm, mailer, mail, publicUrl, logger } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(em: EntityManager, row: MailOutbox): Promise<void> {
    const message = await em.findOne(MessageEntity, { messageId: row.message.messageId });
    const to = message ? await ownerAddress(em, mail) : null;
    try {
      // Deleted while queued: the cascade removes the row; nothing to say.
      if (!message) return;
      if (!to) throw new Error('no address: set NOTIFY_EMAIL or the email variable');
      await mailer.send(noticeMail(message, { to, publicUrl, mailId: row.mailId }));
    } catch (error) {
      const reason = sendFailure(error);
      const last = row.attempts >= mail.maxAttempts;
      const now = new Date();
      await em.nativeUpdate(
        MailOutboxEntity,
        { outboxId: row.outboxId },
        last
          ? { status: 'failed', doneAt: now, lockedUntil: null, lastError: reason }
          : {
              nextAttemptAt: new Date(now.getTime() + backoffMs(mail.retryBaseMs, row.attempts)),
              lockedUntil: null,
              lastError: reason,
            },
      );
      logger.warn(
        { messageId: row.message.messageId, attempt: row.attempts, reason },
        last
          ? 'could not mail the notice of a new message: giving up'
          : 'could not mail the notice of a new message: will try again',
      );
      return;
    }
    // Accepted: whatever happens now, it is not sent again by this row's
    // claim. A crash right here leaves the row claimed; after the lease it is
    // sent once more with the same Message-ID.
    await em.nativeUpdate(
      MailOutboxEntity,
      { outboxId: row.outboxId },
      { status: 'sent', doneAt: new Date(), lockedUntil: null, lastError: null },
    );
    logger.info(
      { messageId: row.message.messageId, attempt: row.attempts },
      'mailed the notice of a new message',
    );
  }

  async function drain(): Promise<void> {
    const em = orm.em.fork();
    while (!stopped) {
      const row = await claimOne(em, new Date());
      if (!row) break;
      await deliver(em, row);
      em.clear();
    }
    if (stopped) return;
    const due = await nextDue(em);
    const wait = due ? Math.max(50, Math.min(POLL_MS, due.getTime() - Date.now())) : POLL_MS;
    schedule(wait);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      // Woken while draining: one more pass once this one ends.
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = drain()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'the mail outbox could not be drained');
        schedule(POLL_MS);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    // Waiting for the next look never keeps the process alive.
    timer.unref();
  }

  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const inFlight = running;
      if (inFlight) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          inFlight,
          new Promise<void>((resolve) => {
            grace = setTimeout(resolve, STOP_GRACE_MS);
          }),
        ]);
        clearTimeout(grace);
      }
      // A send still hanging after the grace is left to its timeout: its row
      // keeps its lease and is tried again after it, by this or another instance.
      mailer.close();
    },
  };
}
