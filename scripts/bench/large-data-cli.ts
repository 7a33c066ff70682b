/**
 * The large-data table on its own: `npx tsx scripts/bench/large-data-cli.ts`
 * [--postgres] [--seconds N] [--only REGEX] [--data DIR]. With --data, the
 * prepared data set is kept in DIR and reused by the next run with the same
 * DIR (the server applies any new migration to it at start); --json FILE
 * writes the report.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cleanUp, cleanUpOnSignals } from '../audit/cleanup';
import { benchPostgresDatabase } from './postgres-database';
import {
  type LargeDataOptions,
  measureLargeData,
  type PreparedLargeData,
  prepareLargeData,
  printLargeData,
} from './large-data';
import { placement } from './wrk';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    only: { type: 'string' },
    data: { type: 'string' },
    json: { type: 'string' },
  },
});

cleanUpOnSignals();
try {
  let database: LargeDataOptions['database'] = { label: 'SQLite' };
  const saved = values.data ? path.join(values.data, 'large-data.json') : undefined;
  // A PostgreSQL cluster lives as long as this run: its data set is never reused.
  let prepared: PreparedLargeData | undefined =
    saved && existsSync(saved) && !values.postgres
      ? (JSON.parse(readFileSync(saved, 'utf8')) as PreparedLargeData)
      : undefined;
  if (values.postgres) {
    database = { label: 'PostgreSQL', url: await benchPostgresDatabase('bench_large') };
  }
  if (!prepared) {
    if (values.data) mkdirSync(values.data, { recursive: true });
    prepared = await prepareLargeData(database, ...(values.data ? [values.data] : []));
    if (saved) writeFileSync(saved, JSON.stringify(prepared));
  }
  const only = values.only ? new RegExp(values.only, 'i') : undefined;
  const options: LargeDataOptions = {
    database,
    seconds: Number(values.seconds),
    connections: 8,
    ...placement(),
    ...(only ? { routeFilter: (name: string) => only.test(name) } : {}),
  };
  const measured = await measureLargeData(prepared, options);
  const report = {
    ...measured,
    counts: prepared.generation.counts,
    seedMillis: prepared.seedMillis,
    generationMillis: prepared.generation.millis,
  };
  printLargeData(report);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = report.checks.every((check) => check.ok) ? 0 : 1;
} finally {
  await cleanUp();
}
