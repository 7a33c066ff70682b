import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { parseVariantWidths, VARIANT_FORMATS } from '../../../shared/image-variants';
import type { DatabaseSetting, S3Settings } from '../../settings';
import { journalRoot } from '../media/media-journal';
import {
  archivePaths,
  mediaArchivePath,
  variantArchivePath,
  verifyArchive,
} from './backup-archive';
import { Inconsistent, type MediaSnapshotSource, openSnapshotSource } from './backup-media';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupFile,
  type BackupManifest,
  type BackupVariant,
  DATABASE_PATH,
  MANIFEST_PATH,
  MEDIA_PREFIX,
  sha256File,
} from './backup-manifest';
import { CopyError } from './copy-error';
import { copyDatabase } from './db-copy';
import {
  appliedMigrations,
  hasColumn,
  integrityProblems,
  openSqlite,
  rowCounts,
  withSqlite,
} from './sqlite-file';

export interface BackupOptions {
  dataDir: string;
  /** The database DATABASE_URL names: a SQLite file or a PostgreSQL database. */
  database: DatabaseSetting;
  /** The bucket the media are in (S3_BUCKET); unset: DATA_DIR/media. */
  s3?: S3Settings | undefined;
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
  /** Images whose copies were not all stored: left out, made again after a restore. */
  incompleteVariants: string[];
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

/**
 * A media write in progress: the media service journals each one in
 * `media/.incoming/` from before its row commits until its file is in place
 * (decision 0021), so while an entry is there the row may be ahead of the
 * store. Entries a crash left are replayed at the next start; one that could
 * not be is old, while a write in flight is seconds young. (With a bucket
 * shared by several servers only this server's journal is on this disk; the
 * identities taken before the snapshot guard the rest.)
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

interface MediaRow {
  mediaId: number;
  name: string;
  type: string;
  size: number;
  variants: string | null;
}

interface Snapshot {
  manifest: BackupManifest;
  /** Images whose copies were listed but not all stored: the restore has them made again. */
  incompleteVariants: string[];
}

const ALL_PAGES = 0x7fffffff;

/**
 * The database as one consistent state, written as a SQLite file: SQLite's
 * online backup API for SQLite (all pages in one step: one read transaction,
 * however busy the server is), and for PostgreSQL a logical copy of every
 * row read in one repeatable-read transaction (the copy `npm run db:copy`
 * makes and verifies), which needs no client tools of the server's version.
 */
async function snapshotDatabase(database: DatabaseSetting, file: string): Promise<void> {
  if (database.kind === 'sqlite') {
    const live = openSqlite(database.file, { fileMustExist: true, timeout: 10_000 });
    try {
      await live.backup(file, { progress: () => ALL_PAGES });
    } finally {
      live.close();
    }
    return;
  }
  let report;
  try {
    report = await copyDatabase({ from: database, to: { kind: 'sqlite', file } });
  } catch (error) {
    if (error instanceof CopyError) throw new BackupError(error.message);
    throw error;
  }
  const differing = report.tables.filter((check) => !check.same).map((check) => check.table);
  if (!report.ok) {
    throw new BackupError(
      `The copy of the database did not verify: ${differing.join(', ')} differ`,
    );
  }
}

/**
 * One attempt: the database first, then exactly the files its media rows
 * name and the copies they list. Each file must be the very one that was
 * stored before the snapshot and still be it when taken in (same inode,
 * size and mtime on disk; same ETag in a bucket), with no media write in
 * flight; anything else means the store moved on from the snapshot and the
 * attempt is thrown away.
 */
async function takeSnapshot(
  options: BackupOptions,
  source: MediaSnapshotSource,
  staging: string,
  attempt: number,
): Promise<Snapshot> {
  const { dataDir, database } = options;
  const before = await source.identities();

  const snapshotFile = path.join(staging, DATABASE_PATH);
  await snapshotDatabase(database, snapshotFile);
  await options.afterSnapshot?.(attempt);

  const { rows, counts, migrations, problems } = withSqlite(snapshotFile, {}, (db) => ({
    rows: db
      .prepare(
        // Images' copies came with a later migration: an older schema lists none.
        `select media_id as mediaId, name, type, size, ${
          hasColumn(db, 'media', 'variants') ? 'variants' : 'null as variants'
        } from media order by media_id`,
      )
      .all() as MediaRow[],
    counts: rowCounts(db),
    migrations: appliedMigrations(db),
    problems: integrityProblems(db),
  }));
  if (problems.length > 0) {
    throw new BackupError(`The database snapshot fails its integrity check: ${problems[0]}`);
  }

  const files: BackupFile[] = [];
  const variants: BackupVariant[] = [];
  const incompleteVariants: string[] = [];
  const take = async (archivePath: string) => {
    const key = archivePath.slice(MEDIA_PREFIX.length);
    const was = before.get(key);
    if (!was) {
      throw new Inconsistent(`${archivePath} was not ${source.where} when the snapshot was taken`);
    }
    const staged = path.join(staging, ...archivePath.split('/'));
    await source.take(key, was, staged);
    return (await stat(staged)).size;
  };
  for (const row of rows) {
    const archivePath = mediaArchivePath(row.type, row.name);
    if (!archivePath) {
      throw new BackupError(
        `Media row ${row.mediaId} names no valid file (${row.type}/${row.name})`,
      );
    }
    const size = await take(archivePath);
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

    // The copies are made from the file: a set that is not whole (lost
    // with a store, never copied) is left out, and the restore has the
    // server make it again rather than list copies that answer 404.
    const copies = parseVariantWidths(row.variants).flatMap((width) =>
      VARIANT_FORMATS.map((format) => ({
        width,
        format,
        path: variantArchivePath(row.type, row.name, width, format) ?? '',
      })),
    );
    if (copies.length === 0) continue;
    if (!copies.every((copy) => before.has(copy.path.slice(MEDIA_PREFIX.length)))) {
      incompleteVariants.push(`${row.type}/${row.name}`);
      continue;
    }
    for (const copy of copies) {
      variants.push({
        path: copy.path,
        size: await take(copy.path),
        sha256: '',
        mediaId: row.mediaId,
        width: copy.width,
        format: copy.format,
      });
    }
  }
  const inFlight = await mediaWriteInFlight(dataDir);
  if (inFlight) throw new Inconsistent(`a media write was in progress (${inFlight})`);

  for (const file of [...files, ...variants]) {
    file.sha256 = await sha256File(path.join(staging, ...file.path.split('/')));
  }
  const databaseStats = await stat(snapshotFile);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: (options.now?.() ?? new Date()).toISOString(),
    appVersion: options.appVersion,
    database: {
      path: DATABASE_PATH,
      size: databaseStats.size,
      sha256: await sha256File(snapshotFile),
      migrations,
      rowCounts: counts,
    },
    media: { files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) },
    files,
    variants,
    setup: { database: database.kind, media: source.kind },
  };
  await writeFile(path.join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, incompleteVariants };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one archive (manifest, SQLite snapshot, media files) while the
 * server keeps running. The archive appears under its name only once it is
 * complete and has been read back against its manifest.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir, database } = options;
  if (database.kind === 'sqlite' && !existsSync(database.file)) {
    throw new BackupError(`No database at ${database.file}: there is nothing to back up`);
  }
  const attempts = options.attempts ?? 5;
  const date = options.now?.() ?? new Date();
  const target = await archiveTarget(options, date);
  const tempRoot = path.join(dataDir, 'tmp');
  await mkdir(tempRoot, { recursive: true });

  const source = await openSnapshotSource(dataDir, options.s3);
  try {
    return await takeAttempts(options, source, target, tempRoot, attempts);
  } finally {
    source.close();
  }
}

async function takeAttempts(
  options: BackupOptions,
  source: MediaSnapshotSource,
  target: string,
  tempRoot: string,
  attempts: number,
): Promise<BackupResult> {
  let lastReason = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    // Under DATA_DIR, so media files on disk can be hard-linked rather than copied.
    const staging = await mkdtemp(path.join(tempRoot, 'backup-'));
    const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
    try {
      const { manifest, incompleteVariants } = await takeSnapshot(
        options,
        source,
        staging,
        attempt,
      );
      await tar.create(
        { file: partial, cwd: staging, gzip: true, portable: true },
        archivePaths(manifest),
      );
      await verifyArchive(partial);
      await rename(partial, target);
      return {
        file: target,
        manifest,
        archiveBytes: (await stat(target)).size,
        attempts: attempt,
        incompleteVariants,
      };
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
