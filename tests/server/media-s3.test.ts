import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3_PART_BYTES,
  s3Client,
  s3MediaStore,
} from '../../src/server/modules/media/media-store-s3';
import { startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { startTestBucket, type TestBucket } from './support/s3-server';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * What only the bucket has: where the bytes go, multipart uploads of large
 * files, and the start-up check of the S3 settings. Every other media
 * behaviour is checked on the bucket by running the media tests in the
 * `server-s3` project.
 */

const run = promisify(execFile);

interface Media {
  mediaId: number;
  name: string;
  type: string;
  size: number;
  url: string;
}

let bucket: TestBucket;
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  bucket = await startTestBucket('portfolio-media');
  server = await startTestServer(bucket.env);
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(async () => {
  await server.close();
  await bucket.close();
});

async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('media in a bucket', () => {
  it('keeps the bytes in the bucket under type/name, none on the disk, and deletes the object with the row', async () => {
    const bytes = Buffer.from('bucket words\n');
    const media = await admin.upload<Media>('in-bucket.txt', bytes);
    expect(await bucket.keys()).toEqual(['document/in-bucket.txt']);
    expect((await bucket.read('document/in-bucket.txt'))?.equals(bytes)).toBe(true);
    const onDisk = path.join(server.dataDir, 'media');
    const files = existsSync(onDisk)
      ? readdirSync(onDisk, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
    expect(files).toEqual([]);

    // Served by the server itself: no redirect to the bucket.
    const served = await download(media.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);

    expect((await admin.delete(`/api/media/${media.mediaId}`)).status).toBe(200);
    expect(await bucket.keys()).toEqual([]);
    expect((await download(media.url)).status).toBe(404);
  });

  it('streams a file larger than a part in several parts, and serves it back whole and in ranges', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 12345);
    const media = await admin.upload<Media>('large.bin', bytes);
    expect(media.size).toBe(bytes.length);
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.name, Key: 'other/large.bin' }),
    );
    expect(head.ContentLength).toBe(bytes.length);

    const whole = await download(media.url, { 'accept-encoding': 'identity' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    expect(whole.bytes.equals(bytes)).toBe(true);

    // Across the boundary of the first two parts.
    const start = 5 * 1024 * 1024 - 10;
    const end = 5 * 1024 * 1024 + 9;
    const part = await download(media.url, { range: `bytes=${start}-${end}` });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(part.bytes.equals(bytes.subarray(start, end + 1))).toBe(true);

    const tail = await download(media.url, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 100))).toBe(true);

    const outside = await download(media.url, { range: `bytes=${bytes.length + 5}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    // As a browser revalidates (fetch alone would add `Cache-Control: no-cache`).
    const again = await download(media.url, {
      'if-none-match': whole.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
    await admin.delete(`/api/media/${media.mediaId}`);
  });

  it('serves a private object to the admin only', async () => {
    const media = await admin.upload<Media>('secret.txt', Buffer.from('for admins\n'), true);
    expect((await download(media.url)).status).toBe(404);
    const asAdmin = await download(media.url, { cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    await admin.delete(`/api/media/${media.mediaId}`);
  });
});

describe('the bucket store', () => {
  it('sends a large file in parts read from the upload as it goes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-parts-'));
    const file = path.join(folder, 'upload');
    const bytes = randomBytes(2 * S3_PART_BYTES + 1000);
    writeFileSync(file, bytes);
    const settings = loadSettings({ DATA_DIR: folder, ...bucket.env }).s3!;
    const client = s3Client(settings);
    const commands: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize' },
    );
    try {
      const store = s3MediaStore(client, settings.bucket);
      await store.stage('parts-test', file);
      expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(commands).toContain('CompleteMultipartUploadCommand');
      expect(commands).not.toContain('PutObjectCommand');
      await store.promote('parts-test', 'other', 'parts.bin');
      expect((await bucket.read('other/parts.bin'))?.equals(bytes)).toBe(true);
      expect(await store.stagedIds()).toEqual([]);
      await store.remove('other', 'parts.bin');

      // A staged object is a crash's leftover only once it is old enough.
      await bucket.write('.incoming/leftover', Buffer.from('x'));
      expect(await store.stagedIds()).toEqual([]);
      const eager = s3MediaStore(client, settings.bucket, { strayStagedAfterMs: -60_000 });
      expect(await eager.stagedIds()).toEqual(['leftover']);
      await eager.dropStaged('leftover');
      expect(await bucket.keys()).toEqual([]);
    } finally {
      client.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('S3 settings at start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (env: Record<string, string>) =>
    startServer(
      loadSettings({
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        ...bucket.env,
        ...env,
      }),
    );

  it('refuses a missing bucket, naming S3_BUCKET and the endpoint', async () => {
    await expect(start({ S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      `Invalid setting S3_BUCKET: bucket "no-such-bucket" not found at ${bucket.endpoint}`,
    );
  });

  it('refuses wrong credentials at start, never printing the secret', async () => {
    const secret = 'wrong-secret-that-must-never-be-printed';
    const wrongKey = start({ S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: secret });
    await expect(wrongKey).rejects.toThrow(
      /^Invalid setting S3_ACCESS_KEY_ID: the bucket refused these credentials \([^)]+\)$/,
    );
    await expect(wrongKey).rejects.not.toThrow(secret);
    // s3rver takes any secret for its own key: a wrong secret alone is not tested here.
  });

  it('refuses an endpoint that does not answer, naming S3_ENDPOINT', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(start({ S3_ENDPOINT: `http://127.0.0.1:${port}` })).rejects.toThrow(
      new RegExp(`^Invalid setting S3_ENDPOINT: could not reach http://127\\.0\\.0\\.1:${port} `),
    );
  });

  it.each([
    [
      { S3_ENDPOINT: 'http://localhost:9000' },
      /^Invalid setting S3_BUCKET: required when S3_ENDPOINT is set/,
    ],
    [{ S3_BUCKET: 'b' }, /^Invalid setting S3_BUCKET: must be a bucket name/],
    [
      { S3_BUCKET: 'bucket', S3_ENDPOINT: 'ftp://x' },
      /^Invalid setting S3_ENDPOINT: must be an http\(s\) URL/,
    ],
    [
      { S3_BUCKET: 'bucket', S3_FORCE_PATH_STYLE: 'yes' },
      /^Invalid setting S3_FORCE_PATH_STYLE: must be true or false/,
    ],
    [
      { S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'key' },
      /^Invalid setting S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/,
    ],
    [
      { S3_BUCKET: 'bucket', S3_SECRET_ACCESS_KEY: 'secret' },
      /^Invalid setting S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set/,
    ],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('stops `main` with exit code 1 and one line when the bucket is missing', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        ...bucket.env,
        S3_BUCKET: 'missing-bucket',
      },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr.trim()).toBe(
      `Invalid setting S3_BUCKET: bucket "missing-bucket" not found at ${bucket.endpoint}`,
    );
  });

  it('has npm run backup stop with one line naming S3_BUCKET when the bucket is missing', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'portfolio-s3-backup-'));
    try {
      // A database to back up: the media are what is missing.
      writeFileSync(path.join(site, 'portfolio.sqlite'), '');
      const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
        env: { ...process.env, DATA_DIR: site, ...bucket.env, S3_BUCKET: 'missing-bucket' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect('code' in failure && failure.code).toBe(1);
      expect('stderr' in failure && failure.stderr.trim()).toBe(
        `Invalid setting S3_BUCKET: bucket "missing-bucket" not found at ${bucket.endpoint}`,
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
