/**
 * npm run media:restore-orphans [-- --dry-run] [-- --pass TIME]
 * Puts the media files the start-up sweep moved to `media-orphans/<time>/`
 * (in DATA_DIR, or in the bucket S3_BUCKET names) back at their place, where
 * no file is there; a file whose place is taken stays in `media-orphans/`
 * and is named. `--pass TIME` restores one sweep's folder only; `--dry-run`
 * says what it would do. Reads the same settings as the server; the database
 * is not touched, so it works whatever DATABASE_URL says.
 */
import 'dotenv/config';
import { openMediaStore } from '../src/server/modules/media/open-media-store';
import { restoreOrphans } from '../src/server/modules/media/orphan-restore';
import { loadSettings, SettingsError } from '../src/server/settings';

const USAGE = 'Usage: npm run media:restore-orphans [-- --dry-run] [-- --pass TIME]';

class RestoreError extends Error {}

function parseArgs(args: string[]): { dryRun: boolean; pass: string | undefined } {
  let dryRun = false;
  let pass: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--pass') {
      pass = args[(i += 1)];
      if (!pass) throw new RestoreError(`--pass needs the time folder's name. ${USAGE}`);
    } else throw new RestoreError(`Unknown argument ${arg}. ${USAGE}`);
  }
  return { dryRun, pass };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // The database is not read: a DATABASE_URL being fixed must not stop this.
  const settings = loadSettings({ ...process.env, DATABASE_URL: undefined });
  const store = await openMediaStore(settings);
  const report = await restoreOrphans(store, options);
  const verb = options.dryRun ? 'would restore' : 'restored';
  for (const { key, pass } of report.restored) console.log(`${verb} ${key} (moved aside ${pass})`);
  for (const { key, pass } of report.taken) {
    console.log(`kept in media-orphans/${pass}/${key}: a file is already at ${key}`);
  }
  console.log(
    `${options.dryRun ? 'Would restore' : 'Restored'} ${report.restored.length} file(s) in ${store.location}; ` +
      `${report.taken.length} left in media-orphans because their place is taken.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof RestoreError || error instanceof SettingsError) {
    console.error(error.message);
  } else {
    console.error('Restoring media-orphans failed:', error);
  }
  process.exit(1);
});
