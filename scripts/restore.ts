/**
 * npm run restore -- FILE [--force]
 * Brings a backup archive back into the database and media store the
 * settings name (DATA_DIR or DATABASE_URL; DATA_DIR/media or S3_BUCKET),
 * whichever setup it was taken on (decisions 0022, 0087). Refuses a target
 * that already has data unless --force (which moves that data aside), and a
 * database a running server has open. The server then starts on it as
 * usual, applying any migrations newer than the backup.
 */
import 'dotenv/config';
import path from 'node:path';
import { migrationNames } from '../db/migrations/names';
import { BackupError, describeSetup } from '../src/server/modules/backup/backup-manifest';
import { restoreBackup } from '../src/server/modules/backup/restore.service';
import { formatSize } from '../src/server/modules/media/media-format';
import { describeDatabase, loadSettings, SettingsError } from '../src/server/settings';

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
  const archive = path.resolve(rest[0] ?? '');
  const started = performance.now();
  const result = await restoreBackup({
    archive,
    dataDir: settings.dataDir,
    database: settings.database,
    s3: settings.s3,
    force,
    knownMigrations: [...migrationNames],
  });
  const { manifest } = result;
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
  const into = `${describeDatabase(settings.database)} and ${
    settings.s3 ? `bucket ${settings.s3.bucket}` : `${settings.dataDir}/media`
  }`;
  console.log(
    `Restored ${archive} (made ${manifest.createdAt} by version ${manifest.appVersion}, of ${describeSetup(manifest.setup)}) into ${into}`,
  );
  console.log(
    `  database: ${rows} rows in ${Object.keys(manifest.database.rowCounts).length} tables; ` +
      `media: ${manifest.media.files} files (${formatSize(manifest.media.bytes)}) and ` +
      `${manifest.variants.length} image copies; ` +
      `checksums verified; ${Math.round(performance.now() - started)} ms`,
  );
  if (result.replacedDir) console.log(`  the data it replaced is in ${result.replacedDir}`);
  if (result.replacedObjects) {
    console.log(`  the bucket objects it replaced are under ${result.replacedObjects}`);
  }
  if (result.remadeVariants > 0) {
    console.log(
      `  ${result.remadeVariants} image(s) had no copies in the backup: the server makes them again at start`,
    );
  }
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
