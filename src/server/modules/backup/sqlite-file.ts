import { createRequire } from 'node:module';

/**
 * The few better-sqlite3 calls the backup needs. The driver is the one
 * MikroORM's `@mikro-orm/better-sqlite` installs; it ships no types of its
 * own, so the part used here is typed by hand.
 */
export interface SqliteStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}

export interface BackupProgress {
  totalPages: number;
  remainingPages: number;
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  exec(sql: string): SqliteDatabase;
  /** SQLite's online backup API: a consistent copy while other connections write. */
  backup(
    destination: string,
    options?: { progress?: (progress: BackupProgress) => number | undefined },
  ): Promise<BackupProgress>;
  close(): void;
}

interface SqliteOptions {
  readonly?: boolean;
  fileMustExist?: boolean;
  /** Milliseconds to wait for a lock before SQLITE_BUSY. */
  timeout?: number;
}

type SqliteConstructor = new (file: string, options?: SqliteOptions) => SqliteDatabase;

const require = createRequire(import.meta.url);
let Database: SqliteConstructor | undefined;

export function openSqlite(file: string, options: SqliteOptions = {}): SqliteDatabase {
  Database ??= require('better-sqlite3') as SqliteConstructor;
  return new Database(file, options);
}

/** Opens, runs `work`, and always closes (which also checkpoints and removes the WAL). */
export function withSqlite<T>(
  file: string,
  options: SqliteOptions,
  work: (db: SqliteDatabase) => T,
): T {
  const db = openSqlite(file, options);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Tables of the schema (MikroORM's migration log included), SQLite's own left out. */
export function tableNames(db: SqliteDatabase): string[] {
  return (
    db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .sort();
}

/** Row count per table, for the manifest and for comparing a restore with its backup. */
export function rowCounts(db: SqliteDatabase): Record<string, number> {
  return Object.fromEntries(
    tableNames(db).map((table) => {
      const { count } = db.prepare(`select count(*) as count from "${table}"`).get() as {
        count: number;
      };
      return [table, count];
    }),
  );
}

/** MikroORM's default migration log table. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** Names of the migrations applied to the database, oldest first. */
export function appliedMigrations(db: SqliteDatabase): string[] {
  if (!tableNames(db).includes(MIGRATIONS_TABLE)) return [];
  return (
    db.prepare(`select name from "${MIGRATIONS_TABLE}" order by id`).all() as { name: string }[]
  ).map((row) => row.name);
}

/** `PRAGMA integrity_check` finds nothing wrong. */
export function integrityProblems(db: SqliteDatabase): string[] {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

/** Whether a table has a column (a database of an older schema may not have it yet). */
export function hasColumn(db: SqliteDatabase, table: string, column: string): boolean {
  const columns = db.prepare(`select name from pragma_table_info(?)`).all(table) as {
    name: string;
  }[];
  return columns.some((row) => row.name === column);
}
