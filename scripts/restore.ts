/**
 * npm run restore -- FILE [--force]
 * Brings a backup archive back into DATA_DIR (decision 0022). Refuses a
 * DATA_DIR that already has data unless --force (which moves that data aside),
 * and a database a running server has open. The server then starts on it as
 * usual, applying any migrations newer than the backup.
 */
import 'dotenv/config';
import path from 'node:path';
import { migrationNames } from '../db/migrations/names';
import { BackupError, refuseMediaInBucket } from '../src/server/modules/backup/backup-manifest';
import { backupDatabaseFile } from '../src/server/modules/backup/backup-database';
import { restoreBackup } from '../src/server/modules/backup/restore.service';
import { formatSize } from '../src/server/modules/media/media-format';
import { loadSettings, SettingsError } from '../src/server/settings';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

const args = process.argv.slice(2);
const force = args.includes('--force');
const rest = args.filter((arg) => arg !== '--force');
const unknown = rest.find((arg) => arg.startsWith('-'));
if (unknown || rest.length !== 1) {
  console.error(unknown ? `Unknown argument ${unknown}. ${USAGE}` : USAGE);
  process.exit(1);
}

try {
  const settings = loadSettings();
  refuseMediaInBucket(settings.s3, 'restore');
  const archive = path.resolve(rest[0] ?? '');
  const started = performance.now();
  const result = await restoreBackup({
    archive,
    dataDir: settings.dataDir,
    databaseFile: backupDatabaseFile(settings.database, 'restore'),
    force,
    knownMigrations: [...migrationNames],
  });
  const { manifest } = result;
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${archive} (made ${manifest.createdAt} by version ${manifest.appVersion}) into ${settings.dataDir}`,
  );
  console.log(
    `  database: ${rows} rows in ${Object.keys(manifest.database.rowCounts).length} tables; ` +
      `media: ${manifest.media.files} files (${formatSize(manifest.media.bytes)}); ` +
      `checksums verified; ${Math.round(performance.now() - started)} ms`,
  );
  if (result.replacedDir) console.log(`  the data it replaced is in ${result.replacedDir}`);
  if (result.pendingMigrations.length > 0) {
    console.log(`  the next start applies ${result.pendingMigrations.length} newer migration(s)`);
  }
  console.log('Start the server with: npm start');
} catch (error) {
  console.error(
    error instanceof SettingsError || error instanceof BackupError
      ? error.message
      : `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
