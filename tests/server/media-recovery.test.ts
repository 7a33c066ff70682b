import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  journalEntry,
  type MediaIntent,
  type PlaceIntent,
} from '../../src/server/modules/media/media-journal';
import type { MediaType } from '../../src/shared/media';
import { type RunningServer, startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { mediaInBucket, startTestBucket, type TestBucket } from './support/s3-server';
import { testDatabaseEnv } from './support/test-database';
import { ADMIN_PASSWORD, ApiClient } from './support/test-server';

/**
 * The startup sweep (decision 0021). Each case below puts the data folder in
 * the state a SIGKILL leaves at one point of a media write, the way the
 * server's own code would have left it, then starts a server on it and looks
 * at what visitors and the admin see and what is stored: on disk, or (in
 * the `server-s3` project) in the bucket, with the journal's intents on disk.
 */

interface Media {
  mediaId: number;
  name: string;
  type: MediaType;
  size: number;
  contentType: string;
  originalName: string;
  url: string;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const TEXT = Buffer.from('plain words\n');

const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-recovery-'));
let server: RunningServer;
const database = await testDatabaseEnv();
let admin: ApiClient;
let bucket: TestBucket | undefined;

function start(): Promise<RunningServer> {
  return startServer(
    loadSettings({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      ...bucket?.env,
      ...database.env,
    }),
  );
}

async function upload(name: string, bytes: Buffer, filename = name): Promise<Media> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Media;
}

async function replace(media: Media, bytes: Buffer, filename: string): Promise<Media> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${server.url}/api/media/${media.mediaId}`, {
    method: 'PUT',
    body: form,
    headers: { cookie: admin.cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Media;
}

async function served(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: admin.cookie } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

const media = (...parts: string[]) => path.join(dataDir, 'media', ...parts);

/**
 * The media files as the server stores them, by key (`type/name`): files
 * under the media folder, or objects in the bucket. Staged files are
 * `.incoming/<id>.file` on disk and `.incoming/<id>` in the bucket.
 */
const stored = {
  async put(key: string, bytes: Buffer) {
    if (bucket) return bucket.write(key, bytes);
    mkdirSync(path.dirname(media(key)), { recursive: true });
    writeFileSync(media(key), bytes);
  },
  async has(key: string) {
    return bucket ? (await bucket.read(key)) !== null : existsSync(media(key));
  },
  async remove(key: string) {
    if (bucket) return bucket.remove(key);
    rmSync(media(key));
  },
  /** Makes a file look written two days ago: the sweep leaves younger ones alone. */
  backdate(key: string) {
    const time = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    if (bucket) return bucket.backdate(key, time);
    utimesSync(media(key), time, time);
  },
  /** A staged file, by journal id. */
  async stage(id: string, bytes: Buffer) {
    if (bucket) return bucket.write(`.incoming/${id}`, bytes);
    writeFileSync(journalEntry(dataDir, id).stagedFile, bytes);
  },
  /** A stored file becomes the staged file of `id` (it had not moved into place yet). */
  async unplace(key: string, id: string) {
    if (!bucket) return renameSync(media(key), journalEntry(dataDir, id).stagedFile);
    const bytes = await bucket.read(key);
    await bucket.write(`.incoming/${id}`, bytes!);
    await bucket.remove(key);
  },
  /** Every media file, staged ones included, quarantined ones left out. */
  async files(): Promise<string[]> {
    if (!bucket) return filesUnder(media());
    return (await bucket.keys()).filter((key) => !key.startsWith('media-orphans/'));
  },
  /** What the journal holds: intents on disk, and staged objects in the bucket. */
  async journal(): Promise<string[]> {
    const onDisk = filesUnder(media('.incoming'));
    if (!bucket) return onDisk;
    const staged = (await bucket.keys()).filter((key) => key.startsWith('.incoming/'));
    return [...onDisk, ...staged];
  },
  /** Quarantined files, as `<time>/<type>/<name>`. */
  async orphans(): Promise<string[]> {
    if (!bucket) return filesUnder(path.join(dataDir, 'media-orphans'));
    return (await bucket.keys())
      .filter((key) => key.startsWith('media-orphans/'))
      .map((key) => key.slice('media-orphans/'.length));
  },
};

/** A journal entry as a media write leaves it just before its row commits. */
async function journal(id: string, intent: MediaIntent, staged?: Buffer | string) {
  const entry = journalEntry(dataDir, id);
  mkdirSync(path.dirname(entry.intentFile), { recursive: true });
  writeFileSync(entry.intentFile, JSON.stringify(intent));
  if (typeof staged === 'string') await stored.unplace(staged, id);
  else if (staged) await stored.stage(id, staged);
}

/** The intent of the write that made `row` what it is. */
function placeIntent(row: Media, replaces: MediaType | null = null): PlaceIntent {
  return {
    op: 'place',
    name: row.name,
    type: row.type,
    size: row.size,
    contentType: row.contentType,
    originalName: row.originalName,
    replaces,
  };
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

let rows: Record<string, Media>;

beforeAll(async () => {
  if (mediaInBucket) bucket = await startTestBucket();
  server = await start();
  admin = new ApiClient(server.url);
  await admin.login();

  // Rows as committed before the "crash".
  const afterCreate = await upload('committed-create.txt', TEXT);
  const kindChange = await replace(await upload('kind-change.txt', TEXT), PNG, 'new.png');
  const unchanged = await upload('uncommitted-replace.txt', TEXT);
  const deleted = await upload('committed-delete.txt', TEXT);
  await admin.delete(`/api/media/${deleted.mediaId}`);
  const kept = await upload('uncommitted-delete.txt', TEXT);
  const missing = await upload('file-missing.txt', TEXT);
  // Stored on disk under a shortened name (over 255 bytes): the sweep must know it.
  const longName = await upload(`${'l'.repeat(247)}-long.txt`, TEXT);
  rows = { afterCreate, kindChange, unchanged, kept, missing, longName };
  // A store of some size: one pass sweeps at most a tenth of its files.
  for (let index = 0; index < 14; index += 1) await upload(`filler-${index}.txt`, TEXT);

  // A normal run leaves no journal entry and no upload behind.
  expect(await stored.journal()).toEqual([]);
  expect(filesUnder(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  await server.stop();

  // Create killed before its row committed: a staged file and its intent.
  await journal(
    'uncommitted-create',
    {
      op: 'place',
      name: 'never-committed.png',
      type: 'image',
      size: PNG.length,
      contentType: 'image/png',
      originalName: 'never-committed.png',
      replaces: null,
    },
    PNG,
  );
  // Create killed after its row committed, before the file moved into place.
  await journal('committed-create', placeIntent(afterCreate), 'document/committed-create.txt');
  // Replace changing the kind, killed after the commit: the old kind's file still there.
  await journal('kind-change', placeIntent(kindChange, 'document'), 'image/kind-change.txt');
  await stored.put('document/kind-change.txt', TEXT);
  // Replace killed before its commit: the row still describes the old file.
  await journal(
    'uncommitted-replace',
    { ...placeIntent(unchanged), type: 'image', size: PNG.length, contentType: 'image/png' },
    PNG,
  );
  // Delete killed after its row went, before the file did.
  await stored.put('document/committed-delete.txt', TEXT);
  await journal('committed-delete', {
    op: 'remove',
    name: 'committed-delete.txt',
    type: 'document',
  });
  // Delete killed before its row went.
  await journal('uncommitted-delete', { op: 'remove', name: kept.name, type: 'document' });
  // A torn intent and a staged file without one: nothing can refer to them.
  writeFileSync(media('.incoming', 'torn.json.partial'), '{"op":"pla');
  await stored.stage('lonely', PNG);
  // An upload being received when the process died.
  mkdirSync(path.join(dataDir, 'tmp', 'uploads', 'upload-abc'), { recursive: true });
  writeFileSync(path.join(dataDir, 'tmp', 'uploads', 'upload-abc', 'part'), TEXT);
  // A file no row and no journal entry explains, and a row whose file went.
  await stored.put('image/stray.png', PNG);
  await stored.remove('document/file-missing.txt');
  // Copies of an image whose row went (deleted while they were being made).
  await stored.put('.variants/image/gone.png/2.webp', PNG);
  // Both from long ago: younger ones are left alone (orphan-sweep.test.ts).
  await stored.backdate('image/stray.png');
  await stored.backdate('.variants/image/gone.png/2.webp');

  server = await start();
  // Same secret: the session survives the restart, on the new port.
  const cookie = admin.cookie;
  admin = new ApiClient(server.url);
  admin.cookie = cookie;
}, 30_000);

afterAll(async () => {
  await server.stop();
  await bucket?.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('media recovery at startup', () => {
  it('undoes a create whose row never committed', async () => {
    const list = await admin.get<{ items: Media[] }>('/api/media?filter=never-committed');
    expect(list.body.items).toEqual([]);
    expect(await stored.files()).not.toContain('image/never-committed.png');
  });

  it('finishes a create whose row committed: the file is served', async () => {
    const file = await served(rows.afterCreate!.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(TEXT)).toBe(true);
  });

  it("finishes a replace that changed the kind, and removes the old kind's file", async () => {
    const file = await served(rows.kindChange!.url);
    expect(file.bytes.equals(PNG)).toBe(true);
    expect(await stored.has('document/kind-change.txt')).toBe(false);
  });

  it('undoes a replace whose row never changed: the old file stays', async () => {
    const file = await served(rows.unchanged!.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(TEXT)).toBe(true);
  });

  it('removes the file of a delete whose row went', async () => {
    expect(await stored.has('document/committed-delete.txt')).toBe(false);
    expect(await stored.orphans()).not.toContain(expect.stringContaining('committed-delete'));
  });

  it('keeps the item of a delete whose row never went', async () => {
    expect((await served(rows.kept!.url)).status).toBe(200);
  });

  it('leaves no journal entry and no upload folder behind', async () => {
    // In a bucket other servers may share, a young staged object without an
    // intent here may be another server's write in progress: it stays.
    expect(await stored.journal()).toEqual(bucket ? ['.incoming/lonely'] : []);
    expect(filesUnder(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('moves a file without a row out of the media folder, without deleting it', async () => {
    expect(await stored.has('image/stray.png')).toBe(false);
    const orphans = await stored.orphans();
    expect(orphans).toEqual([expect.stringMatching(/^[^/]+\/image\/stray\.png$/)]);
  });

  it('removes the copies of an image whose row is gone', async () => {
    expect(await stored.has('.variants/image/gone.png/2.webp')).toBe(false);
  });

  it('leaves the file of a name too long for the disk in place', async () => {
    expect((await served(rows.longName!.url)).bytes.equals(TEXT)).toBe(true);
  });

  it('keeps a row whose file is missing, and a new file brings it back', async () => {
    expect((await served(rows.missing!.url)).status).toBe(404);
    const fixed = await replace(rows.missing!, TEXT, 'again.txt');
    expect((await served(fixed.url)).bytes.equals(TEXT)).toBe(true);
  });

  it('leaves the media folder holding exactly the files of the rows', async () => {
    const list = await admin.get<{ items: Media[] }>('/api/media?limit=1000');
    const expected = list.body.items
      .filter((item) => item.name.length <= 255)
      .map((item) => `${item.type}/${item.name}`);
    const files = (await stored.files()).filter((file) => !file.startsWith('.incoming/'));
    expect(files.filter((file) => !file.includes('~'))).toEqual(expected.sort());
    expect(files.filter((file) => file.includes('~'))).toHaveLength(1);
  });
});
