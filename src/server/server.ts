import type { Server } from 'node:http';
import type { Orm } from './db/orm-type';
import { createApp } from './app';
import { answerClientErrors } from './http/client-error';
import { drainingServer } from './http/graceful-drain';
import { AnalyticsRecorder } from './modules/analytics/analytics.recorder';
import { oneStartAtATime, openDatabase } from './composition/orm';
import { watchSharedVersion } from './db/content-version';
import { pruneLimits } from './http/database-limit-store';
import { refreshSanitizedAbout } from './modules/variable/about-store';
import { createAccessLog, createLogger, type Logger, logFormat } from './logger';
import { announceFirstStart } from './first-start-banner';
import { listenFailure } from './listen-failure';
import { seedFirstAdmin } from './modules/auth/auth.service';
import { isCommonPassword } from './modules/auth/common-passwords';
import { recoverMedia } from './modules/media/media-recovery';
import { serialized } from './modules/media/media.service';
import type { MediaStore } from './modules/media/media-store';
import { checkNewSite } from './modules/media/new-site-check';
import { openMediaStore } from './modules/media/open-media-store';
import { setMaxImagePixels } from './modules/media/image-variants';
import { variantWorker } from './modules/media/variant-worker';
import { maskSmtpUrl, type Settings } from './settings';
import { pruneAudit } from './modules/audit/audit.service';
import { pruneSessions } from './modules/session/session.service';
import { createMailer } from './modules/mail/mailer';
import type { MailAccess } from './modules/message/message-mail';
import {
  type NotificationWorker,
  startNotificationWorker,
} from './modules/message/notification-worker';

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes expired sessions and trail entries past the retention period, now
 * (finished before the server listens, so no request races the first pass)
 * and then every few hours.
 */
async function schedulePruning(
  orm: Orm,
  settings: Settings,
  logger: Logger,
): Promise<NodeJS.Timeout> {
  const prune = async () => {
    try {
      const em = orm.em.fork();
      const sessions = await pruneSessions(em, {
        idleMs: settings.sessionIdleMs,
        maxMs: settings.sessionMaxMs,
      });
      const entries = await pruneAudit(em, settings.auditRetentionDays);
      const limits = await pruneLimits(em.getConnection());
      if (sessions + entries + limits > 0)
        logger.info(
          { sessions, entries, limits },
          'pruned ended sessions, old activity and old limits',
        );
    } catch (error) {
      logger.error({ err: error }, 'pruning sessions and activity failed');
    }
  };
  await prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  // Pruning alone never keeps the process alive.
  timer.unref();
  return timer;
}

/** The host of the server's address in a URL: localhost when it listens everywhere. */
function urlHost(host: string | undefined): string {
  if (host === undefined || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export interface RunningServer {
  server: Server;
  orm: Orm;
  logger: Logger;
  /** Visit counts not yet written are in here (`flush` writes them). */
  analytics: AnalyticsRecorder;
  /** Where media bytes live: the data folder or a bucket. */
  mediaStore: MediaStore;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, seeds the first admin, and listens. Used by main and by the tests. */
export async function startServer(settings: Settings): Promise<RunningServer> {
  const format = logFormat({ env: settings.env, isTTY: process.stdout.isTTY });
  const logger = createLogger(settings.logLevel, format);
  const accessLog = createAccessLog(settings.logLevel, format);
  setMaxImagePixels(settings.maxImagePixels);
  // First: a wrong bucket setting stops the start before the database is touched.
  const mediaStore = await openMediaStore(settings);
  const orm = await openDatabase(settings.database, (migrations) =>
    logger.info({ migrations }, 'database migrated'),
  );
  // An empty database beside a store full of another site's files stops
  // here, before an admin is made or a file is swept (decision 0083).
  try {
    await checkNewSite(orm.em.fork(), mediaStore, {
      database: settings.database,
      newSite: settings.newSite,
      logger,
    });
  } catch (error) {
    await orm.close();
    throw error;
  }
  const seeded = await oneStartAtATime(orm, settings.database, () =>
    seedFirstAdmin(orm.em.fork(), settings.adminPassword),
  );
  // The banner waits for the port to be open: it names the address.
  if (seeded && !seeded.generatedPassword) {
    // Only a warning: refusing to start would leave a fresh install with no
    // way in, and the owner changes the password on the Admins page.
    if (settings.adminPassword && (await isCommonPassword(settings.adminPassword))) {
      logger.warn(
        'ADMIN_PASSWORD is a commonly used password: sign in and change it on the Admins page, or run "npm run admin -- admin <password>".',
      );
    }
  }

  // Before the first request: media writes cut short by a crash are finished
  // or undone, so no request ever sees a file without its row or the reverse.
  await recoverMedia(orm.em.fork(), settings.dataDir, mediaStore, logger);

  // Content written by another instance on this database (or by a command)
  // reaches this one's kept pages within a fraction of a second.
  const stopWatching = watchSharedVersion(orm.em, (error) => {
    if (error) logger.error({ err: error }, 'cannot read the shared content version');
    else logger.info('reading the shared content version again');
  });

  // Ended sessions and old trail entries are deleted at start and every few hours.
  const prune = await schedulePruning(orm, settings, logger);

  // Counts gather in memory and are written every second (decision 0024).
  const analytics = new AnalyticsRecorder(settings.sessionSecret);
  analytics.start(orm, logger);

  // With SMTP_URL and MAIL_FROM, each new message's notice goes through the
  // outbox, drained by a worker in every instance; without them there is
  // neither outbox row nor worker (decision 0060).
  let worker: NotificationWorker | null = null;
  let mail: MailAccess | null = null;
  if (settings.mail && settings.publicUrl) {
    const mailer = createMailer(settings.mail);
    worker = startNotificationWorker({
      orm,
      mailer,
      mail: settings.mail,
      publicUrl: settings.publicUrl,
      logger,
    });
    const running = worker;
    mail = {
      mailer,
      publicUrl: settings.publicUrl,
      wake: () => running.wake(),
      notifyTo: settings.mail.notifyTo,
    };
    logger.info(
      { smtp: maskSmtpUrl(settings.mail.smtpUrl), from: settings.mail.from },
      'new messages are mailed to the owner',
    );
  }
  // A stop drains: the balancer is turned away first, answers under way
  // finish, connections close as they go idle (decision 0086).
  const { server, drain } = drainingServer(
    createApp({ orm, settings, logger, accessLog, analytics, mediaStore, mail }),
    { logger },
  );
  answerClientErrors(server, logger);
  // HOST unset: every interface (IPv6 and IPv4), as Node listens by default.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    throw listenFailure(error, settings.port, settings.host) ?? error;
  });
  // The about HTML is kept sanitized since its last save (decision 0042). A
  // copy missing or stale (the first start after an upgrade or a restore) is
  // made now, after the port is open, rather than on the first visitor's
  // page; the sanitizer's DOM is loaded only then, and let go when done.
  setImmediate(
    () =>
      void refreshSanitizedAbout(orm.em.fork()).catch((error: unknown) =>
        logger.error({ err: error }, 'could not sanitize the about HTML'),
      ),
  );
  // Images without their smaller copies (uploaded before this version, or
  // whose copies a stop cut short) get them now, in the background, one at a
  // time: the server already answers, with the originals meanwhile.
  const variants = variantWorker({
    store: mediaStore,
    dataDir: settings.dataDir,
    logger,
    serialized,
  });
  setImmediate(() => variants.wake(orm.em.fork()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const url = `http://${urlHost(settings.host)}:${port}`;
  if (seeded) {
    // Shown once: only the password's hash is stored.
    announceFirstStart(
      { url, username: seeded.username, generatedPassword: seeded.generatedPassword },
      logger,
      format,
    );
  }

  let stopping: Promise<void> | null = null;
  const stop = () => {
    // Stop accepting, let requests in flight finish, write the counts still
    // in memory, then close the database.
    clearInterval(prune);
    stopWatching();
    const variantsDone = variants.stop();
    stopping ??= drain()
      .then(() =>
        analytics.stop().catch((error: unknown) => {
          logger.error({ err: error }, 'could not write the last analytics counts');
        }),
      )
      // A notice on its way gets a few seconds; the rest wait in the outbox.
      .then(() => worker?.stop())
      .then(() => variantsDone)
      .then(() => orm.close())
      // The buffered access lines of this server are written before its stop resolves.
      .finally(() => accessLog.flush());
    return stopping;
  };

  return { server, orm, logger, analytics, mediaStore, url, stop };
}
