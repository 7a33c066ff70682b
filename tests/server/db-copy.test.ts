/**
 * `npm run db:copy`: a site on SQLite with its media on the disk is copied
 * to PostgreSQL with its media in a bucket, and from there to a fresh SQLite
 * file and data folder; a server started on the last copy answers what the
 * original answered, with the same files. A target that holds anything is
 * refused unless forced. Runs in the server-postgres project only (it needs
 * both databases).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyError } from '../../src/server/modules/backup/copy-error';
import { contentModules } from '../../src/server/modules/content-registry';
import { copyDatabase, type CopyReport } from '../../src/server/modules/backup/db-copy';
import { createFixtureRows, fixtureNames } from './support/crud-cases';
import { startTestBucket, type TestBucket } from './support/s3-server';
import { createTestDatabase, postgresServer, type TestDatabase } from './support/test-database';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let original: TestServer;
let admin: ApiClient;
let postgres: TestDatabase;
let bucket: TestBucket;
const folders: string[] = [];
const servers: TestServer[] = [];

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const BLOB = randomBytes(300_000);
let PHOTO: Buffer;

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-copy-test-'));
  folders.push(dir);
  return dir;
}

async function ok(response: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Record<string, unknown>;
}

/** Every file under a data folder's media folder, by key, with its bytes. */
function filesOf(dataDir: string): Map<string, Buffer> {
  const root = path.join(dataDir, 'media');
  const files = new Map<string, Buffer>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file).split(path.sep).join('/'), readFileSync(file));
  }
  return files;
}

const day = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
/** Every module of the content registry's list, then the lists of what is not content. */
const LISTS = [
  ...contentModules.map((module) => `/api/${module.name}?limit=100`),
  '/api/variable?limit=100',
  '/api/media?limit=100',
  '/api/admin',
  '/api/token',
  '/api/audit?limit=100',
  `/api/analytics/visits?from=${monthAgo}&to=${day}`,
  `/api/analytics/project-views?from=${monthAgo}&to=${day}`,
  `/api/analytics/cv-downloads?from=${monthAgo}&to=${day}`,
];

/** The answers to every list, as text. */
async function answers(client: ApiClient): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const url of LISTS) {
    const response = await client.get(url);
    expect(response.status, url).toBe(200);
    result[url] = JSON.stringify(response.body);
  }
  return result;
}

function expectVerified(report: CopyReport) {
  expect(report.tables.filter((check) => !check.same)).toEqual([]);
  expect(report.media?.differing ?? []).toEqual([]);
  expect(report.ok).toBe(true);
}

let expected: Record<string, string>;
let uploads: { name: string; type: string; url: string }[];

beforeAll(async () => {
  PHOTO = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#357' } })
    .png()
    .toBuffer();
  // An empty DATABASE_URL is unset: the SQLite file in the data folder, media on the disk.
  original = await startTestServer({ DATABASE_URL: '' });
  admin = new ApiClient(original.url);
  await admin.login();
  const categories = [];
  for (const name of ['Web', 'École', 'tools']) {
    categories.push(await ok(admin.post('/api/category', { name })));
  }
  const tools = [];
  for (const name of ['React', 'Node']) {
    tools.push(
      await ok(
        admin.post('/api/tool', {
          name,
          icon: 'https://example.com/icon.svg',
          link: 'https://example.com',
        }),
      ),
    );
  }
  const toolIds = tools.map((tool) => tool.toolId as number);
  for (const [index, name] of ['Tidepool', 'Ledgerly'].entries()) {
    await ok(
      admin.post('/api/project', {
        categoryId: categories[index]!.categoryId,
        name,
        publishedAt: `2023-0${index + 1}-15`,
        cover: 'https://example.com/cover.png',
        description: `About ${name}`,
        content: `# ${name}`,
        pinned: index === 0,
        hidden: index === 1,
        toolIds,
      }),
    );
  }
  const skillset = await ok(admin.post('/api/skillset', { name: 'Frontend', order: 1 }));
  await ok(admin.post('/api/skill', { skillsetId: skillset.skillsetId, name: 'CSS', order: 2 }));
  await ok(
    admin.post('/api/certification', {
      name: 'CKA',
      issuer: 'CNCF',
      issuedAt: '2022-03-01',
      expiresAt: null,
      certificationNumber: 'N-1',
      link: null,
    }),
  );
  await ok(
    admin.post('/api/education', {
      school: 'ETH',
      location: 'Zürich',
      title: 'MSc',
      startAt: '2015-09-01',
      endAt: null,
      gpa: 5.25,
      hidden: true,
    }),
  );
  await ok(
    admin.post('/api/experience', {
      company: 'Acme',
      title: 'Engineer',
      location: 'Berlin',
      cover: '/api/media/image/acme.png',
      startAt: '2020-01-01',
      endAt: '2022-06-30',
      type: 'part_time',
      description: 'Built things',
      hidden: false,
      tools: toolIds,
    }),
  );
  await ok(
    admin.post('/api/expertise', {
      icon: '/api/media/image/frontend.svg',
      name: 'Frontend',
      description: 'Fast interfaces.',
    }),
  );
  await ok(admin.post('/api/variable', { key: 'flag', value: 'true', type: 'bool' }));
  const visitor = new ApiClient(original.url);
  await ok(
    visitor.post('/api/message', { name: 'Ørjan', email: 'o@example.com', message: 'Hello' }),
  );
  await ok(admin.put('/api/message/1/read'));
  await ok(admin.post('/api/token', { name: 'Deploy', scope: 'write' }));
  // Every other registered entity gets two rows from its test fixture.
  for (const name of fixtureNames) {
    const list = await admin.get<{ metadata: { totalItems: number } }>(`/api/${name}`);
    if (list.body.metadata.totalItems === 0) {
      await createFixtureRows(admin, name, ['Copied one', 'Copied two – Ωmega']);
    }
  }
  uploads = [
    await admin.upload('pixel.png', PNG),
    await admin.upload('blob.bin', BLOB, true),
    await admin.upload('photo.png', PHOTO),
  ];
  // The images' smaller copies exist before the copy starts.
  await original.variantsDone();
  // Visits and project views, counted in the tables on the flush.
  await visitor.request('GET', '/', undefined, { 'user-agent': 'Mozilla/5.0 Firefox/128.0' });
  await visitor.get('/api/project/1');
  await original.analytics.flush();
  expected = await answers(admin);

  postgres = await createTestDatabase(postgresServer()!);
  bucket = await startTestBucket('copy-target');
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  await original?.close();
  await postgres?.drop();
  await bucket?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('npm run db:copy', () => {
  let back: { file: string; dataDir: string };

  it('copies SQLite and the disk to PostgreSQL and a bucket, and back, answering the same', async () => {
    const source = {
      kind: 'sqlite' as const,
      file: path.join(original.dataDir, 'portfolio.sqlite'),
    };
    const there = await copyDatabase({
      from: source,
      to: { kind: 'postgres', url: postgres.url },
      mediaFrom: { kind: 'disk', dataDir: original.dataDir },
      mediaTo: { kind: 's3', bucket: bucket.name },
      env: bucket.env,
    });
    expectVerified(there);
    // The three files and the images' smaller copies (the photo's: 480 and 600 px, AVIF and WebP).
    const stored = [...filesOf(original.dataDir).keys()];
    expect(stored.filter((key) => key.startsWith('.variants/image/photo.png/'))).toHaveLength(4);
    expect(there.media?.files).toBe(stored.length);
    expect(there.tables.find((check) => check.table === 'media')?.targetRows).toBe(3);
    const rows = Object.fromEntries(there.tables.map((check) => [check.table, check.targetRows]));
    expect(rows).toMatchObject({ admin_session: 1, api_token: 1, analytics_visit_day: 1 });
    expect(rows.analytics_project_view_day).toBeGreaterThan(0);
    expect(rows.audit_entry).toBeGreaterThan(10);
    expect(rows).not.toHaveProperty('rate_limit');
    const originalFiles = filesOf(original.dataDir);
    expect(await bucket.keys()).toEqual([...originalFiles.keys()].sort());
    for (const [key, bytes] of originalFiles) expect(await bucket.read(key)).toEqual(bytes);

    const dataDir = tempDir();
    back = { file: path.join(dataDir, 'portfolio.sqlite'), dataDir };
    const home = await copyDatabase({
      from: { kind: 'postgres', url: postgres.url },
      to: { kind: 'sqlite', file: back.file },
      mediaFrom: { kind: 's3', bucket: bucket.name },
      mediaTo: { kind: 'disk', dataDir },
      env: bucket.env,
    });
    expectVerified(home);
    // The checksums are taken over values in one form: the same on every side.
    expect(home.tables.map((check) => check.targetSha256)).toEqual(
      there.tables.map((check) => check.targetSha256),
    );
    expect(filesOf(dataDir)).toEqual(originalFiles);

    const copy = await startTestServer({ DATABASE_URL: back.file, DATA_DIR: dataDir });
    servers.push(copy);
    // The session was copied too: the same cookie is signed in on the copy.
    const sameAdmin = new ApiClient(copy.url);
    sameAdmin.cookie = admin.cookie;
    expect(await answers(sameAdmin)).toEqual(expected);
    // Every copy the rows list answers on the copy, byte for byte (the page links to them).
    const listed = (
      await sameAdmin.get<{ items: { url: string; variants: { url: string }[] }[] }>(
        '/api/media?limit=100',
      )
    ).body.items;
    const copies = listed.flatMap((media) =>
      media.variants.map((variant) => ({ url: variant.url })),
    );
    expect(copies.length).toBeGreaterThanOrEqual(4);
    for (const file of [...uploads, ...copies]) {
      const [a, b] = await Promise.all(
        [original, copy].map((server) =>
          fetch(`${server.url}${file.url}`, { headers: { cookie: admin.cookie } }),
        ),
      );
      expect(b!.status).toBe(200);
      expect(Buffer.from(await b!.arrayBuffer())).toEqual(Buffer.from(await a!.arrayBuffer()));
    }
  }, 180_000);

  it('refuses a target that holds anything, and replaces it with --force', async () => {
    const options = {
      from: { kind: 'sqlite' as const, file: path.join(original.dataDir, 'portfolio.sqlite') },
      to: { kind: 'postgres' as const, url: postgres.url },
      mediaFrom: { kind: 'disk' as const, dataDir: original.dataDir },
      mediaTo: { kind: 's3' as const, bucket: bucket.name },
      env: bucket.env,
    };
    await expect(copyDatabase(options)).rejects.toThrow(CopyError);
    await expect(copyDatabase(options)).rejects.toThrow(/is not empty \(rows in admin, .*--force/);
    // Rows only, into a folder that has files: refused for the rows alone.
    await expect(
      copyDatabase({ from: options.from, to: { kind: 'sqlite', file: back.file } }),
    ).rejects.toThrow(/is not empty/);

    // A file the source does not have is moved aside, never deleted.
    await bucket.write('image/stray.png', PNG);
    const forced = await copyDatabase({ ...options, force: true });
    expectVerified(forced);
    expect(forced.quarantined?.files).toBe(1);
    expect((await bucket.keys()).filter((key) => key.startsWith('image/'))).not.toContain(
      'image/stray.png',
    );

    // A server on the copy hands out fresh ids: the sequences continue after the copied ones.
    const onPostgres = await startTestServer({ DATABASE_URL: postgres.url, ...bucket.env });
    servers.push(onPostgres);
    const client = new ApiClient(onPostgres.url);
    client.cookie = admin.cookie;
    const created = await ok(client.post('/api/category', { name: 'After the copy' }));
    expect(created.categoryId).toBe(4);
    const file = await fetch(`${onPostgres.url}${uploads[1]!.url}`, {
      headers: { cookie: admin.cookie },
    });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(BLOB);
  }, 180_000);

  it('refuses a source with migrations missing, or the same place twice', async () => {
    const from = { kind: 'sqlite' as const, file: path.join(tempDir(), 'missing.sqlite') };
    await expect(
      copyDatabase({ from, to: { kind: 'postgres', url: postgres.url } }),
    ).rejects.toThrow(/No database at/);
    await expect(
      copyDatabase({
        from: { kind: 'postgres', url: postgres.url },
        to: { kind: 'postgres', url: postgres.url },
      }),
    ).rejects.toThrow(/the same database/);
    await expect(
      copyDatabase({
        from: { kind: 'postgres', url: postgres.url },
        to: { kind: 'sqlite', file: path.join(tempDir(), 'x.sqlite') },
        mediaFrom: { kind: 's3', bucket: bucket.name },
      }),
    ).rejects.toThrow(/both --media-from and --media-to/);
  });
});
