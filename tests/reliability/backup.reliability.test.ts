import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AppProcess,
  E2E_ADMIN_PASSWORD,
  E2E_SESSION_SECRET,
  startAppProcess,
} from '../e2e/support/app-process';
import { contentModules } from '../../src/server/modules/content-registry';
import { createFixtureRows, type FixtureClient, fixtureNames } from '../server/support/crud-cases';
import { runSeed, seededRandom } from './support/durability-client';
import { reportFigures } from './support/figures';

/**
 * Backup and restore: content of every kind and media on
 * a running server; `npm run backup` while one client keeps sending messages
 * and another keeps uploading, replacing and deleting media; `npm run
 * restore` into a fresh DATA_DIR; a second server on it must show every row
 * that existed before the backup began, byte-equal files, and a snapshot
 * that is consistent in itself (no message holes, every file its row's).
 */

const SEED = runSeed();
const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function seededBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size + 4);
  for (let i = 0; i < size; i += 4) bytes.writeUInt32LE(Math.floor(random() * 2 ** 32), i);
  return bytes.subarray(0, size);
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const ENV = { MESSAGE_RATE_LIMIT: '1000000' };
const scriptEnv = (dataDir: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SESSION_SECRET: E2E_SESSION_SECRET,
  LOG_LEVEL: 'warn',
});

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `npm run <script>` as an operator runs it, in its own process. */
function npmRun(script: string, args: string[], dataDir: string): Promise<ScriptRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: scriptEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) }),
    );
  });
}

/** An admin (or visitor) on one server: fetch with the session cookie. */
class Client {
  cookie = '';
  constructor(readonly url: string) {}

  async signIn() {
    const reply = await fetch(`${this.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
    });
    if (!reply.ok) throw new Error(`sign-in: ${reply.status}`);
    this.cookie = (reply.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return this;
  }

  async send<T>(method: string, url: string, body?: unknown): Promise<T> {
    const reply = await fetch(`${this.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${url}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  }

  get = <T>(url: string) => this.send<T>('GET', url);
  post = <T = { [key: string]: unknown }>(url: string, body?: unknown) =>
    this.send<T>('POST', url, body);

  async upload(
    method: 'POST' | 'PUT',
    url: string,
    file: { name: string; bytes: Buffer },
    fields: Record<string, string> = {},
  ): Promise<Media> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const reply = await fetch(`${this.url}${url}`, {
      method,
      headers: { cookie: this.cookie },
      body: form,
    });
    if (!reply.ok) throw new Error(`${method} ${url}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as Media;
  }

  async download(url: string): Promise<Buffer | null> {
    const reply = await fetch(`${this.url}${url}`, { headers: { cookie: this.cookie } });
    return reply.ok ? Buffer.from(await reply.arrayBuffer()) : null;
  }
}

interface Media {
  mediaId: number;
  name: string;
  size: number;
  url: string;
}
type Row = Record<string, unknown>;

/**
 * Every list of the API, with the field that identifies a row: each module
 * of the content registry (`<name>Id`, the id every entity answers with),
 * then the admins, the media and the variables.
 */
const LISTS: readonly (readonly [string, string])[] = [
  ...contentModules.map((module) => [module.name, `${module.name}Id`] as const),
  ['admin', 'adminId'],
  ['media', 'mediaId'],
  ['variable', 'key'],
];
type Entity = string;
type Lists = Record<Entity, Map<string, Row>> & {
  message: Map<string, Row>;
  media: Map<string, Row>;
};

/** All pages of a list, in id order (the default page size, so paging is exercised). */
async function allRows(client: Client, entity: Entity, idField: string): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>();
  for (let page = 1; ; page += 1) {
    const reply = await client.get<{ items: Row[]; metadata: { totalPages: number } }>(
      `/api/${entity}?page=${page}&limit=25&sort=${idField}:asc`,
    );
    for (const item of reply.items) rows.set(String(item[idField]), item);
    if (page >= reply.metadata.totalPages) return rows;
  }
}

/** One list of `everyList`'s answer. */
function rowsOf(lists: Lists, entity: Entity): Map<string, Row> {
  const rows = lists[entity];
  if (!rows) throw new Error(`no list ${entity}`);
  return rows;
}

async function everyList(client: Client): Promise<Lists> {
  const entries = await Promise.all(
    LISTS.map(
      async ([entity, idField]) => [entity, await allRows(client, entity, idField)] as const,
    ),
  );
  return Object.fromEntries(entries) as Lists;
}

/** The counters, over a fixed week: the default range would move on at midnight UTC. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `from=${day(-6)}&to=${day(1)}`;
const ANALYTICS = ['visits', 'cv-downloads', 'project-views'].map(
  (name) => `/api/analytics/${name}?${RANGE}`,
);

/** Content of every kind, hidden, private and unicode included, plus media of several kinds. */
async function createContent(admin: Client, visitor: Client) {
  const files = new Map<string, Buffer>();
  const upload = async (name: string, bytes: Buffer, isPrivate = false) => {
    const media = await admin.upload(
      'POST',
      '/api/media',
      { name, bytes },
      {
        private: String(isPrivate),
      },
    );
    files.set(media.name, bytes);
    return media;
  };
  // A PNG that decodes (2×2 pixels): the server refuses an image it cannot read.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d24' +
      '0000000970485973000003e8000003e801b57b526b00000011494441540899633811' +
      'a0f11f8419600c004ff408fd6a10f07c0000000049454e44ae426082',
    'hex',
  );
  const cover = await upload('cover.png', png);
  await upload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'));
  await upload('cv.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), seededBytes(30_000)]));
  await upload('private-notes.txt', Buffer.from('only for admins\n'), true);
  await upload('big.bin', seededBytes(between(1_500_000, 2_500_000)));
  for (let i = 0; i < 4; i += 1) await upload(`asset-${i}.bin`, seededBytes(between(1, 60_000)));

  const tools: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const tool = await admin.post<{ toolId: number }>('/api/tool', {
      name: pick(['TypeScript', 'SQLite', 'Go', 'Rust', 'Docker', 'Zig']) + ` ${i}`,
      icon: cover.url,
      link: `https://tools.example/${i}`,
    });
    tools.push(tool.toolId);
  }
  const someTools = () => tools.filter(() => random() < 0.4);
  const categories: number[] = [];
  for (const name of ['Web', 'Données', 'Tools 🛠']) {
    categories.push(
      (await admin.post<{ categoryId: number }>('/api/category', { name })).categoryId,
    );
  }
  const projects: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const project = await admin.post<{ projectId: number }>('/api/project', {
      categoryId: pick(categories),
      name: `Project ${i} – ${pick(['Atlas', 'Nebula', 'Ωmega', 'Kite'])}`,
      publishedAt: `20${between(15, 25)}-0${between(1, 9)}-1${between(0, 9)}`,
      cover: cover.url,
      description: `Description ${i}`,
      content: `# Project ${i}\n\n${'Some *markdown* text. '.repeat(between(1, 40))}`,
      pinned: random() < 0.2,
      hidden: random() < 0.2,
      tools: someTools(),
    });
    projects.push(project.projectId);
  }
  for (let i = 0; i < 4; i += 1) {
    await admin.post('/api/expertise', {
      icon: cover.url,
      name: `Expertise ${i}`,
      description: `What I do, part ${i}`,
    });
  }
  for (let i = 0; i < 5; i += 1) {
    const start = 2010 + i * 2;
    await admin.post('/api/experience', {
      company: `Company ${i}`,
      title: pick(['Engineer', 'Lead', 'Intern']),
      location: pick(['Berlin', 'Zürich', 'Remote']),
      cover: cover.url,
      startAt: `${start}-01-01`,
      endAt: i === 4 ? null : `${start + 1}-12-31`,
      type: pick(['full_time', 'part_time', 'internship', 'freelance']),
      description: `Did things at company ${i}.`,
      hidden: i === 2,
      tools: someTools(),
    });
  }
  for (let i = 0; i < 3; i += 1) {
    await admin.post('/api/education', {
      school: `School ${i}`,
      location: 'Somewhere',
      title: pick(['M.Sc. Computer Science', 'B.Sc. Physics', 'Exchange semester']),
      startAt: `200${i}-10-01`,
      endAt: `200${i + 2}-09-30`,
      gpa: between(10, 40) / 10,
      hidden: i === 1,
    });
  }
  for (let i = 0; i < 3; i += 1) {
    await admin.post('/api/certification', {
      name: `Certificate ${i}`,
      issuer: 'Issuer',
      issuedAt: `202${i}-05-10`,
      expiresAt: i === 0 ? null : `202${i + 3}-05-10`,
      certificationNumber: i === 1 ? null : `C-${i}`,
      link: `https://certs.example/${i}`,
    });
  }
  for (let set = 0; set < 3; set += 1) {
    const { skillsetId } = await admin.post<{ skillsetId: number }>('/api/skillset', {
      name: `Skillset ${set}`,
    });
    for (let skill = 0; skill < 4; skill += 1) {
      await admin.post('/api/skill', { skillsetId, name: `Skill ${set}.${skill}` });
    }
  }
  for (const [key, value] of [
    ['name', 'Ada Lovelace'],
    ['email', 'ada@example.com'],
    ['github', 'https://github.com/ada'],
    ['cv_media', 'cv.pdf'],
  ]) {
    const reply = await fetch(`${admin.url}/api/variable/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ value }),
    });
    if (reply.status === 404) await admin.post('/api/variable', { key, value });
  }
  await admin.post('/api/variable', { key: 'api_token', value: 'secret', private: true });
  await admin.post('/api/admin', { username: 'editor', password: 'editor-password-1' });
  const inactive = await admin.post<{ adminId: number }>('/api/admin', {
    username: 'retired',
    password: 'retired-password-1',
  });
  await admin.send('PUT', `/api/admin/${inactive.adminId}`, { username: 'retired', active: false });
  for (let i = 0; i < 40; i += 1) {
    await visitor.post('/api/message', {
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      message: `Hello ${i} ✉ <b>not html</b>`,
    });
  }
  // Every other registered entity (none of the above) gets a few rows from its test fixture.
  const fixtureAdmin: FixtureClient = {
    post: async (url, body) => ({ status: 200, body: await admin.post(url, body) }),
  };
  for (const name of fixtureNames) {
    const { metadata } = await admin.get<{ metadata: { totalItems: number } }>(`/api/${name}`);
    if (metadata.totalItems > 0) continue;
    await createFixtureRows(fixtureAdmin, name, ['Row one', 'Row two ✓', 'Row three – Ωmega']);
  }
  // Analytics rows: a visit, a CV download, project views.
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
  await fetch(`${visitor.url}/`, { headers: browser });
  await fetch(`${visitor.url}/cv`, { headers: browser });
  for (const id of projects.slice(0, 5)) {
    await fetch(`${visitor.url}/api/project/${id}`, { headers: browser });
  }
  return files;
}

const servers: AppProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every row and file that existed before a backup taken under writes', async () => {
    console.log(`backup suite seed: ${SEED} (replay with RELIABILITY_SEED=${SEED})`);
    const first = await startAppProcess({ env: ENV });
    servers.push(first);
    const admin = await new Client(first.url).signIn();
    const visitor = new Client(first.url);
    const originals = await createContent(admin, visitor);
    const before = await everyList(admin);
    // Content of every kind: no list is empty, so each one's restore is put to the test.
    expect(LISTS.filter(([entity]) => rowsOf(before, entity).size === 0)).toEqual([]);
    const analyticsBefore = await Promise.all(ANALYTICS.map((url) => admin.get(url)));

    // Writers: one visitor sends messages, one admin churns media (new
    // uploads, replacements under the same name, deletions).
    let writing = true;
    // A writer that fails stops at once; its error is raised once the backup is done.
    const writerErrors: unknown[] = [];
    const keep = (work: Promise<void>) => work.catch((error: unknown) => writerErrors.push(error));
    const sent: { messageId: number; ackedAt: number; startedAt: number }[] = [];
    const messageWriter = keep(
      (async () => {
        for (let i = 0; writing; i += 1) {
          const startedAt = performance.now();
          const message = await visitor.post<{ messageId: number }>('/api/message', {
            name: `Writer ${i}`,
            email: `writer${i}@example.com`,
            message: `Sent during the backup, number ${i}`,
          });
          sent.push({ messageId: message.messageId, startedAt, ackedAt: performance.now() });
        }
      })(),
    );
    /** Every version ever uploaded under a churn name. */
    const versions = new Map<string, Set<string>>();
    const churned: Media[] = [];
    let churnOps = 0;
    const mediaWriter = keep(
      (async () => {
        for (let i = 0; writing; i += 1) {
          const bytes = seededBytes(between(1_000, 40_000));
          const roll = random();
          if (churned.length < 3 || roll < 0.4) {
            const media = await admin.upload('POST', '/api/media', {
              name: `churn-${i}.bin`,
              bytes,
            });
            versions.set(media.name, new Set([sha256(bytes)]));
            churned.push(media);
          } else if (roll < 0.8) {
            const media = pick(churned);
            versions.get(media.name)?.add(sha256(bytes));
            await admin.upload('PUT', `/api/media/${media.mediaId}`, { name: 'again.bin', bytes });
          } else {
            const [media] = churned.splice(Math.floor(random() * churned.length), 1);
            if (media) await admin.send('DELETE', `/api/media/${media.mediaId}`);
          }
          churnOps += 1;
          await new Promise((resolve) => setTimeout(resolve, between(100, 300)));
        }
      })(),
    );

    await new Promise((resolve) => setTimeout(resolve, 500));
    const backupDir = mkdtempSync(path.join(tmpdir(), 'portfolio-backups-'));
    folders.push(backupDir);
    const archive = path.join(backupDir, 'portfolio.tar.gz');
    const backupStarted = performance.now();
    const backup = await npmRun('backup', ['--out', archive], first.dataDir);
    const backupEnded = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    writing = false;
    await Promise.all([messageWriter, mediaWriter]);
    expect(writerErrors).toEqual([]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${archive}`);
    const retries = backup.stderr.split('\n').filter((line) => line.includes('was not consistent'));
    if (retries.length > 0) console.log(`backup retried:\n${retries.join('\n')}`);
    const backupWorkMs = Number(/; (\d+) ms$/m.exec(backup.stdout)?.[1] ?? NaN);

    // A restore never lands on data in use: refused without --force, and with it while the server runs.
    const [refused, inUse] = await Promise.all([
      npmRun('restore', [archive], first.dataDir),
      npmRun('restore', [archive, '--force'], first.dataDir),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^Not restoring: .* already has a database .*--force/m);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr.trim()).toMatch(/^Not restoring: the database .* is in use/m);

    const restoreDir = mkdtempSync(path.join(tmpdir(), 'portfolio-restored-'));
    folders.push(restoreDir);
    const restore = await npmRun('restore', [archive], restoreDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('checksums verified');
    const restoreWorkMs = Number(/; (\d+) ms$/m.exec(restore.stdout)?.[1] ?? NaN);

    const second = await startAppProcess({ dataDir: restoreDir, env: ENV });
    servers.push(second);
    const restoredAdmin = await new Client(second.url).signIn();
    const after = await everyList(admin);
    const restored = await everyList(restoredAdmin);

    // 1. Every row that existed before the backup began is there, unchanged.
    const missing: string[] = [];
    for (const [entity] of LISTS) {
      for (const [id, row] of rowsOf(before, entity)) {
        const copy = rowsOf(restored, entity).get(id);
        if (JSON.stringify(copy) !== JSON.stringify(row)) missing.push(`${entity} ${id}`);
      }
    }
    // 2. Rows the writers did not touch are exactly the first server's.
    for (const [entity] of LISTS) {
      if (entity === 'message' || entity === 'media') continue;
      expect([...rowsOf(restored, entity).values()], entity).toEqual([
        ...rowsOf(after, entity).values(),
      ]);
    }
    // 3. Messages form one snapshot: every one acknowledged before the backup
    //    began, none sent after it ended, and no hole in between.
    const restoredIds = [...restored.message.keys()].map(Number);
    const lastRestored = Math.max(...restoredIds);
    const expectedIds = [...after.message.keys()].map(Number).filter((id) => id <= lastRestored);
    expect(restoredIds).toEqual(expectedIds);
    for (const id of restoredIds) {
      expect(restored.message.get(String(id))).toEqual(after.message.get(String(id)));
    }
    const ackedBefore = sent.filter((message) => message.ackedAt < backupStarted);
    const sentAfter = sent.filter((message) => message.startedAt > backupEnded);
    for (const message of ackedBefore) {
      if (!restored.message.has(String(message.messageId)))
        missing.push(`message ${message.messageId}`);
    }
    expect(sentAfter.filter((message) => restored.message.has(String(message.messageId)))).toEqual(
      [],
    );
    const duringBackup = restoredIds.filter((id) => !before.message.has(String(id))).length;

    // 4. Files: the original uploads byte-equal on both servers; every file
    //    of the restored site is one its row could name (a churn file is one
    //    of the versions uploaded under its name, with its row's size).
    let filesCompared = 0;
    let bytesCompared = 0;
    for (const [, row] of restored.media) {
      const media = row as unknown as Media;
      const bytes = await restoredAdmin.download(media.url);
      if (!bytes || bytes.length !== media.size) {
        missing.push(`file ${media.name}`);
        continue;
      }
      const original = originals.get(media.name);
      if (original) {
        const live = await admin.download(media.url);
        if (!bytes.equals(original) || !live?.equals(bytes)) missing.push(`file ${media.name}`);
      } else if (!versions.get(media.name)?.has(sha256(bytes))) {
        missing.push(`file ${media.name} (bytes of no uploaded version)`);
      }
      filesCompared += 1;
      bytesCompared += bytes.length;
    }
    for (const name of originals.keys()) {
      if (![...restored.media.values()].some((row) => row.name === name))
        missing.push(`file ${name}`);
    }
    // 5. Analytics counters came along too.
    const analyticsRestored = await Promise.all(ANALYTICS.map((url) => restoredAdmin.get(url)));
    expect(analyticsRestored).toEqual(analyticsBefore);

    const manifest = await readManifest(archive);
    const counts = manifest.database.rowCounts;
    const perEntity = Object.fromEntries(
      LISTS.flatMap(([entity]) => [
        [`rows backed up: ${entity}`, counts[entity] ?? 0],
        [`rows restored: ${entity}`, rowsOf(restored, entity).size],
      ]),
    );
    reportFigures('backup', {
      seed: SEED,
      ...perEntity,
      'media files in archive': manifest.media.files,
      'media bytes in archive': manifest.media.bytes,
      'files compared byte for byte': filesCompared,
      'bytes compared': bytesCompared,
      'archive size (bytes)': statSync(archive).size,
      'messages acknowledged while writing': sent.length,
      'of those in the backup': duringBackup,
      'media writes while writing': churnOps,
      'backup snapshots taken': retries.length + 1,
      'backup duration (ms, npm run backup)': backup.ms,
      'of which the backup itself (ms)': backupWorkMs,
      'restore duration (ms, npm run restore)': restore.ms,
      'of which the restore itself (ms)': restoreWorkMs,
      missing: missing.length,
    });
    expect(missing).toEqual([]);
    for (const [entity] of LISTS)
      expect(rowsOf(restored, entity).size, entity).toBe(counts[entity]);
  });
});

interface Manifest {
  database: { rowCounts: Record<string, number> };
  media: { files: number; bytes: number };
}

async function readManifest(file: string): Promise<Manifest> {
  let text = '';
  await tar.t({
    file,
    filter: (entryPath) => entryPath === 'manifest.json',
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString())),
  });
  return JSON.parse(text) as Manifest;
}
