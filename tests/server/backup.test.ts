import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/better-sqlite';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../db/migrations/names';
import { migratorOf, sqliteConfig } from '../../src/server/composition/orm';
import type { Orm } from '../../src/server/db/orm-type';
import { BackupError } from '../../src/server/modules/backup/backup-manifest';
import { createBackup } from '../../src/server/modules/backup/backup.service';
import { restoreBackup } from '../../src/server/modules/backup/restore.service';
import { withSqlite, rowCounts } from '../../src/server/modules/backup/sqlite-file';
import { startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

const knownMigrations = [...migrationNames];

let server: TestServer;
let admin: ApiClient;
const folders: string[] = [];

function tempDir(prefix = 'portfolio-backup-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

function backupOf(dataDir: string, out?: string) {
  return createBackup({
    dataDir,
    database: { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') },
    out,
    appVersion: 'test',
  });
}

function restoreInto(archive: string, dataDir: string, force = false, known = knownMigrations) {
  return restoreBackup({
    archive,
    dataDir,
    database: { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') },
    force,
    knownMigrations: known,
  });
}

/** Files under a folder, relative, sorted. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const BLOB = randomBytes(200_000);

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
  await admin.post('/api/category', { name: 'Web' });
  await admin.post('/api/tool', {
    name: 'TypeScript',
    icon: 'https://icons.example/ts.svg',
    link: 'https://www.typescriptlang.org',
  });
  await new ApiClient(server.url).post('/api/message', {
    name: 'Visitor',
    email: 'v@example.com',
    message: 'Hello',
  });
  await admin.upload('pixel.png', PNG);
  await admin.upload('blob.bin', BLOB, true);
  // The image's smaller copies are made in the background: here before the backups.
  await server.variantsDone();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the database and the media files of a running server into a fresh DATA_DIR', async () => {
    const result = await backupOf(server.dataDir, tempDir());
    expect(result.attempts).toBe(1);
    expect(result.manifest.media).toEqual({ files: 2, bytes: PNG.length + BLOB.length });
    // The development secret and other data-folder files are not content.
    const entries: string[] = [];
    await tar.t({ file: result.file, onReadEntry: (entry) => entries.push(entry.path) });
    // The pixel gets no smaller copies (backup-setups.test.ts backs up a photo's).
    expect(result.manifest.variants).toEqual([]);
    expect(entries.sort()).toEqual(
      ['database.sqlite', 'manifest.json', 'media/image/pixel.png', 'media/other/blob.bin'].sort(),
    );

    const target = tempDir();
    const restored = await restoreInto(result.file, target);
    expect(restored.replacedDir).toBeNull();
    expect(restored.pendingMigrations).toEqual([]);
    expect(readFileSync(path.join(target, 'media/image/pixel.png'))).toEqual(PNG);
    expect(readFileSync(path.join(target, 'media/other/blob.bin'))).toEqual(BLOB);
    const counts = withSqlite(path.join(target, 'portfolio.sqlite'), {}, rowCounts);
    expect(counts).toEqual(result.manifest.database.rowCounts);
    expect(counts).toMatchObject({ category: 1, tool: 1, message: 1, media: 2, admin: 1 });

    // The server starts on it as usual, and the private file is still private.
    const second = await startServer(
      loadSettings({
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: target,
        SESSION_SECRET: 'another-secret-that-is-at-least-32-characters',
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      expect((await fetch(`${second.url}/api/media/image/pixel.png`)).status).toBe(200);
      expect((await fetch(`${second.url}/api/media/other/blob.bin`)).status).toBe(404);
    } finally {
      await second.stop();
    }
  });

  it('refuses a DATA_DIR that has data unless forced, and then moves that data aside', async () => {
    const { file } = await backupOf(server.dataDir, tempDir());
    const target = tempDir();
    await restoreInto(file, target);

    const refusal = restoreInto(file, target);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/already has a database.*--force/);

    const mediaOnly = tempDir();
    await mkdir(path.join(mediaOnly, 'media', 'image'), { recursive: true });
    await writeFile(path.join(mediaOnly, 'media', 'image', 'stray.png'), PNG);
    await expect(restoreInto(file, mediaOnly)).rejects.toThrow(/already has media files/);

    const forced = await restoreInto(file, target, true);
    expect(forced.replacedDir).toMatch(/replaced-/);
    expect(filesUnder(forced.replacedDir ?? '')).toEqual(
      expect.arrayContaining(['portfolio.sqlite', 'media/image/pixel.png']),
    );
    expect(filesUnder(path.join(target, 'media'))).toEqual(['image/pixel.png', 'other/blob.bin']);
  });

  it('refuses to replace a database that a server has open', async () => {
    const { file } = await backupOf(server.dataDir, tempDir());
    await expect(restoreInto(file, server.dataDir, true)).rejects.toThrow(
      /is in use; stop the server first/,
    );
    // Nothing was moved.
    expect(existsSync(path.join(server.dataDir, 'portfolio.sqlite'))).toBe(true);
    expect(readdirSync(server.dataDir).some((name) => name.startsWith('replaced-'))).toBe(false);
  });

  it('refuses a damaged or tampered archive and leaves the target untouched', async () => {
    const { file } = await backupOf(server.dataDir, tempDir());
    const unpacked = tempDir();
    await tar.x({ file, cwd: unpacked });

    const tampered = path.join(tempDir(), 'tampered.tar.gz');
    await writeFile(path.join(unpacked, 'media/other/blob.bin'), randomBytes(BLOB.length));
    await tar.c({ file: tampered, cwd: unpacked, gzip: true }, [
      'manifest.json',
      'database.sqlite',
      'media',
    ]);
    const target = tempDir();
    await expect(restoreInto(tampered, target)).rejects.toThrow(
      /media\/other\/blob.bin does not match its checksum/,
    );
    expect(filesUnder(target).filter((name) => !name.startsWith('tmp'))).toEqual([]);

    const extra = path.join(tempDir(), 'extra.tar.gz');
    await writeFile(path.join(unpacked, 'evil.sh'), 'echo hi');
    await tar.c({ file: extra, cwd: unpacked, gzip: true }, ['manifest.json', 'evil.sh']);
    await expect(restoreInto(extra, target)).rejects.toThrow(/evil.sh is in the archive but not/);

    const truncated = path.join(tempDir(), 'truncated.tar.gz');
    await writeFile(truncated, readFileSync(file).subarray(0, 1000));
    await expect(restoreInto(truncated, target)).rejects.toThrow(/Damaged backup/);

    const notOurs = path.join(tempDir(), 'other.tar.gz');
    await tar.c({ file: notOurs, cwd: unpacked, gzip: true }, ['database.sqlite']);
    await expect(restoreInto(notOurs, target)).rejects.toThrow(/no manifest.json/);
    expect(filesUnder(target).filter((name) => !name.startsWith('tmp'))).toEqual([]);
  });

  it('refuses a backup made by a newer version of the schema', async () => {
    const { file } = await backupOf(server.dataDir, tempDir());
    await expect(restoreInto(file, tempDir(), false, knownMigrations.slice(0, 1))).rejects.toThrow(
      /newer version of the app/,
    );
  });

  it('restores a backup of an older schema, which the server then migrates', async () => {
    // A database as an older release left it: only the first migrations applied.
    const oldDir = tempDir();
    const oldFile = path.join(oldDir, 'portfolio.sqlite');
    const orm = await MikroORM.init(sqliteConfig(oldFile));
    await (await migratorOf(orm as unknown as Orm)).up({ to: knownMigrations[1] });
    await orm.close();

    const { file, manifest } = await backupOf(oldDir, tempDir());
    expect(manifest.database.migrations).toEqual(knownMigrations.slice(0, 2));
    const target = tempDir();
    const restored = await restoreInto(file, target);
    expect(restored.pendingMigrations).toEqual(knownMigrations.slice(2));

    const running = await startServer(
      loadSettings({
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: target,
        SESSION_SECRET: 'another-secret-that-is-at-least-32-characters',
        ADMIN_PASSWORD: 'restored-admin-password',
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      // The seed migration that came after the backup has run.
      const environment = await fetch(`${running.url}/api/variable/environment`);
      expect(await environment.json()).toHaveProperty('max_message_length', 1000);
    } finally {
      await running.stop();
    }
  });

  it('takes the snapshot again when a file is replaced or deleted under it', async () => {
    const first = await admin.upload('swap.bin', randomBytes(1000));
    const second = await admin.upload('goes.bin', randomBytes(1000));
    const newer = randomBytes(3000);
    const retries: string[] = [];
    try {
      const result = await createBackup({
        dataDir: server.dataDir,
        database: { kind: 'sqlite', file: path.join(server.dataDir, 'portfolio.sqlite') },
        out: tempDir(),
        appVersion: 'test',
        onRetry: (reason) => retries.push(reason),
        afterSnapshot: async (attempt) => {
          // The snapshot already has the old rows; the disk moves on.
          if (attempt === 1) {
            const form = new FormData();
            form.append('file', new Blob([newer]), 'swap.bin');
            const reply = await fetch(`${server.url}/api/media/${first.mediaId}`, {
              method: 'PUT',
              headers: { cookie: admin.cookie },
              body: form,
            });
            expect(reply.status).toBe(200);
          }
          if (attempt === 2) {
            expect((await admin.delete(`/api/media/${second.mediaId}`)).status).toBe(200);
          }
          // A media write in its journal: its row may already be ahead of the disk.
          const intent = path.join(server.dataDir, 'media', '.incoming', 'in-flight.json');
          if (attempt === 3) {
            await mkdir(path.dirname(intent), { recursive: true });
            await writeFile(intent, '{}');
          }
          if (attempt === 4) rmSync(intent);
        },
      });
      expect(retries).toEqual([
        'media/other/swap.bin changed while the backup ran',
        'media/other/goes.bin was deleted while the backup ran',
        'a media write was in progress (media/.incoming/in-flight.json)',
      ]);
      expect(result.attempts).toBe(4);

      // The archive that was written is consistent: new bytes, with the new row.
      const target = tempDir();
      await restoreInto(result.file, target);
      expect(readFileSync(path.join(target, 'media/other/swap.bin'))).toEqual(newer);
      expect(existsSync(path.join(target, 'media/other/goes.bin'))).toBe(false);
      const sizes = withSqlite(path.join(target, 'portfolio.sqlite'), {}, (db) =>
        db.prepare("select name, size from media where name in ('swap.bin', 'goes.bin')").all(),
      );
      expect(sizes).toEqual([{ name: 'swap.bin', size: newer.length }]);
    } finally {
      await admin.delete(`/api/media/${first.mediaId}`);
    }
  });

  it('fails instead of writing an archive when a media row has no file', async () => {
    const dataDir = tempDir();
    const out = tempDir();
    const running = await startServer(
      loadSettings({
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'another-secret-that-is-at-least-32-characters',
        ADMIN_PASSWORD: ADMIN,
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      const client = new ApiClient(running.url);
      await client.login('admin', ADMIN);
      const form = new FormData();
      form.append('file', new Blob([PNG]), 'gone.png');
      const reply = await fetch(`${running.url}/api/media`, {
        method: 'POST',
        headers: { cookie: client.cookie },
        body: form,
      });
      expect(reply.status).toBe(200);
    } finally {
      await running.stop();
    }
    unlinkSync(path.join(dataDir, 'media', 'image', 'gone.png'));
    const retries: string[] = [];
    const attempt = createBackup({
      dataDir,
      database: { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') },
      out,
      appVersion: 'test',
      attempts: 2,
      onRetry: (reason) => retries.push(reason),
    });
    await expect(attempt).rejects.toThrow(/No consistent backup after 2 attempts/);
    expect(retries).toEqual([
      'media/image/gone.png was not on disk when the snapshot was taken',
      'media/image/gone.png was not on disk when the snapshot was taken',
    ]);
    // No archive, no partial file, no staging folder left behind.
    expect(readdirSync(out)).toEqual([]);
    expect(
      readdirSync(path.join(dataDir, 'tmp')).filter((name) => name.startsWith('backup-')),
    ).toEqual([]);
  });
});

const ADMIN = 'backup-test-password';
