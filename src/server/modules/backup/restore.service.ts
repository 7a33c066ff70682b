import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { mediaRoot, moveFile } from '../media/media-files';
import { archivePaths, mediaArchivePath, verifyArchive } from './backup-archive';
import { BackupError, type BackupManifest, DATABASE_PATH, sha256File } from './backup-manifest';
import { integrityProblems, openSqlite, rowCounts, withSqlite } from './sqlite-file';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  databaseFile: string;
  /** Replace a target that already has data (it is moved aside, not deleted). */
  force?: boolean;
  /** Migrations this version of the app knows, oldest first. */
  knownMigrations: string[];
  now?: () => Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the replaced data went (with --force), or null. */
  replacedDir: string | null;
  /** Migrations the server applies when it next starts on the restored database. */
  pendingMigrations: string[];
}

const databaseCompanions = (file: string) => [file, `${file}-wal`, `${file}-shm`];

async function hasFiles(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile()) return true;
    if (entry.isDirectory() && (await hasFiles(path.join(folder, entry.name)))) return true;
  }
  return false;
}

/**
 * Whether another process has the database open: a running server keeps its
 * connection (and the WAL's shared lock) for its whole life, so an exclusive
 * lock is refused at once while it runs.
 */
function databaseInUse(file: string): boolean {
  let db;
  try {
    db = openSqlite(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = exclusive');
    db.exec('begin exclusive');
    db.exec('commit');
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
    throw error;
  } finally {
    db?.close();
  }
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * The restored database must be whole and say what the manifest says: every
 * table's row count, and one file per media row, no more, no less.
 */
function checkRestoredDatabase(file: string, manifest: BackupManifest): void {
  withSqlite(file, {}, (db) => {
    const problems = integrityProblems(db);
    if (problems.length > 0) {
      throw new BackupError(
        `Damaged backup: the database fails its integrity check (${problems[0]})`,
      );
    }
    const counts = rowCounts(db);
    for (const [table, count] of Object.entries(manifest.database.rowCounts)) {
      if (counts[table] !== count) {
        throw new BackupError(
          `Damaged backup: table ${table} has ${counts[table] ?? 0} rows, the manifest says ${count}`,
        );
      }
    }
    const rows = db.prepare('select media_id as mediaId, name, type from media').all() as {
      mediaId: number;
      name: string;
      type: string;
    }[];
    const listed = new Set(manifest.files.map((media) => media.path));
    for (const row of rows) {
      const archivePath = mediaArchivePath(row.type, row.name);
      if (!archivePath || !listed.has(archivePath)) {
        throw new BackupError(`Damaged backup: media ${row.mediaId} (${row.name}) has no file`);
      }
      listed.delete(archivePath);
    }
    if (listed.size > 0) {
      throw new BackupError(`Damaged backup: ${[...listed][0]} belongs to no media row`);
    }
  });
}

/**
 * Brings a backup back into DATA_DIR. Nothing in the target is touched until
 * the archive has been read whole against its manifest and unpacked beside
 * it; the database is put in place last, so an interrupted restore leaves no
 * half-restored database behind.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { archive, dataDir, databaseFile } = options;
  if (!existsSync(archive)) throw new BackupError(`No such backup file: ${archive}`);

  const hasDatabase = databaseCompanions(databaseFile).some((file) => existsSync(file));
  const hasMedia = await hasFiles(mediaRoot(dataDir));
  if ((hasDatabase || hasMedia) && !options.force) {
    const what = hasDatabase
      ? `a database (${databaseFile})`
      : `media files (${mediaRoot(dataDir)})`;
    throw new BackupError(
      `Not restoring: ${dataDir} already has ${what}. Restore into an empty DATA_DIR, or add --force to replace it (the current data is moved to ${dataDir}/replaced-<time>).`,
    );
  }
  if (existsSync(databaseFile) && databaseInUse(databaseFile)) {
    throw new BackupError(
      `Not restoring: the database ${databaseFile} is in use; stop the server first.`,
    );
  }

  const manifest = await verifyArchive(archive);
  const known = new Set(options.knownMigrations);
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `Not restoring: the backup was made by a newer version of the app (${manifest.appVersion}; unknown migration ${unknown[0]}). Update the app first.`,
    );
  }

  const tempRoot = path.join(dataDir, 'tmp');
  await mkdir(tempRoot, { recursive: true });
  const staging = await mkdtemp(path.join(tempRoot, 'restore-'));
  try {
    const wanted = new Set(archivePaths(manifest));
    await tar.x({
      file: archive,
      cwd: staging,
      strict: true,
      maxDecompressionRatio: Infinity,
      // Only the plain files the manifest lists; links and anything else stay out.
      filter: (entryPath, entry) =>
        wanted.has(entryPath) && 'type' in entry && entry.type === 'File',
    });
    // The archive may have changed since it was verified: check what was unpacked.
    for (const item of [manifest.database, ...manifest.files]) {
      const file = path.join(staging, ...item.path.split('/'));
      const size = await stat(file).then(
        (stats) => stats.size,
        () => -1,
      );
      if (size !== item.size || (await sha256File(file)) !== item.sha256) {
        throw new BackupError(`Damaged backup: ${item.path} did not unpack as the manifest says`);
      }
    }
    checkRestoredDatabase(path.join(staging, DATABASE_PATH), manifest);

    let replacedDir: string | null = null;
    if (hasDatabase || hasMedia) {
      replacedDir = path.join(dataDir, `replaced-${stamp(options.now?.() ?? new Date())}`);
      await mkdir(replacedDir, { recursive: true });
      for (const file of databaseCompanions(databaseFile)) {
        if (existsSync(file)) await moveFile(file, path.join(replacedDir, path.basename(file)));
      }
      if (existsSync(mediaRoot(dataDir))) {
        await moveFile(mediaRoot(dataDir), path.join(replacedDir, 'media'));
      }
    }

    for (const media of manifest.files) {
      await moveFile(
        path.join(staging, ...media.path.split('/')),
        path.join(dataDir, ...media.path.split('/')),
      );
    }
    await moveFile(path.join(staging, DATABASE_PATH), databaseFile);

    const applied = new Set(manifest.database.migrations);
    return {
      manifest,
      replacedDir,
      pendingMigrations: options.knownMigrations.filter((name) => !applied.has(name)),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
