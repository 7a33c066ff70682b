/**
 * npm run db:copy -- --from DATABASE --to DATABASE [--media-from PLACE --media-to PLACE] [--force]
 * Copies every row (and, with the media flags, every media file) from one
 * install to another: SQLite and the disk to PostgreSQL and a bucket, or
 * back (decision 0047). DATABASE is what DATABASE_URL takes; PLACE is a data
 * folder (the one holding media/) or s3://bucket, whose endpoint, region and
 * credentials come from the S3_* settings. Ends by comparing row counts, a
 * checksum per table and each file's sha256 on both sides: exit 0 when all
 * match, 1 otherwise.
 */
import 'dotenv/config';
import { CopyError } from '../src/server/modules/backup/copy-error';
import { type CopyReport, copyDatabase } from '../src/server/modules/backup/db-copy';
import { parseMediaLocation } from '../src/server/modules/backup/media-copy';
import { formatSize } from '../src/server/modules/media/media-format';
import { databaseSetting, describeDatabase, SettingsError } from '../src/server/settings';

const USAGE =
  'Usage: npm run db:copy -- --from DATABASE --to DATABASE [--media-from FOLDER|s3://BUCKET --media-to FOLDER|s3://BUCKET] [--force]';

const VALUE_FLAGS = ['--from', '--to', '--media-from', '--media-to'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];

function parseArgs(args: string[]): { values: Partial<Record<ValueFlag, string>>; force: boolean } {
  const values: Partial<Record<ValueFlag, string>> = {};
  let force = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--force') {
      force = true;
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (!(VALUE_FLAGS as readonly string[]).includes(name ?? '')) {
      throw new CopyError(`Unknown argument ${arg}. ${USAGE}`);
    }
    const value = inline ?? args[(i += 1)];
    if (!value) throw new CopyError(`${name} needs a value. ${USAGE}`);
    values[name as ValueFlag] = value;
  }
  return { values, force };
}

function printReport(report: CopyReport): void {
  const width = Math.max(...report.tables.map((check) => check.table.length), 'media files'.length);
  console.log(
    `${'table'.padEnd(width)}  ${'source'.padStart(7)}  ${'target'.padStart(7)}  checksum`,
  );
  for (const check of report.tables) {
    console.log(
      `${check.table.padEnd(width)}  ${String(check.sourceRows).padStart(7)}  ${String(check.targetRows).padStart(7)}  ${
        check.same ? `same (${check.targetSha256.slice(0, 12)})` : 'DIFFERS'
      }`,
    );
  }
  if (report.media) {
    const { files, targetFiles, bytes, differing } = report.media;
    console.log(
      `${'media files'.padEnd(width)}  ${String(files).padStart(7)}  ${String(targetFiles).padStart(7)}  ${
        differing.length === 0 ? `same sha256 (${formatSize(bytes)})` : 'DIFFER'
      }`,
    );
  }
  console.log(`Not copied (transient): ${report.skipped.join(', ')}`);
  if (!report.media)
    console.log('Media not copied: give --media-from and --media-to to copy the files too');
  if (report.quarantined) {
    console.log(
      `${report.quarantined.files} target file(s) no source file accounts for were moved to ${report.quarantined.where}`,
    );
  }
}

async function main(): Promise<number> {
  const { values, force } = parseArgs(process.argv.slice(2));
  if (!values['--from'] || !values['--to']) throw new CopyError(USAGE);
  const from = databaseSetting(values['--from'], '--from');
  const to = databaseSetting(values['--to'], '--to');
  const mediaFrom =
    values['--media-from'] && parseMediaLocation(values['--media-from'], '--media-from');
  const mediaTo = values['--media-to'] && parseMediaLocation(values['--media-to'], '--media-to');
  const started = performance.now();
  const report = await copyDatabase({
    from,
    to,
    mediaFrom: mediaFrom || undefined,
    mediaTo: mediaTo || undefined,
    force,
    onProgress: (line) => console.log(line),
  });
  printReport(report);
  const rows = report.tables.reduce((sum, check) => sum + check.sourceRows, 0);
  if (!report.ok) {
    const tables = report.tables.filter((check) => !check.same).map((check) => check.table);
    const files = report.media?.differing ?? [];
    console.error(
      `Copy NOT verified: ${[
        tables.length > 0 ? `rows differ in ${tables.join(', ')}` : '',
        files.length > 0
          ? `files differ: ${files.slice(0, 5).join(', ')}${files.length > 5 ? ', ...' : ''}`
          : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
    return 1;
  }
  console.log(
    `Copied and verified ${rows} rows in ${report.tables.length} tables${
      report.media ? ` and ${report.media.files} media files` : ''
    } into ${describeDatabase(to)} in ${Math.round(performance.now() - started)} ms`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof SettingsError || error instanceof CopyError
        ? error.message
        : `Copy failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
