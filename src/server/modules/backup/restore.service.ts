import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { parseVariantWidths } from '../../../shared/image-variants';
import { openDatabase } from '../../composition/orm';
import { type DatabaseSetting, describeDatabase, type S3Settings } from '../../settings';
import { mediaRoot, moveFile } from '../media/media-files';
import { archivePaths, mediaArchivePath, verifyArchive } from './backup-archive';
import {
  BackupError,
  type BackupManifest,
  DATABASE_PATH,
  MEDIA_PREFIX,
  sha256File,
} from './backup-manifest';
import { CopyError } from './copy-error';
import { copyDatabase, occupiedTables } from './db-copy';
import { checkMedia, type MediaEndpoint, openBucketEndpoint } from './media-copy';
import { hasColumn, integrityProblems, openSqlite, rowCounts, withSqlite } from './sqlite-file';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** The database DATABASE_URL names: a SQLite file or a PostgreSQL database. */
  database: DatabaseSetting;
  /** The bucket the media go to (S3_BUCKET); unset: DATA_DIR/media. */
  s3?: S3Settings | undefined;
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
  /** Where the bucket's replaced objects went (with --force), or null. */
  replacedObjects: string | null;
  /** Images whose copies were not in the backup: the server makes them again. */
  remadeVariants: number;
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
 * Whether another client is connected to the PostgreSQL database: a running
 * server keeps its pool open for its whole life. Asked on a connection of
 * its own, which it leaves out.
 */
async function postgresInUse(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ others: string }>(
      'select count(*) as others from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(result.rows[0]?.others ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * The copies the rows list but the archive does not hold (a format 1
 * archive holds none; a backup leaves out a set it found incomplete): those
 * rows go back on the server's work list (`variants` null), so it makes them
 * again rather than link to copies that are not there. Answers how many.
 */
function requeueMissingVariants(file: string, manifest: BackupManifest): number {
  const held = new Map<number, Set<number>>();
  for (const variant of manifest.variants) {
    const widths = held.get(variant.mediaId) ?? new Set<number>();
    widths.add(variant.width);
    held.set(variant.mediaId, widths);
  }
  return withSqlite(file, {}, (db) => {
    // An older schema has no copies yet: its migration adds the column, null for every row.
    if (!hasColumn(db, 'media', 'variants')) return 0;
    const rows = db
      .prepare("select media_id as mediaId, variants from media where variants <> ''")
      .all() as { mediaId: number; variants: string | null }[];
    const missing = rows.filter((row) => {
      const widths = parseVariantWidths(row.variants);
      // Each width is held in both formats when held at all (the manifest's paths say so).
      const count = manifest.variants.filter((variant) => variant.mediaId === row.mediaId).length;
      return (
        widths.length > 0 &&
        (count !== widths.length * 2 || !widths.every((width) => held.get(row.mediaId)?.has(width)))
      );
    });
    const update = db.prepare('update media set variants = null where media_id = ?');
    for (const row of missing) update.run(row.mediaId);
    return missing.length;
  });
}

/** What the target holds now: a database with rows, stored media files. */
interface TargetState {
  hasDatabase: boolean;
  /** A server (or another client) has the database open. */
  inUse: boolean;
  hasMedia: boolean;
  /** The bucket, opened (with S3_BUCKET). */
  bucket: MediaEndpoint | undefined;
  /** Keys the bucket holds now (media and copies). */
  bucketKeys: string[];
}

async function targetState(options: RestoreOptions): Promise<TargetState> {
  const { database, dataDir } = options;
  let hasDatabase: boolean;
  let inUse: boolean;
  if (database.kind === 'sqlite') {
    hasDatabase = databaseCompanions(database.file).some((file) => existsSync(file));
    inUse = existsSync(database.file) && databaseInUse(database.file);
  } else {
    // Asked before this process opens any connection of its own.
    inUse = await postgresInUse(database.url);
    hasDatabase = (await occupiedTables(database)).length > 0;
  }
  if (!options.s3) {
    return {
      hasDatabase,
      inUse,
      hasMedia: await hasFiles(mediaRoot(dataDir)),
      bucket: undefined,
      bucketKeys: [],
    };
  }
  const bucket = await openBucketEndpoint(options.s3);
  const bucketKeys = [...(await bucket.keys()), ...(await bucket.derivedKeys())];
  return { hasDatabase, inUse, hasMedia: bucketKeys.length > 0, bucket, bucketKeys };
}

/**
 * Brings a backup back into the database and media store the settings name:
 * a SQLite file or a PostgreSQL database, DATA_DIR/media or a bucket,
 * whichever setup the backup was taken on (the archive holds a SQLite file
 * and the files by their keys either way). Nothing in the target is touched
 * until the archive has been read whole against its manifest and unpacked
 * beside it; the media go in first and the database last (a file put in
 * place, or one transaction), so an interrupted restore leaves no
 * half-restored database behind.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(options.archive)) {
    throw new BackupError(`No such backup file: ${options.archive}`);
  }
  const state = await targetState(options);
  try {
    return await restoreInto(options, state);
  } finally {
    state.bucket?.close();
  }
}

async function restoreInto(options: RestoreOptions, state: TargetState): Promise<RestoreResult> {
  const { archive, dataDir, database } = options;
  const { hasDatabase, hasMedia, bucket } = state;
  if ((hasDatabase || hasMedia) && !options.force) {
    const what = hasDatabase
      ? `a database (${describeDatabase(database)})`
      : `media files (${bucket ? bucket.location : mediaRoot(dataDir)})`;
    const where = database.kind === 'sqlite' && !bucket ? dataDir : 'the target';
    throw new BackupError(
      `Not restoring: ${where} already has ${what}. Restore into an empty ${
        database.kind === 'sqlite' && !bucket ? 'DATA_DIR' : 'database and media store'
      }, or add --force to replace it (the current data is moved to ${dataDir}/replaced-<time>${
        bucket ? ` and the bucket's objects under replaced-<time>/` : ''
      }).`,
    );
  }

  if (state.inUse) {
    throw new BackupError(
      database.kind === 'sqlite'
        ? `Not restoring: the database ${database.file} is in use; stop the server first.`
        : `Not restoring: the database ${describeDatabase(database)} is in use (other connections are open); stop the servers first.`,
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
    const stored = [...manifest.files, ...manifest.variants];
    for (const item of [manifest.database, ...stored]) {
      const file = path.join(staging, ...item.path.split('/'));
      const size = await stat(file).then(
        (stats) => stats.size,
        () => -1,
      );
      if (size !== item.size || (await sha256File(file)) !== item.sha256) {
        throw new BackupError(`Damaged backup: ${item.path} did not unpack as the manifest says`);
      }
    }
    const stagedDatabase = path.join(staging, DATABASE_PATH);
    checkRestoredDatabase(stagedDatabase, manifest);
    const remadeVariants = requeueMissingVariants(stagedDatabase, manifest);
    const applied = new Set(manifest.database.migrations);
    const pendingMigrations = options.knownMigrations.filter((name) => !applied.has(name));
    if (database.kind === 'postgres' && pendingMigrations.length > 0) {
      // The rows go over at this version's schema: the copy is migrated first.
      await (await openDatabase({ kind: 'sqlite', file: stagedDatabase })).close(true);
    }

    const when = stamp(options.now?.() ?? new Date());
    let replacedDir: string | null = null;
    let replacedObjects: string | null = null;
    if (hasDatabase || (hasMedia && !bucket)) {
      replacedDir = path.join(dataDir, `replaced-${when}`);
      await mkdir(replacedDir, { recursive: true });
    }
    if (hasDatabase && replacedDir) {
      if (database.kind === 'sqlite') {
        for (const file of databaseCompanions(database.file)) {
          if (existsSync(file)) await moveFile(file, path.join(replacedDir, path.basename(file)));
        }
      } else {
        // Never deleted: the rows there now are kept as a SQLite file first.
        await copyRows(database, {
          kind: 'sqlite',
          file: path.join(replacedDir, 'portfolio.sqlite'),
        });
      }
    }
    if (bucket) {
      if (hasMedia) replacedObjects = await bucket.moveAside(state.bucketKeys, `replaced-${when}`);
      await putInBucket(bucket, staging, stored);
    } else {
      if (hasMedia && replacedDir && existsSync(mediaRoot(dataDir))) {
        await moveFile(mediaRoot(dataDir), path.join(replacedDir, 'media'));
      }
      for (const media of stored) {
        await moveFile(
          path.join(staging, ...media.path.split('/')),
          path.join(dataDir, ...media.path.split('/')),
        );
      }
    }
    if (database.kind === 'sqlite') {
      await moveFile(stagedDatabase, database.file);
    } else {
      await copyRows({ kind: 'sqlite', file: stagedDatabase }, database, true);
    }

    return {
      manifest,
      replacedDir,
      replacedObjects,
      remadeVariants,
      pendingMigrations,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A logical copy of every row, verified (the copy `npm run db:copy` makes). */
async function copyRows(from: DatabaseSetting, to: DatabaseSetting, force = false): Promise<void> {
  let report;
  try {
    report = await copyDatabase({ from, to, force });
  } catch (error) {
    if (error instanceof CopyError) throw new BackupError(`Restore failed: ${error.message}`);
    throw error;
  }
  if (!report.ok) {
    const tables = report.tables.filter((check) => !check.same).map((check) => check.table);
    throw new BackupError(
      `Restore failed: the rows written to ${describeDatabase(to)} do not match the backup (${tables.join(', ')})`,
    );
  }
}

/**
 * Streams each file from the staging folder to its key in the bucket (in
 * parts: never whole in memory), then reads every one back and compares its
 * sha256 with the manifest's.
 */
async function putInBucket(
  bucket: MediaEndpoint,
  staging: string,
  files: { path: string; sha256: string }[],
): Promise<void> {
  const keyOf = (archivePath: string) => archivePath.slice(MEDIA_PREFIX.length);
  for (const file of files) {
    await bucket.write(
      keyOf(file.path),
      createReadStream(path.join(staging, ...file.path.split('/'))),
    );
  }
  const checks = await checkMedia(
    bucket,
    files.map((file) => keyOf(file.path)),
  );
  const wrong = files.find((file, index) => checks[index]?.sha256 !== file.sha256);
  if (wrong) {
    throw new BackupError(
      `Restore failed: ${keyOf(wrong.path)} does not read back from the bucket as backed up`,
    );
  }
}
