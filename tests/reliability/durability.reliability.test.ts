import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type AppProcess, startAppProcess } from '../e2e/support/app-process';
import { pool, runSeed, seededRandom, signInCookie, Target } from './support/durability-client';
import {
  type DiskReport,
  diskReport,
  filesUnder,
  inspectDatabase,
  mediaRowPaths,
  storedMarkers,
  verifyTracked,
} from './support/durability-inspect';
import { AdminWriter, sendMessage, type Tally, type Workload } from './support/durability-workload';
import { reportFigures } from './support/figures';

/**
 * A visitor crowd sends 1,000 contact messages while two
 * admins create, change and delete categories, tools and media files; the
 * server is killed with SIGKILL after a seeded random number of acknowledged
 * requests (20-80% of the run) and restarted on the same data folder, and the
 * clients finish against the new process. Then every acknowledged write must
 * be in the database, the database must pass its integrity checks, and the
 * media folder must hold exactly the files of the media rows.
 */

const MESSAGES = 1000;
const MESSAGE_CONCURRENCY = 24;
const ADMINS = 2;
const ADMIN_WRITES_EACH = 100;
const TOTAL_REQUESTS = MESSAGES + ADMINS * ADMIN_WRITES_EACH;
const ENV = { MESSAGE_RATE_LIMIT: '1000000' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-durability-'));
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the server's startup sweep logged (one JSON line, absent when there was nothing to do). */
function recoveryLog(output: string) {
  for (const line of output.split('\n')) {
    if (!line.includes('media writes interrupted')) continue;
    const entry = JSON.parse(line) as {
      completed: string[];
      undone: string[];
      uploadsCleared: number;
    };
    return {
      completed: entry.completed.length,
      undone: entry.undone.length,
      uploadsCleared: entry.uploadsCleared,
    };
  }
  return { completed: 0, undone: 0, uploadsCleared: 0 };
}

it('keeps every acknowledged write through a SIGKILL and restart, with no orphan file', async () => {
  const seed = runSeed();
  console.log(`durability: RELIABILITY_SEED=${seed}`);
  const random = seededRandom(seed);
  const killAfter = Math.floor(TOTAL_REQUESTS * (0.2 + 0.6 * random()));

  app = await startAppProcess({ dataDir, env: ENV });
  const target = new Target(app.url, await signInCookie(app.url));
  const tally: Tally = { acknowledged: 0, refused: [], failed: [] };

  let killedAfter = -1;
  let restartMs = -1;
  let afterRestart: DiskReport | undefined;
  let leftByKill = -1;
  let recovered = { completed: 0, undone: 0, uploadsCleared: 0 };
  let restarted: Promise<void> | undefined;

  /** Kill, look at what the kill left, restart on the same data, check the sweep, reopen. */
  const killAndRestart = async () => {
    killedAfter = tally.acknowledged;
    target.close();
    await app!.kill('SIGKILL');
    // What the kill caught half-way: uploads being received, media writes being journalled.
    leftByKill =
      filesUnder(path.join(dataDir, 'tmp', 'uploads')).length +
      filesUnder(path.join(dataDir, 'media', '.incoming')).length;
    const started = performance.now();
    // At info level the new process reports what its startup sweep recovered.
    app = await startAppProcess({ dataDir, env: { ...ENV, LOG_LEVEL: 'info' } });
    restartMs = Math.round(performance.now() - started);
    recovered = recoveryLog(app.output());
    // Nothing has reached the new process yet: what is on disk is what the startup left.
    const probe = new Target(app.url, target.cookie);
    afterRestart = diskReport(dataDir, await mediaRowPaths(probe));
    target.reopen(app.url);
  };

  const workload: Workload = {
    target,
    tally,
    onAcknowledged: () => {
      if (tally.acknowledged !== killAfter) return;
      restarted = killAndRestart().catch((error: unknown) => {
        // Let the waiting workers fail fast (nothing listens on port 9); the error is thrown below.
        target.reopen('http://127.0.0.1:9');
        throw error;
      });
      restarted.catch(() => undefined);
    },
  };

  const acknowledgedMarkers = new Set<string>();
  const admins = Array.from(
    { length: ADMINS },
    (_, index) =>
      new AdminWriter(workload, seededRandom(seed + index + 1), `dur-${seed}-a${index}`),
  );
  await Promise.all([
    pool(MESSAGES, MESSAGE_CONCURRENCY, (index) =>
      sendMessage(workload, `dm-${seed}-${index}`, acknowledgedMarkers),
    ),
    ...admins.map(async (admin) => {
      for (let step = 0; step < ADMIN_WRITES_EACH; step += 1) await admin.step();
    }),
  ]);
  await restarted;

  // Read back through the API, as the admin.
  const markers = await storedMarkers(target);
  const lostMessages = [...acknowledgedMarkers].filter((marker) => !markers.has(marker));
  // Committed just before the kill, reply lost with the process: allowed either way.
  const unacknowledgedStored = [...markers].filter(
    (marker) => marker !== '' && !acknowledgedMarkers.has(marker),
  ).length;
  const verdict = await verifyTracked(
    target,
    admins.flatMap((admin) => admin.tracked),
  );
  const lost = lostMessages.length + verdict.lost;

  // Then the files on disk and the database itself, with the server stopped.
  await app.stop();
  const database = inspectDatabase(path.join(dataDir, 'portfolio.sqlite'));
  const atEnd = diskReport(dataDir, database.mediaRowPaths);

  const failedInWindow = tally.failed.filter((failure) => failure.duringKill).length;
  reportFigures('durability', {
    seed,
    'requests planned': TOTAL_REQUESTS,
    'killed after N acknowledged': killedAfter,
    acknowledged: tally.acknowledged,
    found: tally.acknowledged - lost,
    'lost (must be 0)': lost,
    'failed requests in the kill window': failedInWindow,
    'messages stored though their reply was lost': unacknowledgedStored,
    'failed requests outside it (must be 0)': tally.failed.length - failedInWindow,
    'refused requests (must be 0)': tally.refused.length,
    'inconsistent rows (must be 0)': verdict.inconsistent,
    'temp and staged files left by the kill': leftByKill,
    'media writes finished by the restart': recovered.completed,
    'media writes undone by the restart': recovered.undone,
    'upload folders cleared by the restart': recovered.uploadsCleared,
    'restart time to healthy (ms)': restartMs,
    'temp files after restart (must be 0)': afterRestart?.tempFiles.length ?? -1,
    'orphan files after restart (must be 0)': afterRestart?.orphans.length ?? -1,
    'rows without file after restart (must be 0)': afterRestart?.rowsWithoutFile.length ?? -1,
    integrity_check: database.integrity,
    'foreign_key_check violations (must be 0)': database.foreignKeyViolations,
    'media rows at the end': database.mediaRowPaths.length,
    'orphan files (must be 0)': atEnd.orphans.length,
    'rows without file (must be 0)': atEnd.rowsWithoutFile.length,
    'temp files at the end (must be 0)': atEnd.tempFiles.length,
  });

  expect(killedAfter, 'the server was killed during the run').toBeGreaterThan(0);
  expect(lostMessages, 'acknowledged messages missing').toEqual([]);
  expect(verdict.details, 'admin writes not as acknowledged').toEqual([]);
  expect(tally.refused, 'requests refused by the server').toEqual([]);
  expect(tally.failed.filter((failure) => !failure.duringKill)).toEqual([]);
  expect(afterRestart).toEqual({ orphans: [], rowsWithoutFile: [], tempFiles: [] });
  expect(database.integrity).toBe('ok');
  expect(database.foreignKeyViolations).toBe(0);
  expect(atEnd).toEqual({ orphans: [], rowsWithoutFile: [], tempFiles: [] });
});
