import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/composition/orm';
import { recoverMedia } from '../../src/server/modules/media/media-recovery';
import { openMediaStore } from '../../src/server/modules/media/open-media-store';
import { type RunningServer, startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { mediaInBucket, startTestBucket, type TestBucket } from './support/s3-server';
import { testDatabaseEnv } from './support/test-database';
import { ADMIN_PASSWORD, ApiClient } from './support/test-server';

/**
 * The start-up sweep of files no media row accounts for: only files older
 * than a day, never more than a tenth of the store (and 100 files) in one
 * pass, each move logged, and `npm run media:restore-orphans` puts them
 * back. On the data folder, or (`server-s3` projects) in a bucket.
 */

const run = promisify(execFile);
const TEXT = Buffer.from('some words\n');
const DAY = 24 * 60 * 60 * 1000;
/** Files the site has: 20, so one pass may sweep at most 2. */
const SITE_FILES = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-sweep-'));
const database = await testDatabaseEnv();
let bucket: TestBucket | undefined;
let server: RunningServer;

const env = () => ({
  NODE_ENV: 'test',
  PORT: '0',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  ADMIN_PASSWORD,
  LOG_LEVEL: 'silent',
  ...bucket?.env,
  ...database.env,
});
const settings = () => loadSettings(env());

const media = (key: string) => path.join(dataDir, 'media', key);

/** The media files as the store holds them, by key; moved-aside ones as `<time>/<key>`. */
const stored = {
  async put(key: string, ageMs: number) {
    const time = new Date(Date.now() - ageMs);
    if (bucket) {
      await bucket.write(key, TEXT);
      bucket.backdate(key, time);
      return;
    }
    mkdirSync(path.dirname(media(key)), { recursive: true });
    writeFileSync(media(key), TEXT);
    utimesSync(media(key), time, time);
  },
  async has(key: string) {
    return bucket ? (await bucket.read(key)) !== null : existsSync(media(key));
  },
  async orphans(): Promise<string[]> {
    if (bucket) {
      return (await bucket.keys())
        .filter((key) => key.startsWith('media-orphans/'))
        .map((key) => key.slice('media-orphans/'.length));
    }
    const root = path.join(dataDir, 'media-orphans');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  },
};

/** One sweep as a start runs it, with its log lines collected. */
async function sweep(): Promise<{ lines: { msg: string; level: number }[] }> {
  const lines: { msg: string; level: number }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { msg: string; level: number });
        done();
      },
    }),
  );
  const orm = await openDatabase(settings().database);
  try {
    await recoverMedia(orm.em.fork(), dataDir, await openMediaStore(settings()), logger);
  } finally {
    await orm.close();
  }
  return { lines };
}

function restoreCommand(args: string[] = [], extra: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/media-restore-orphans.ts', ...args], {
    env: { ...process.env, ...env(), NODE_ENV: 'development', ...extra },
    timeout: 30_000,
  });
}

beforeAll(async () => {
  if (mediaInBucket) bucket = await startTestBucket();
  server = await startServer(settings());
  const admin = new ApiClient(server.url);
  await admin.login();
  for (let index = 0; index < SITE_FILES; index += 1) {
    await admin.upload(`page-${index}.txt`, TEXT);
  }
  await server.stop();
}, 60_000);

afterAll(async () => {
  await bucket?.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the orphan sweep at start', () => {
  it('leaves a file without a row that is younger than a day where it is', async () => {
    await stored.put('document/young.txt', 60 * 60 * 1000);
    const { lines } = await sweep();
    expect(await stored.has('document/young.txt')).toBe(true);
    expect(await stored.orphans()).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain(
      '1 media file(s) without a row are younger than 24 hours: left in place',
    );
  });

  it('moves an old file without a row aside, logging it by name', async () => {
    await stored.put('document/old.txt', 2 * DAY);
    const { lines } = await sweep();
    expect(await stored.has('document/old.txt')).toBe(false);
    expect(await stored.orphans()).toEqual([expect.stringMatching(/^[^/]+\/document\/old\.txt$/)]);
    const moved = lines.filter((line) =>
      line.msg.startsWith('media file document/old.txt had no row'),
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]?.level).toBe(40);
  });

  it('npm run media:restore-orphans puts it back, whatever DATABASE_URL says', async () => {
    const { stdout } = await restoreCommand([], { DATABASE_URL: 'postgress://typo/portfolio' });
    expect(stdout).toMatch(/^restored document\/old\.txt \(moved aside [^)]+\)$/m);
    expect(stdout).toContain('Restored 1 file(s)');
    expect(await stored.has('document/old.txt')).toBe(true);
    expect(await stored.orphans()).toEqual([]);
  });

  it('moves nothing when more than a tenth of the store would go, and says how many', async () => {
    // 20 files of the site, young.txt, old.txt and these 2: 24 files, 3 old strays, 2 allowed.
    // (A restored object is new to a bucket, a restored file keeps its time: made old again here.)
    await stored.put('document/old.txt', 2 * DAY);
    await stored.put('document/old-2.txt', 3 * DAY);
    await stored.put('image/old-3.png', 3 * DAY);
    const { lines } = await sweep();
    for (const key of ['document/old.txt', 'document/old-2.txt', 'image/old-3.png']) {
      expect(await stored.has(key)).toBe(true);
    }
    expect(await stored.orphans()).toEqual([]);
    const held = lines.find((line) => line.msg.startsWith('the orphan sweep would have moved'));
    expect(held?.level).toBe(40);
    expect(held?.msg).toMatch(
      /^the orphan sweep would have moved 3 media file\(s\) and removed 0 folder\(s\) of image copies without a row in .*, more than 10 % of its 24 files or more than 100: nothing was moved\./,
    );
  });

  it('a real start leaves them too, and serves the site', async () => {
    server = await startServer(settings());
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await stored.has('document/old-2.txt')).toBe(true);
      expect(await stored.orphans()).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('restores only where no file is: one whose place is taken stays aside', async () => {
    // Within the limit again (one old stray of 24): it is moved, then a new file takes its place.
    const { stdout: dry } = await restoreCommand(['--dry-run']);
    expect(dry).toContain('Would restore 0 file(s)');
    for (const key of ['document/old.txt', 'document/old-2.txt']) {
      if (bucket) await bucket.remove(key);
      else rmSync(media(key));
    }
    await sweep();
    expect(await stored.has('image/old-3.png')).toBe(false);
    await stored.put('image/old-3.png', 0);
    const { stdout } = await restoreCommand();
    expect(stdout).toMatch(
      /^kept in media-orphans\/[^/]+\/image\/old-3\.png: a file is already at image\/old-3\.png$/m,
    );
    expect(stdout).toContain('Restored 0 file(s)');
    expect(await stored.orphans()).toEqual([expect.stringMatching(/\/image\/old-3\.png$/)]);
  });
});
