/**
 * `npm run backup` and `npm run restore`, run as an operator runs them, on
 * the setup of the project running this file: SQLite or PostgreSQL, the
 * media on disk or in a bucket (the file is one of the media tests, so it
 * runs on every pairing). A site with content, a photo with its smaller
 * copies and a private file is backed up, restored into a fresh database
 * and store, and a server started there answers the same lists, the same
 * files and every copy the page links to. The same archive restores into
 * the other setup, and back.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/server';
import { existingVariantWorker } from '../../src/server/modules/media/variant-worker';
import { loadSettings } from '../../src/server/settings';
import { mediaInBucket, startTestBucket, type TestBucket } from './support/s3-server';
import { createTestDatabase, postgresServer } from './support/test-database';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);
const SECRET = 'test-secret-that-is-at-least-32-characters-long';

interface Setup {
  database: 'sqlite' | 'postgres';
  media: 'disk' | 's3';
}

/** An empty database and media store to restore into, with the settings that name them. */
interface Target {
  setup: Setup;
  env: Record<string, string>;
  bucket: TestBucket | undefined;
  drop(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];

async function freshTarget(setup: Setup): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-restore-target-'));
  const database =
    setup.database === 'postgres' ? await createTestDatabase(postgresServer()!) : null;
  const bucket = setup.media === 's3' ? await startTestBucket('restore-target') : undefined;
  const target: Target = {
    setup,
    env: {
      DATA_DIR: dataDir,
      // Empty is unset: the SQLite file in the data folder.
      DATABASE_URL: database?.url ?? '',
      ...bucket?.env,
    },
    bucket,
    async drop() {
      await bucket?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => target.drop());
  return target;
}

/** `npm run <name> -- args` in its own process, with exactly these settings. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('S3_') && key !== 'DATABASE_URL' && key !== 'DATA_DIR',
    ),
  );
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...base, LOG_LEVEL: 'silent', S3_BUCKET: '', ...env },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr.trim(),
    }),
  );
}

async function startOn(target: Target): Promise<RunningServer> {
  return startServer(
    loadSettings({
      NODE_ENV: 'test',
      PORT: '0',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      ...target.env,
    }),
  );
}

const LISTS = [
  '/api/category?limit=100',
  '/api/project?limit=100',
  '/api/message?limit=100',
  '/api/variable?limit=100',
  '/api/media?limit=100',
  '/api/admin',
];

interface Media {
  url: string;
  variants: { url: string }[];
}

let source: TestServer;
let admin: ApiClient;
let sourceEnv: Record<string, string>;
let expected: Record<string, string>;
/** Every file a visitor or the admin may fetch: originals and copies, with their bytes. */
const files = new Map<string, Buffer>();
let archiveFolder: string;
const project: Setup = {
  database: postgresServer() ? 'postgres' : 'sqlite',
  media: mediaInBucket ? 's3' : 'disk',
};

async function answers(client: ApiClient): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const url of LISTS) {
    const response = await client.get(url);
    expect(response.status, url).toBe(200);
    result[url] = JSON.stringify(response.body);
  }
  return result;
}

async function fetchBytes(base: string, url: string, cookie = '') {
  const response = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A server on the restored target answers as the original did, copies included. */
async function expectSameSite(target: Target) {
  const restored = await startOn(target);
  try {
    const client = new ApiClient(restored.url);
    // The sessions are in the backup: the same cookie is signed in there.
    client.cookie = admin.cookie;
    expect(await answers(client)).toEqual(expected);
    for (const [url, bytes] of files) {
      const file = await fetchBytes(restored.url, url, admin.cookie);
      expect(file.status, url).toBe(200);
      expect(file.bytes.equals(bytes), url).toBe(true);
    }
    // Every copy the page offers answers: none is listed without its file.
    const html = await (await fetch(`${restored.url}/`)).text();
    const offered = [...html.matchAll(/\/api\/media\/image\/cover\.jpg\/\d+\.(?:avif|webp)/g)];
    expect(offered.length).toBeGreaterThan(0);
    for (const [url] of offered) {
      expect((await fetchBytes(restored.url, url)).status, url).toBe(200);
    }
  } finally {
    await restored.stop();
  }
}

beforeAll(async () => {
  source = await startTestServer();
  admin = new ApiClient(source.url);
  await admin.login();
  const photo = await sharp({
    create: { width: 700, height: 500, channels: 3, background: '#4a7' },
  })
    .jpeg()
    .toBuffer();
  const cover = await admin.upload<Media>('cover.jpg', photo);
  const secret = await admin.upload<Media>('notes.bin', Buffer.from('private notes'), true);
  await source.variantsDone();
  const category = await admin.post<{ categoryId: number }>('/api/category', { name: 'Photos' });
  const created = await admin.post('/api/project', {
    categoryId: category.body.categoryId,
    name: 'Harbour',
    publishedAt: '2025-01-10',
    cover: cover.url,
    description: 'A harbour at dusk.',
    content: 'Boats.',
    pinned: true,
    hidden: false,
    tools: [],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await new ApiClient(source.url).post('/api/message', {
    name: 'Visitor',
    email: 'v@example.com',
    message: 'Hello',
  });
  expected = await answers(admin);
  const listed = (await admin.get<{ items: Media[] }>('/api/media?limit=100')).body.items;
  const withCopies = listed.find((media) => media.url === cover.url);
  expect(withCopies?.variants.length).toBe(4);
  for (const url of [cover.url, secret.url, ...(withCopies?.variants ?? []).map((v) => v.url)]) {
    const file = await fetchBytes(source.url, url, admin.cookie);
    expect(file.status, url).toBe(200);
    files.set(url, file.bytes);
  }
  sourceEnv = {
    DATA_DIR: source.dataDir,
    DATABASE_URL: source.databaseEnv.DATABASE_URL ?? '',
    ...source.bucket?.env,
  };
  archiveFolder = mkdtempSync(path.join(tmpdir(), 'portfolio-archives-'));
}, 120_000);

afterAll(async () => {
  await existingVariantWorker(source.mediaStore)?.idle();
  await source?.close();
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  rmSync(archiveFolder, { recursive: true, force: true });
}, 60_000);

describe(`backup and restore on ${project.database} with the media ${project.media === 's3' ? 'in a bucket' : 'on disk'}`, () => {
  let archive: string;

  it('backs up the running site and restores it, copies included, into a fresh database and store', async () => {
    archive = path.join(archiveFolder, 'site.tar.gz');
    const backup = await script('backup', ['--out', archive], sourceEnv);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${archive}`);
    expect(backup.stdout).toContain('media: 2 files');
    expect(backup.stdout).toContain('4 image copies');

    const target = await freshTarget(project);
    const restore = await script('restore', [archive], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    await expectSameSite(target);

    // A target that has data now is refused, in one line, unless forced.
    const again = await script('restore', [archive], target.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Not restoring: [^\n]* already has [^\n]*--force[^\n]*$/);

    // A running server's database is never replaced under it.
    const running = await startOn(target);
    try {
      const busy = await script('restore', [archive, '--force'], target.env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/^Not restoring: [^\n]* is in use[^\n]*stop the server[^\n]*$/);
    } finally {
      await running.stop();
    }

    const forced = await script('restore', [archive, '--force'], target.env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/it replaced (is in|are under)/);
    await expectSameSite(target);
  }, 300_000);

  it('restores into the other setup, and a backup taken there comes back here', async () => {
    // The other media store; SQLite, which is the other database where this project has PostgreSQL.
    const other: Setup = { database: 'sqlite', media: project.media === 's3' ? 'disk' : 's3' };
    const there = await freshTarget(other);
    const restore = await script('restore', [archive], there.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    await expectSameSite(there);

    // Backed up there (the site stopped), restored here into a fresh database and store.
    const back = path.join(archiveFolder, 'back.tar.gz');
    const backup = await script('backup', ['--out', back], there.env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const home = await freshTarget(project);
    const restored = await script('restore', [back], home.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    await expectSameSite(home);
  }, 300_000);
});
