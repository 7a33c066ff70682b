import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { startTestBucket, type TestBucket } from './support/s3-server';
import { testDatabaseEnv } from './support/test-database';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * A second instance started by mistake on an empty database (a typo in
 * DATABASE_URL, or none at all) beside a media store another, healthy
 * instance uses: it must stop before it touches a file, and the healthy
 * instance must go on serving every image and the CV.
 */

const run = promisify(execFile);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const LONG_AGO = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-shared-store-'));
  folders.push(folder);
  return folder;
}

/** The settings of a second instance: its own data folder, the given database and store. */
function secondInstance(env: Record<string, string>) {
  return loadSettings({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: tempFolder(),
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** A site with content and media: an image, the CV named by cv_media, a few more files. */
async function fillSite(server: TestServer): Promise<{ image: string }> {
  const admin = new ApiClient(server.url);
  await admin.login();
  const image = await admin.upload('portrait.png', PNG);
  const cv = new FormData();
  cv.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  cv.append('name', 'cv.pdf');
  const uploaded = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: cv,
    headers: { cookie: admin.cookie },
  });
  expect(uploaded.status).toBe(200);
  for (let index = 0; index < 3; index += 1) {
    await admin.upload(`note-${index}.txt`, Buffer.from(`note ${index}\n`));
  }
  const variable = await admin.post('/api/variable', {
    key: 'cv_media',
    value: 'cv.pdf',
    type: 'string',
  });
  expect(variable.status).toBeLessThan(300);
  await server.variantsDone();
  return { image: image.url };
}

/** What a visitor of the healthy instance gets: the image and the CV, byte for byte. */
async function servesEverything(server: TestServer, image: string) {
  const picture = await fetch(`${server.url}${image}`);
  const cv = await fetch(`${server.url}/cv`);
  return {
    image: picture.status,
    imageSame: Buffer.from(await picture.arrayBuffer()).equals(PNG),
    cv: cv.status,
    cvSame: Buffer.from(await cv.arrayBuffer()).equals(PDF),
  };
}
const SERVED = { image: 200, imageSame: true, cv: 200, cvSame: true };

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a second instance on an empty database beside a shared bucket', () => {
  let bucket: TestBucket;
  let healthy: TestServer;
  let image: string;
  let keys: string[];

  beforeAll(async () => {
    bucket = await startTestBucket('shared-media');
    healthy = await startTestServer(bucket.env);
    ({ image } = await fillSite(healthy));
    keys = await bucket.keys();
    // Stored long ago: the sweep's grace period would not protect them.
    for (const key of keys) bucket.backdate(key, LONG_AGO);
  }, 60_000);

  afterAll(async () => {
    await healthy.close();
    await bucket.close();
  });

  it('refuses to start on a fresh SQLite file, saying what it found, and moves nothing', async () => {
    const fresh = path.join(tempFolder(), 'typo.sqlite');
    const settings = secondInstance({ ...bucket.env, DATABASE_URL: fresh });
    await expect(startServer(settings)).rejects.toThrow(
      `Invalid setting DATABASE_URL: The bucket shared-media holds ${keys.length} object(s) but the database ${fresh} is empty (no admin, no media). Point DATABASE_URL at this site's database, or set NEW_SITE=true if this really is a new site.`,
    );
    expect(await bucket.keys()).toEqual(keys);
    expect(await servesEverything(healthy, image)).toEqual(SERVED);
  });

  it("refuses to start on a fresh database of this project's kind (DATABASE_URL missing on SQLite)", async () => {
    const database = await testDatabaseEnv();
    try {
      await expect(startServer(secondInstance({ ...bucket.env, ...database.env }))).rejects.toThrow(
        /^Invalid setting DATABASE_URL: The bucket shared-media holds \d+ object\(s\) but the database .* is empty/,
      );
    } finally {
      await database.drop();
    }
    expect(await bucket.keys()).toEqual(keys);
    expect(await servesEverything(healthy, image)).toEqual(SERVED);
  });

  it('stops the real start with that one line and exit code 1', async () => {
    const dataDir = tempFolder();
    const result = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...bucket.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Invalid setting DATABASE_URL: The bucket shared-media holds ${keys.length} object(s) but the database ${path.join(dataDir, 'portfolio.sqlite')} is empty (no admin, no media). Point DATABASE_URL at this site's database, or set NEW_SITE=true if this really is a new site.`,
    );
    expect(await bucket.keys()).toEqual(keys);
  });

  it('with NEW_SITE=true starts, and its sweep still moves none of the old objects', async () => {
    const fresh = path.join(tempFolder(), 'new-site.sqlite');
    const second = await startServer(
      secondInstance({ ...bucket.env, DATABASE_URL: fresh, NEW_SITE: 'true' }),
    );
    try {
      expect(await bucket.keys()).toEqual(keys);
      expect(await servesEverything(healthy, image)).toEqual(SERVED);
    } finally {
      await second.stop();
    }
  });
});

describe('a second start on an empty database beside the media folder', () => {
  let healthy: TestServer;
  let image: string;

  beforeAll(async () => {
    healthy = await startTestServer();
    ({ image } = await fillSite(healthy));
  }, 60_000);

  afterAll(() => healthy.close());

  const files = () =>
    readdirSync(path.join(healthy.dataDir, 'media'), { recursive: true }).map(String).sort();

  it('refuses to start on a fresh SQLite file in the same data folder, and moves nothing', async () => {
    const before = files();
    const fresh = path.join(tempFolder(), 'typo.sqlite');
    const settings = secondInstance({ DATA_DIR: healthy.dataDir, DATABASE_URL: fresh });
    await expect(startServer(settings)).rejects.toThrow(
      /^Invalid setting DATABASE_URL: The media folder .*\/media holds \d+ file\(s\) but the database .*typo\.sqlite is empty \(no admin, no media\)\. .*NEW_SITE=true/,
    );
    expect(files()).toEqual(before);
    expect(await servesEverything(healthy, image)).toEqual(SERVED);
  });
});
