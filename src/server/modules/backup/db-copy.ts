import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityMetadata } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import {
  connectDatabase,
  knownMigrationNames,
  migratorOf,
  openDatabase,
} from '../../composition/orm';
import type { Orm } from '../../db/orm-type';
import { type DatabaseSetting, describeDatabase } from '../../settings';
import { CopyError } from './copy-error';
import {
  checkMedia,
  copyMedia,
  type FileCheck,
  type MediaEndpoint,
  type MediaLocation,
  openMediaEndpoint,
} from './media-copy';

/**
 * Tables whose rows only matter for minutes and are not carried over: failed
 * sign-in counters (a lock-out in progress) and the contact form's counters
 * per address. The target starts them afresh; with --force its own are cleared.
 */
export const TRANSIENT_TABLES = ['login_attempt', 'rate_limit'] as const;

/** Rows read and written at a time. */
const BATCH = 200;

type ColumnKind = 'boolean' | 'date' | 'bigint' | 'number' | 'text';

interface Table {
  name: string;
  /** Primary-key columns: rows are read in this order on both sides. */
  keys: string[];
  columns: Map<string, ColumnKind>;
  /** Tables this one's foreign keys point to. */
  parents: Set<string>;
}

function columnKind(runtimeType: string | undefined, kind: string): ColumnKind {
  if (runtimeType === 'boolean') return 'boolean';
  if (runtimeType === 'Date') return 'date';
  if (runtimeType === 'bigint') return 'bigint';
  if (runtimeType === 'number' || kind === 'm:1' || kind === '1:1') return 'number';
  return 'text';
}

/** The tables the entities map, with their columns' kinds, keys and parents. */
function tablesOf(orm: Orm): Table[] {
  const tables = new Map<string, Table>();
  for (const meta of Object.values(orm.getMetadata().getAll()) as EntityMetadata[]) {
    if (!meta.tableName || meta.embeddable || meta.virtual || meta.abstract) continue;
    const table: Table = {
      name: meta.tableName,
      keys: meta.primaryKeys.flatMap((key) => meta.properties[key]?.fieldNames ?? []),
      columns: new Map(),
      parents: new Set(),
    };
    for (const prop of meta.props) {
      if (prop.persist === false || !prop.fieldNames || prop.kind === 'm:n' || prop.kind === '1:m')
        continue;
      if ((prop.kind === '1:1' && !prop.owner) || prop.formula) continue;
      const targetKey = prop.targetMeta?.primaryKeys[0];
      const runtime = prop.targetMeta
        ? prop.targetMeta.properties[targetKey ?? '']?.runtimeType
        : prop.runtimeType;
      for (const field of prop.fieldNames) table.columns.set(field, columnKind(runtime, prop.kind));
      if (prop.targetMeta?.tableName && prop.targetMeta.tableName !== meta.tableName) {
        table.parents.add(prop.targetMeta.tableName);
      }
    }
    tables.set(table.name, table);
  }
  return order([...tables.values()]);
}

/** Parents before their children (pivot tables come last, after both sides); otherwise by name. */
function order(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const done = new Set<string>();
  const sorted: Table[] = [];
  const visit = (table: Table, path: string[]) => {
    if (done.has(table.name)) return;
    if (path.includes(table.name))
      throw new Error(`Foreign keys form a cycle: ${path.join(' > ')}`);
    for (const parent of [...table.parents].sort()) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable, [...path, table.name]);
    }
    done.add(table.name);
    sorted.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return sorted;
}

type Dialect = 'sqlite' | 'postgres';

/**
 * One value in a form both databases agree on: booleans as true/false
 * (SQLite keeps 0/1), times as ISO text in milliseconds (SQLite keeps epoch
 * milliseconds, PostgreSQL answers a Date), big integers as decimal text
 * (PostgreSQL answers text), other numbers as numbers.
 */
function normalize(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
    case 'date': {
      const date = value instanceof Date ? value : new Date(value as number | string);
      if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${String(value)}`);
      return date.toISOString();
    }
    case 'bigint':
      return BigInt(value as number | string).toString();
    case 'number':
      return Number(value);
    default:
      return value;
  }
}

/** A normalized value as the target dialect stores it (as MikroORM itself writes it). */
function denormalize(kind: ColumnKind, value: unknown, dialect: Dialect): unknown {
  if (value === null) return null;
  switch (kind) {
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : value;
    case 'date':
      return dialect === 'sqlite' ? Date.parse(value as string) : new Date(value as string);
    case 'bigint': {
      const number = Number(value);
      return dialect === 'sqlite' && Number.isSafeInteger(number) ? number : value;
    }
    default:
      return value;
  }
}

type Row = Record<string, unknown>;

function normalizeRow(table: Table, row: Row): Row {
  const normalized: Row = {};
  for (const column of Object.keys(row).sort()) {
    normalized[column] = normalize(table.columns.get(column) ?? 'text', row[column]);
  }
  return normalized;
}

/** Row count and a sha256 over the normalized rows in key order. */
class TableDigest {
  private readonly hash = createHash('sha256');
  rows = 0;
  add(row: Row): void {
    this.hash.update(`${JSON.stringify(row)}\n`);
    this.rows += 1;
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

/** Every row of a table, normalized, in primary-key order, a batch at a time. */
async function* readRows(knex: Knex, table: Table): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += BATCH) {
    // Text keys sort by their bytes on both (SQLite's BINARY, PostgreSQL's "C").
    const rows = (await knex(table.name)
      .select('*')
      .orderBy(table.keys)
      .limit(BATCH)
      .offset(offset)) as Row[];
    if (rows.length === 0) return;
    yield rows.map((row) => normalizeRow(table, row));
    if (rows.length < BATCH) return;
  }
}

async function digestTable(knex: Knex, table: Table): Promise<{ rows: number; sha256: string }> {
  const digest = new TableDigest();
  for await (const batch of readRows(knex, table)) for (const row of batch) digest.add(row);
  return { rows: digest.rows, sha256: digest.digest() };
}

function dialectOf(orm: Orm): Dialect {
  return orm.em.getPlatform().constructor.name.startsWith('PostgreSql') ? 'postgres' : 'sqlite';
}

/**
 * The rows the migrations themselves insert (the seeded variables, the one
 * content-state row), read from a fresh SQLite database migrated in a
 * temporary folder: a target holding exactly these is empty.
 */
async function seededRows(tables: Table[]): Promise<Map<string, string[]>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-copy-'));
  const orm = await openDatabase({ kind: 'sqlite', file: path.join(folder, 'fresh.sqlite') });
  try {
    const knex = orm.em.getKnex();
    const seeded = new Map<string, string[]>();
    for (const table of tables) {
      const rows: string[] = [];
      for await (const batch of readRows(knex, table)) {
        for (const row of batch) rows.push(JSON.stringify(row));
      }
      seeded.set(table.name, rows);
    }
    return seeded;
  } finally {
    await orm.close(true);
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The tables of the target holding anything beyond what the migrations insert. */
async function nonEmptyTables(knex: Knex, tables: Table[]): Promise<string[]> {
  const seeded = await seededRows(tables);
  const found: string[] = [];
  for (const table of tables) {
    const rows: string[] = [];
    for await (const batch of readRows(knex, table)) {
      for (const row of batch) rows.push(JSON.stringify(row));
    }
    if (rows.join('\n') !== (seeded.get(table.name) ?? []).join('\n')) found.push(table.name);
  }
  return found;
}

export interface CopyOptions {
  from: DatabaseSetting;
  to: DatabaseSetting;
  /** Both or neither: without them, rows only. */
  mediaFrom?: MediaLocation;
  mediaTo?: MediaLocation;
  /** Clear a target that already holds rows or files. */
  force?: boolean;
  /** The environment the S3_* settings of a bucket are read from. */
  env?: NodeJS.ProcessEnv;
  /** Progress lines. */
  onProgress?: (line: string) => void;
}

export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceSha256: string;
  targetSha256: string;
  same: boolean;
}

export interface MediaCheck {
  files: number;
  /** Files the target holds after the copy. */
  targetFiles: number;
  bytes: number;
  /** Keys missing in the target, extra in it, or whose bytes differ. */
  differing: string[];
}

export interface CopyReport {
  tables: TableCheck[];
  /** Undefined when no media flags were given. */
  media: MediaCheck | undefined;
  skipped: readonly string[];
  /** Target files no source file accounts for, moved aside (--force), and where to. */
  quarantined: { files: number; where: string } | undefined;
  ok: boolean;
}

/**
 * The files of a store a copy carries: the media files and the images'
 * smaller copies, which the rows list by width (a page links to them), so a
 * copy without them would answer 404 for every `srcset` entry.
 */
async function storedKeys(endpoint: MediaEndpoint): Promise<string[]> {
  return [...(await endpoint.keys()), ...(await endpoint.derivedKeys())];
}

/**
 * The tables of a database holding anything beyond what its migrations
 * insert (opened as the server opens it, so migrated first): empty when none.
 */
export async function occupiedTables(database: DatabaseSetting): Promise<string[]> {
  const orm = await openDatabase(database);
  try {
    return await nonEmptyTables(orm.em.getKnex(), tablesOf(orm));
  } finally {
    await orm.close(true);
  }
}

function sameDatabase(a: DatabaseSetting, b: DatabaseSetting): boolean {
  if (a.kind === 'sqlite' && b.kind === 'sqlite')
    return path.resolve(a.file) === path.resolve(b.file);
  if (a.kind === 'postgres' && b.kind === 'postgres') {
    const [x, y] = [new URL(a.url), new URL(b.url)];
    return x.host === y.host && x.pathname === y.pathname;
  }
  return false;
}

function sameMedia(a: MediaLocation, b: MediaLocation): boolean {
  if (a.kind === 'disk' && b.kind === 'disk') return a.dataDir === b.dataDir;
  return a.kind === 's3' && b.kind === 's3' && a.bucket === b.bucket;
}

/** The source must be at this version's schema: every migration applied, none unknown. */
async function checkSourceSchema(orm: Orm, from: DatabaseSetting): Promise<void> {
  const migrator = await migratorOf(orm);
  const pending = await migrator.getPendingMigrations();
  if (pending.length > 0) {
    throw new CopyError(
      `The source ${describeDatabase(from)} needs ${pending.length} migration(s) this version brings: start the server on it once (npm start), then copy.`,
    );
  }
  const known = new Set(knownMigrationNames(orm));
  const unknown = (await migrator.getExecutedMigrations()).filter(
    (migration) => !known.has(migration.name),
  );
  if (unknown.length > 0) {
    throw new CopyError(
      `The source ${describeDatabase(from)} has migration ${unknown[0]?.name} that this version does not know: copy with the version that made it.`,
    );
  }
}

/**
 * Copies every row (transient tables aside) from one database to another,
 * SQLite or PostgreSQL either way, and every media file from one store to
 * another, then reads the target back and compares row counts, a checksum
 * per table and each file's sha256 with what was read from the source.
 *
 * The target is migrated first and must be empty (nothing beyond the rows
 * its migrations insert, no media files) unless `force`. Rows are written in
 * one transaction on the target, parents first, keeping their keys; on
 * PostgreSQL every id sequence then continues after the highest id. The
 * source is read in one transaction too, so a running server's writes during
 * the copy are either all in it or not at all.
 */
export async function copyDatabase(options: CopyOptions): Promise<CopyReport> {
  const { from, to, mediaFrom, mediaTo, force = false, env = process.env } = options;
  const progress = options.onProgress ?? (() => {});
  if (sameDatabase(from, to)) throw new CopyError('--from and --to name the same database');
  if (!mediaFrom !== !mediaTo) {
    throw new CopyError('Give both --media-from and --media-to, or neither to copy rows only');
  }
  if (mediaFrom && mediaTo && sameMedia(mediaFrom, mediaTo)) {
    throw new CopyError('--media-from and --media-to name the same place');
  }
  // Opening a missing file would create an empty database.
  if (from.kind === 'sqlite' && !existsSync(from.file)) {
    throw new CopyError(`No database at ${from.file}: there is nothing to copy`);
  }

  const opened: { close(): unknown }[] = [];
  const closeAll = () =>
    Promise.all(
      opened.reverse().map((item) => Promise.resolve(item.close()).catch(() => undefined)),
    );
  try {
    const source = await connectDatabase(from);
    opened.push({ close: () => source.close(true) });
    await checkSourceSchema(source, from);

    let mediaSource: MediaEndpoint | undefined;
    let mediaTarget: MediaEndpoint | undefined;
    if (mediaFrom && mediaTo) {
      mediaSource = await openMediaEndpoint(mediaFrom, '--media-from', 'source', env);
      opened.push(mediaSource);
      mediaTarget = await openMediaEndpoint(mediaTo, '--media-to', 'target', env);
      opened.push(mediaTarget);
    }

    if (to.kind === 'sqlite') mkdirSync(path.dirname(to.file), { recursive: true });
    const target = await openDatabase(to);
    opened.push({ close: () => target.close(true) });

    const tables = tablesOf(source);
    const copied = tables.filter(
      (table) => !(TRANSIENT_TABLES as readonly string[]).includes(table.name),
    );
    const sourceKnex = source.em.getKnex();
    const targetKnex = target.em.getKnex();
    const targetDialect = dialectOf(target);

    // What "empty" means is checked before anything is written.
    const busy = await nonEmptyTables(targetKnex, tables);
    const targetKeys = mediaTarget ? await storedKeys(mediaTarget) : [];
    if (!force && (busy.length > 0 || targetKeys.length > 0)) {
      const what = [
        busy.length > 0 ? `rows in ${busy.join(', ')}` : '',
        targetKeys.length > 0
          ? `${targetKeys.length} media file(s) in ${mediaTarget?.location}`
          : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw new CopyError(
        `The target ${describeDatabase(to)} is not empty (${what}): copy into a new database, or add --force to replace what it holds`,
      );
    }

    // Files first: once the rows commit, every file they name is in place.
    let sourceFiles: FileCheck[] = [];
    let quarantined: CopyReport['quarantined'];
    if (mediaSource && mediaTarget) {
      const keys = await storedKeys(mediaSource);
      progress(
        `Copying ${keys.length} media file(s) from ${mediaSource.location} to ${mediaTarget.location}`,
      );
      sourceFiles = await copyMedia(mediaSource, mediaTarget, keys);
      const wanted = new Set(keys);
      const extra = targetKeys.filter((key) => !wanted.has(key));
      if (extra.length > 0) {
        quarantined = { files: extra.length, where: await mediaTarget.quarantine(extra) };
      }
    }

    progress(`Copying rows from ${describeDatabase(from)} to ${describeDatabase(to)}`);
    const sourceDigests = new Map<string, { rows: number; sha256: string }>();
    const readSnapshot = async (read: Knex) => {
      await targetKnex.transaction(async (write) => {
        // Children first, so no foreign key is left pointing nowhere.
        for (const table of [...tables].reverse()) await write(table.name).delete();
        for (const table of copied) {
          const digest = new TableDigest();
          for await (const batch of readRows(read, table)) {
            for (const row of batch) digest.add(row);
            await write(table.name).insert(
              batch.map((row) =>
                Object.fromEntries(
                  Object.entries(row).map(([column, value]) => [
                    column,
                    denormalize(table.columns.get(column) ?? 'text', value, targetDialect),
                  ]),
                ),
              ),
            );
          }
          sourceDigests.set(table.name, { rows: digest.rows, sha256: digest.digest() });
        }
        if (targetDialect === 'postgres') await continueSequences(write, copied);
      });
    };
    if (dialectOf(source) === 'postgres') {
      await sourceKnex.transaction(readSnapshot, { isolationLevel: 'repeatable read' });
    } else {
      await sourceKnex.transaction(readSnapshot);
    }

    // Read back what the target holds now, and compare.
    const checks: TableCheck[] = [];
    for (const table of copied) {
      const theirs = sourceDigests.get(table.name) ?? { rows: 0, sha256: '' };
      const ours = await digestTable(targetKnex, table);
      checks.push({
        table: table.name,
        sourceRows: theirs.rows,
        targetRows: ours.rows,
        sourceSha256: theirs.sha256,
        targetSha256: ours.sha256,
        same: theirs.rows === ours.rows && theirs.sha256 === ours.sha256,
      });
    }
    let media: MediaCheck | undefined;
    if (mediaTarget) {
      const stored = await storedKeys(mediaTarget);
      const found = new Map(
        (await checkMedia(mediaTarget, stored)).map((check) => [check.key, check]),
      );
      const differing = sourceFiles
        .filter((file) => found.get(file.key)?.sha256 !== file.sha256)
        .map((file) => file.key);
      const expected = new Set(sourceFiles.map((file) => file.key));
      differing.push(...stored.filter((key) => !expected.has(key)));
      media = {
        files: sourceFiles.length,
        targetFiles: stored.length,
        bytes: sourceFiles.reduce((sum, file) => sum + file.size, 0),
        differing,
      };
    }
    return {
      tables: checks,
      media,
      skipped: TRANSIENT_TABLES,
      quarantined,
      ok: checks.every((check) => check.same) && (media?.differing.length ?? 0) === 0,
    };
  } finally {
    await closeAll();
  }
}

/** Every id sequence continues after the highest id copied, so new rows get fresh ids. */
async function continueSequences(knex: Knex.Transaction, tables: Table[]): Promise<void> {
  for (const table of tables) {
    for (const key of table.keys) {
      if (table.columns.get(key) !== 'number') continue;
      // No sequence (a key the application sets itself): setval of null does nothing.
      await knex.raw(
        `select setval(pg_get_serial_sequence(?, ?), coalesce(max(??), 0) + 1, false) from ??`,
        [`"${table.name}"`, key, key, table.name],
      );
    }
  }
}
