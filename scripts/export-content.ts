/**
 * npm run export:content [-- --out FILE]
 * Writes the whole content as JSON: the CV in the JSON Resume schema, the rest
 * under `portfolio` (decision 0022). Reads the database in DATA_DIR (or
 * DATABASE_URL) directly, so it works with the server running or not.
 * Default: DATA_DIR/exports/portfolio-content-<time>.json; `--out -` prints it.
 */
import 'dotenv/config';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { connectDatabase, migratorOf } from '../src/server/composition/orm';
import { createLogger } from '../src/server/logger';
import { AnalyticsRecorder } from '../src/server/modules/analytics/analytics.recorder';
import { exportContent } from '../src/server/modules/export/export.service';
import { loadSettings, maskDatabaseUrl, SettingsError } from '../src/server/settings';

const USAGE = 'Usage: npm run export:content [-- --out FILE]';

class ExportError extends Error {}

function parseOut(args: string[]): string | undefined {
  let out: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--out' && args[i + 1]) out = args[(i += 1)];
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else throw new ExportError(`Unknown argument ${arg}. ${USAGE}`);
  }
  return out;
}

async function main() {
  const out = parseOut(process.argv.slice(2));
  const settings = loadSettings();
  const { database } = settings;
  // Opening a missing file would create an empty database.
  if (database.kind === 'sqlite' && !existsSync(database.file)) {
    throw new ExportError(`No database at ${database.file}: there is nothing to export`);
  }
  const orm = await connectDatabase(database);
  try {
    const pending = await (await migratorOf(orm)).getPendingMigrations();
    if (pending.length > 0) {
      throw new ExportError(
        `The database ${database.kind === 'sqlite' ? database.file : maskDatabaseUrl(database.url)} needs ${pending.length} migration(s) this version brings: start the server once (npm start), then export.`,
      );
    }
    const now = new Date();
    const document = await exportContent(
      {
        em: orm.em.fork(),
        log: createLogger(settings.logLevel),
        dataDir: settings.dataDir,
        analytics: new AnalyticsRecorder(settings.sessionSecret),
      },
      now,
    );
    const json = `${JSON.stringify(document, null, 2)}\n`;
    if (out === '-') {
      process.stdout.write(json);
      return;
    }
    const file = path.resolve(
      out ??
        path.join(
          settings.dataDir,
          'exports',
          `portfolio-content-${now
            .toISOString()
            .replace(/\.\d+Z$/, 'Z')
            .replaceAll(':', '-')}.json`,
        ),
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, json);
    const { portfolio } = document;
    console.log(
      `Content exported: ${file} (${document.work.length} jobs, ${document.projects.length} visible projects in the JSON Resume part; ` +
        `${portfolio.projects.length} projects, ${portfolio.messages.length} messages, ${portfolio.media.length} media items in all)`,
    );
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof SettingsError || error instanceof ExportError
      ? error.message
      : `Export failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
