/**
 * npm run backup [-- --out FILE|FOLDER]
 * Writes one consistent archive of the database and the media files (with
 * the images' copies) while the server keeps running, on SQLite or
 * PostgreSQL, with the media on disk or in a bucket (decisions 0022, 0087).
 * Default: DATA_DIR/backups/portfolio-<time>.tar.gz.
 */
import 'dotenv/config';
import { readFileSync } from 'node:fs';
import { BackupError, describeSetup } from '../src/server/modules/backup/backup-manifest';
import { createBackup } from '../src/server/modules/backup/backup.service';
import { formatSize } from '../src/server/modules/media/media-format';
import { loadSettings, SettingsError } from '../src/server/settings';

const USAGE = 'Usage: npm run backup [-- --out FILE|FOLDER]';

function parseArgs(args: string[]): { out?: string } {
  const options: { out?: string } = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--out' && args[i + 1]) {
      options.out = args[(i += 1)];
    } else if (arg.startsWith('--out=')) {
      options.out = arg.slice('--out='.length);
    } else {
      console.error(`Unknown argument ${arg}. ${USAGE}`);
      process.exit(1);
    }
  }
  return options;
}

const appVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

try {
  const { out } = parseArgs(process.argv.slice(2));
  const settings = loadSettings();
  const started = performance.now();
  const result = await createBackup({
    dataDir: settings.dataDir,
    database: settings.database,
    s3: settings.s3,
    out,
    appVersion,
    onRetry: (reason, attempt) =>
      console.error(`Snapshot ${attempt} was not consistent (${reason}); taking it again`),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written: ${result.file} (${formatSize(result.archiveBytes)}) of ${describeSetup(manifest.setup)}`,
  );
  console.log(
    `  database: ${rows} rows in ${Object.keys(manifest.database.rowCounts).length} tables; ` +
      `media: ${manifest.media.files} files (${formatSize(manifest.media.bytes)}) and ` +
      `${manifest.variants.length} image copies; ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  if (result.incompleteVariants.length > 0) {
    console.log(
      `  left out the incomplete copies of ${result.incompleteVariants.join(', ')}: a server started on the restore makes them again`,
    );
  }
  console.log(`Restore it with: npm run restore -- ${result.file}`);
} catch (error) {
  console.error(
    error instanceof SettingsError || error instanceof BackupError
      ? error.message
      : `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
