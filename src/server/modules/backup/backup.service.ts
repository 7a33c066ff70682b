import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { mediaRoot } from '../media/media-files';
import { journalRoot } from '../media/media-journal';
import { archivePaths, mediaArchivePath, verifyArchive } from './backup-archive';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupFile,
  type BackupManifest,
  DATABASE_PATH,
  MANIFEST_PATH,
  sha256File,
} from './backup-manifest';
import {
  appliedMigrations,
  integrityProblems,
  openSqlite,
  rowCounts,
  withSqlite,
} from './sqlite-file';

export interface BackupOptions {
  dataDir: string;
  databaseFile: string;
  /** The archive to write; a folder (existing, or ending in `/`) gets the default name. */
  out?: string | undefined;
  appVersion: string;
  /** Snapshots tried before giving up when media files keep changing under one. */
  attempts?: number;
  /** Told why a snapshot is taken again. */
  onRetry?: (reason: string, attempt: number) => void;
  /** Runs between the database snapshot and the taking of the files (tests change files here). */
  afterSnapshot?: (attempt: number) => Promise<void> | void;
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  archiveBytes: number;
  attempts: number;
}

/** Default home of the archives; DATA_DIR is git-ignored and already the place to keep safe. */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** A name that is not taken yet: a second backup in the same second gets `-2`. */
function freeArchiveName(folder: string, date: Date): string {
  const base = `portfolio-${stamp(date)}`;
  for (let n = 1; ; n += 1) {
    const file = path.join(folder, `${base}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!existsSync(file)) return file;
  }
}

async function isFolder(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

async function archiveTarget(options: BackupOptions, date: Date): Promise<string> {
  const { out } = options;
  if (!out) {
    const folder = backupsFolder(options.dataDir);
    await mkdir(folder, { recursive: true });
    return freeArchiveName(folder, date);
  }
  if (out.endsWith('/') || out.endsWith(path.sep) || (await isFolder(out))) {
    await mkdir(out, { recursive: true });
    return freeArchiveName(path.resolve(out), date);
  }
  const file = path.resolve(out);
  if (existsSync(file)) throw new BackupError(`Not overwriting ${file}: the file already exists`);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

/** What identifies a file's bytes: the server replaces files by rename, never in place. */
interface Identity {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

const sameIdentity = (a: Identity, b: Identity) =>
  a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** Every file under DATA_DIR/media as `media/<type>/<file>`, with its identity. */
async function mediaFiles(dataDir: string): Promise<Map<string, Identity>> {
  const files = new Map<string, Identity>();
  const root = mediaRoot(dataDir);
  const kinds = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const kind of kinds) {
    // `.incoming` is the media journal, not a kind.
    if (!kind.isDirectory() || kind.name.startsWith('.')) continue;
    for (const name of await readdir(path.join(root, kind.name)).catch(() => [])) {
      const stats = await stat(path.join(root, kind.name, name)).catch(() => null);
      if (stats?.isFile()) files.set(`media/${kind.name}/${name}`, stats);
    }
  }
  return files;
}

/**
 * A media write in progress: the media service journals each one in
 * `media/.incoming/` from before its row commits until its file is in place
 * (decision 0021), so while an entry is there the row may be ahead of the
 * disk. Entries a crash left are replayed at the next start; one that could
 * not be is old, while a write in flight is seconds young.
 */
const IN_FLIGHT_MS = 60_000;
async function mediaWriteInFlight(dataDir: string): Promise<string | null> {
  const journal = journalRoot(dataDir);
  for (const name of await readdir(journal).catch(() => [])) {
    const stats = await stat(path.join(journal, name)).catch(() => null);
    if (stats && Date.now() - stats.ctimeMs < IN_FLIGHT_MS) {
      return path.relative(dataDir, path.join(journal, name)).split(path.sep).join('/');
    }
  }
  return null;
}

/** A hard link freezes the bytes at no cost; a copy where links are not possible. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') {
      throw error;
    }
    await copyFile(from, to);
  }
}

interface MediaRow {
  mediaId: number;
  name: string;
  type: string;
  size: number;
}

interface Snapshot {
  manifest: BackupManifest;
}

/** A reason to take the snapshot again: the files moved under it. */
class Inconsistent extends Error {}

const ALL_PAGES = 0x7fffffff;

/**
 * One attempt: the database first, then exactly the files its media rows
 * name. Each file must be the very one that was there before the snapshot
 * and still there after it was taken in (same inode, size and mtime), with
 * no media write in flight; anything else means the disk moved on from the
 * snapshot and the attempt is thrown away.
 */
async function takeSnapshot(
  options: BackupOptions,
  staging: string,
  attempt: number,
): Promise<Snapshot> {
  const { dataDir, databaseFile } = options;
  const before = await mediaFiles(dataDir);

  const snapshotFile = path.join(staging, DATABASE_PATH);
  const live = openSqlite(databaseFile, {
    fileMustExist: true,
    timeout: 10_000,
  });
  try {
    // All pages in one step: one read transaction, so one consistent state,
    // however busy the server is (smaller steps restart on every write).
    await live.backup(snapshotFile, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  await options.afterSnapshot?.(attempt);

  const { rows, counts, migrations, problems } = withSqlite(snapshotFile, {}, (db) => ({
    rows: db
      .prepare('select media_id as mediaId, name, type, size from media order by media_id')
      .all() as MediaRow[],
    counts: rowCounts(db),
    migrations: appliedMigrations(db),
    problems: integrityProblems(db),
  }));
  if (problems.length > 0) {
    throw new BackupError(`The database snapshot fails its integrity check: ${problems[0]}`);
  }

  const files: BackupFile[] = [];
  for (const row of rows) {
    const archivePath = mediaArchivePath(row.type, row.name);
    if (!archivePath) {
      throw new BackupError(
        `Media row ${row.mediaId} names no valid file (${row.type}/${row.name})`,
      );
    }
    const source = path.join(dataDir, ...archivePath.split('/'));
    const staged = path.join(staging, ...archivePath.split('/'));
    const was = before.get(archivePath);
    if (!was) throw new Inconsistent(`${archivePath} was not on disk when the snapshot was taken`);
    try {
      await linkOrCopy(source, staged);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Inconsistent(`${archivePath} was deleted while the backup ran`);
      }
      throw error;
    }
    const now = await stat(source).catch(() => null);
    if (!now || !sameIdentity(was, now)) {
      throw new Inconsistent(`${archivePath} changed while the backup ran`);
    }
    const { size } = await stat(staged);
    if (size !== row.size) {
      throw new Inconsistent(`${archivePath} has ${size} bytes, its row says ${row.size}`);
    }
    files.push({
      path: archivePath,
      size,
      sha256: '',
      mediaId: row.mediaId,
      name: row.name,
      type: row.type,
    });
  }
  const inFlight = await mediaWriteInFlight(dataDir);
  if (inFlight) throw new Inconsistent(`a media write was in progress (${inFlight})`);

  for (const file of files) {
    file.sha256 = await sha256File(path.join(staging, ...file.path.split('/')));
  }
  const database = await stat(snapshotFile);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: (options.now?.() ?? new Date()).toISOString(),
    appVersion: options.appVersion,
    database: {
      path: DATABASE_PATH,
      size: database.size,
      sha256: await sha256File(snapshotFile),
      migrations,
      rowCounts: counts,
    },
    media: { files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) },
    files,
  };
  await writeFile(path.join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one archive (manifest, SQLite snapshot, media files) while the
 * server keeps running. The archive appears under its name only once it is
 * complete and has been read back against its manifest.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir, databaseFile } = options;
  if (!existsSync(databaseFile)) {
    throw new BackupError(`No database at ${databaseFile}: there is nothing to back up`);
  }
  const attempts = options.attempts ?? 5;
  const date = options.now?.() ?? new Date();
  const target = await archiveTarget(options, date);
  const tempRoot = path.join(dataDir, 'tmp');
  await mkdir(tempRoot, { recursive: true });

  let lastReason = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    // Under DATA_DIR, so media files can be hard-linked rather than copied.
    const staging = await mkdtemp(path.join(tempRoot, 'backup-'));
    const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
    try {
      const { manifest } = await takeSnapshot(options, staging, attempt);
      await tar.create(
        { file: partial, cwd: staging, gzip: true, portable: true },
        archivePaths(manifest),
      );
      await verifyArchive(partial);
      await rename(partial, target);
      return { file: target, manifest, archiveBytes: (await stat(target)).size, attempts: attempt };
    } catch (error) {
      if (!(error instanceof Inconsistent)) throw error;
      lastReason = error.message;
      options.onRetry?.(lastReason, attempt);
    } finally {
      await rm(partial, { force: true });
      await rm(staging, { recursive: true, force: true });
    }
    await sleep(100 * attempt);
  }
  throw new BackupError(
    `No consistent backup after ${attempts} attempts: ${lastReason}. ` +
      'If a media file is missing for good, re-upload or delete that media item, then back up again.',
  );
}
