/**
 * npm run media:variants [-- --all]
 * Makes the AVIF and WebP copies (480, 960, 1600 px) that uploaded raster
 * images lack: images stored before this version, or whose copies a stop cut
 * short. The server also does this in the background at start; this does it
 * now and says what it made. `--all` makes every image's copies again.
 * Reads DATA_DIR (or DATABASE_URL) and the media store the settings name
 * (the data folder or S3_BUCKET), like the server.
 */
import 'dotenv/config';
import { existsSync } from 'node:fs';
import { connectDatabase, migratorOf } from '../src/server/composition/orm';
import { createLogger } from '../src/server/logger';
import { setMaxImagePixels } from '../src/server/modules/media/image-variants';
import { openMediaStore } from '../src/server/modules/media/open-media-store';
import { backfillVariants } from '../src/server/modules/media/variant-backfill';
import { loadSettings, maskDatabaseUrl, SettingsError } from '../src/server/settings';

const USAGE = 'Usage: npm run media:variants [-- --all]';

class VariantsError extends Error {}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.find((arg) => arg !== '--all');
  if (unknown) throw new VariantsError(`Unknown argument ${unknown}. ${USAGE}`);
  const settings = loadSettings();
  const { database } = settings;
  if (database.kind === 'sqlite' && !existsSync(database.file)) {
    throw new VariantsError(`No database at ${database.file}: there are no images yet`);
  }
  // One image at a time, none over the limit: the command stays within the server's memory.
  setMaxImagePixels(settings.maxImagePixels);
  const store = await openMediaStore(settings);
  const orm = await connectDatabase(database);
  try {
    const pending = await (await migratorOf(orm)).getPendingMigrations();
    if (pending.length > 0) {
      throw new VariantsError(
        `The database ${database.kind === 'sqlite' ? database.file : maskDatabaseUrl(database.url)} needs ${pending.length} migration(s) this version brings: start the server once (npm start), then run this again.`,
      );
    }
    const logger = createLogger(settings.logLevel === 'silent' ? 'silent' : 'warn');
    const pass = await backfillVariants(orm.em.fork(), store, settings.dataDir, logger, {
      all: args.includes('--all'),
    });
    console.log(
      `Made the variants of ${pass.made.length} image(s)${pass.made.length ? `: ${pass.made.join(', ')}` : ''}.`,
    );
    if (pass.tooLarge.length > 0) {
      console.log(
        `Skipped ${pass.tooLarge.length} over MAX_IMAGE_MEGAPIXELS (${settings.maxImagePixels / 1_000_000}), shown as uploaded: ${pass.tooLarge.join(', ')}.`,
      );
    }
    if (pass.failed.length > 0) {
      console.log(
        `Could not decode ${pass.failed.length}, shown as uploaded: ${pass.failed.join(', ')}.`,
      );
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof VariantsError || error instanceof SettingsError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
