import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
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
import { testDatabaseEnv } from './support/test-database';
import { ADMIN_PASSWORD, ApiClient } from './support/test-server';

/**
 * The startup sweep (decision 0021). Each case below puts the data folder in
 * the state a SIGKILL leaves at one point of a media write, the way the
 * server's own code would have left it, then starts a server on it and looks
 * at what visitors and the admin see and what is on disk.
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

function start(): Promise<RunningServer> {
  return startServer(
    loadSettings({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
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

/** A journal entry as a media write leaves it just before its row commits. */
function journal(id: string, intent: MediaIntent, staged?: Buffer | string) {
  const entry = journalEntry(dataDir, id);
  mkdirSync(path.dirname(entry.intentFile), { recursive: true });
  writeFileSync(entry.intentFile, JSON.stringify(intent));
  if (typeof staged === 'string') renameSync(staged, entry.stagedFile);
  else if (staged) writeFileSync(entry.stagedFile, staged);
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

  // A normal run leaves no journal entry and no upload behind.
  expect(filesUnder(media('.incoming'))).toEqual([]);
  expect(filesUnder(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  await server.stop();

  // Create killed before its row committed: a staged file and its intent.
  journal(
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
  journal('committed-create', placeIntent(afterCreate), media('document', 'committed-create.txt'));
  // Replace changing the kind, killed after the commit: the old kind's file still there.
  journal('kind-change', placeIntent(kindChange, 'document'), media('image', 'kind-change.txt'));
  writeFileSync(media('document', 'kind-change.txt'), TEXT);
  // Replace killed before its commit: the row still describes the old file.
  journal(
    'uncommitted-replace',
    { ...placeIntent(unchanged), type: 'image', size: PNG.length, contentType: 'image/png' },
    PNG,
  );
  // Delete killed after its row went, before the file did.
  writeFileSync(media('document', 'committed-delete.txt'), TEXT);
  journal('committed-delete', { op: 'remove', name: 'committed-delete.txt', type: 'document' });
  // Delete killed before its row went.
  journal('uncommitted-delete', { op: 'remove', name: kept.name, type: 'document' });
  // A torn intent and a staged file without one: nothing can refer to them.
  writeFileSync(media('.incoming', 'torn.json.partial'), '{"op":"pla');
  writeFileSync(media('.incoming', 'lonely.file'), PNG);
  // An upload being received when the process died.
  mkdirSync(path.join(dataDir, 'tmp', 'uploads', 'upload-abc'), { recursive: true });
  writeFileSync(path.join(dataDir, 'tmp', 'uploads', 'upload-abc', 'part'), TEXT);
  // A file no row and no journal entry explains, and a row whose file went.
  mkdirSync(media('image'), { recursive: true });
  writeFileSync(media('image', 'stray.png'), PNG);
  rmSync(media('document', 'file-missing.txt'));

  server = await start();
  // Same secret: the session survives the restart, on the new port.
  const cookie = admin.cookie;
  admin = new ApiClient(server.url);
  admin.cookie = cookie;
}, 30_000);

afterAll(async () => {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('media recovery at startup', () => {
  it('undoes a create whose row never committed', async () => {
    const list = await admin.get<{ items: Media[] }>('/api/media?filter=never-committed');
    expect(list.body.items).toEqual([]);
    expect(filesUnder(media())).not.toContain('image/never-committed.png');
  });

  it('finishes a create whose row committed: the file is served', async () => {
    const file = await served(rows.afterCreate!.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(TEXT)).toBe(true);
  });

  it("finishes a replace that changed the kind, and removes the old kind's file", async () => {
    const file = await served(rows.kindChange!.url);
    expect(file.bytes.equals(PNG)).toBe(true);
    expect(existsSync(media('document', 'kind-change.txt'))).toBe(false);
  });

  it('undoes a replace whose row never changed: the old file stays', async () => {
    const file = await served(rows.unchanged!.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(TEXT)).toBe(true);
  });

  it('removes the file of a delete whose row went', () => {
    expect(existsSync(media('document', 'committed-delete.txt'))).toBe(false);
    expect(filesUnder(path.join(dataDir, 'media-orphans'))).not.toContain(
      expect.stringContaining('committed-delete'),
    );
  });

  it('keeps the item of a delete whose row never went', async () => {
    expect((await served(rows.kept!.url)).status).toBe(200);
  });

  it('leaves no journal entry and no upload folder behind', () => {
    expect(filesUnder(media('.incoming'))).toEqual([]);
    expect(filesUnder(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('moves a file without a row out of the media folder, without deleting it', () => {
    expect(existsSync(media('image', 'stray.png'))).toBe(false);
    expect(filesUnder(path.join(dataDir, 'media-orphans'))).toEqual([
      expect.stringMatching(/^[^/]+\/image\/stray\.png$/),
    ]);
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
    expect(filesUnder(media()).filter((file) => !file.includes('~'))).toEqual(expected.sort());
    expect(filesUnder(media()).filter((file) => file.includes('~'))).toHaveLength(1);
  });
});
