import {
  defineConfig as defineSqliteConfig,
  MikroORM as SqliteOrm,
  type Options as SqliteOptions,
} from '@mikro-orm/better-sqlite';
// Types only: the PostgreSQL driver (and `pg`) load when DATABASE_URL names
// PostgreSQL, so the SQLite default does not carry them in memory.
import type { MikroORM as PostgresOrm, Options as PostgresOptions } from '@mikro-orm/postgresql';
import type { Migrator } from '@mikro-orm/migrations';
import { migrationNames as sqliteMigrationNames } from '../../../db/migrations/names';
import { migrationNames as postgresMigrationNames } from '../../../db/migrations-postgres/names';
import { collectChanges } from '../db/audit-changes';
import { type DatabaseSetting, maskDatabaseUrl, SettingsError } from '../settings';
import { contentVersion } from '../db/content-version';
import { sqliteFolderProblem } from '../db/database-url';
import { entities } from './entities';
import type { Orm } from '../db/orm-type';

/** The part of a better-sqlite3 connection that the pool hands to `afterCreate`. */
interface SqliteHandle {
  pragma(source: string): unknown;
  prepare(source: string): unknown;
}

/** Compiled statements kept per connection: the app's queries are a few dozen shapes. */
const STATEMENTS_KEPT = 256;

/**
 * Keeps each compiled statement for its SQL text. knex compiles every query
 * anew (`prepare`), which cost a signed-in read more than running its three
 * statements; SQLite re-runs a statement with new bindings as well, and
 * re-compiles it by itself after a schema change. knex runs a statement to
 * its end at once (`all` or `run`, never an open iterator), so one statement
 * is never in use twice. The one setting knex changes on a statement, safe
 * integers, is never asked for here. The least recently used goes first.
 */
export function keepPreparedStatements(db: SqliteHandle): void {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, unknown>();
  db.prepare = (source: string) => {
    let statement = kept.get(source);
    if (statement !== undefined) kept.delete(source);
    else {
      statement = prepare(source);
      if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    return statement;
  };
}

/**
 * Settings every connection gets the moment it opens, so a connection the
 * pool ever re-creates has them too (decision 0021):
 * - WAL: readers never wait for the writer, and a commit is one append.
 * - synchronous = NORMAL: a commit returns once its pages are in the WAL file
 *   (in the OS's cache), so an acknowledged write survives the process being
 *   killed; only losing power could cost the last commits, never corrupt the
 *   file. Set explicitly rather than relying on the driver's build default.
 * - foreign_keys: SQLite leaves them off unless asked, per connection.
 * - busy_timeout: a second process (backup, the admin CLI) waits for a lock
 *   instead of failing at once.
 * - compiled statements are kept (`keepPreparedStatements`).
 */
export function configureConnection(db: SqliteHandle): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  keepPreparedStatements(db);
}

/** The folder of each dialect's migrations (decision 0038): one schema, written twice. */
export const MIGRATION_FOLDERS = {
  sqlite: 'db/migrations',
  postgres: 'db/migrations-postgres',
} as const;

/** What both dialects share. */
function commonOptions(kind: DatabaseSetting['kind']) {
  return {
    entities,
    migrations: {
      // The migrations themselves (and the migrator) are loaded by
      // `migratorOf` when needed: see there.
      path: MIGRATION_FOLDERS[kind],
      pathTs: MIGRATION_FOLDERS[kind],
      emit: 'ts' as const,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      // The server logs what was applied itself, as structured JSON.
      silent: true,
    },
    // Every request forks its own EntityManager; the global one must never be used.
    allowGlobalContext: false,
    debug: false,
    discovery: { warnWhenNoEntities: false },
  };
}

export function sqliteConfig(databaseFile: string): SqliteOptions {
  return defineSqliteConfig({
    ...commonOptions('sqlite'),
    dbName: databaseFile,
    pool: {
      afterCreate: (db: SqliteHandle, done: (error: Error | null, db: SqliteHandle) => void) => {
        try {
          configureConnection(db);
          done(null, db);
        } catch (error) {
          done(error as Error, db);
        }
      },
    },
  });
}

/** How long opening a PostgreSQL connection may take before the start fails (or a request does). */
const CONNECT_TIMEOUT_MS = 10_000;

/** Options for `MikroORM.init` of `@mikro-orm/postgresql`, whose class brings the driver. */
export function postgresConfig(url: string): PostgresOptions {
  return {
    ...commonOptions('postgres'),
    clientUrl: url,
    // Requests run at once on PostgreSQL, each holding a connection while it
    // queries; none are kept open while the site is idle.
    pool: { min: 0, max: 10 },
    // The database must exist: creating it on the fly would hide a typo in the URL.
    ensureDatabase: false,
    driverOptions: {
      connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      acquireConnectionTimeout: CONNECT_TIMEOUT_MS * 2,
    },
  };
}

/** Why a PostgreSQL connection failed, in a few words an owner can act on. */
function connectionFailure(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    case '28P01':
      return 'wrong user name or password';
    case '3D000':
      return 'database does not exist';
    default: {
      const line = (message ?? String(error)).split('\n')[0] ?? '';
      if (/timeout/i.test(line)) return 'timed out';
      return line || 'unknown error';
    }
  }
}

/** Opens the database DATABASE_URL names, without applying migrations (scripts check them). */
export async function connectDatabase(database: DatabaseSetting): Promise<Orm> {
  if (database.kind === 'sqlite') {
    return (await SqliteOrm.init(sqliteConfig(database.file))) as unknown as Orm;
  }
  let orm: PostgresOrm | undefined;
  try {
    const { MikroORM } = await import('@mikro-orm/postgresql');
    orm = await MikroORM.init(postgresConfig(database.url));
  } catch (error) {
    throw unreachable(database.url, error);
  }
  const check = await orm.checkConnection();
  if (!check.ok) {
    await orm.close(true).catch(() => undefined);
    throw unreachable(database.url, check.error ?? check.reason);
  }
  return orm as unknown as Orm;
}

function unreachable(url: string, error: unknown): SettingsError {
  return new SettingsError(
    `Invalid setting DATABASE_URL: could not connect to ${maskDatabaseUrl(url)} (${connectionFailure(error)})`,
  );
}

/**
 * Opens the database (SQLite: the file in WAL mode, see `configureConnection`;
 * PostgreSQL: a connection pool), applies pending migrations, and starts
 * watching flushes for content changes (see `contentVersion`), before any
 * request can write. An unreachable PostgreSQL server is a SettingsError
 * naming DATABASE_URL.
 */
export async function openDatabase(
  database: DatabaseSetting,
  onMigrated: (names: string[]) => void = () => {},
): Promise<Orm> {
  if (database.kind === 'sqlite') {
    const problem = sqliteFolderProblem(database.file);
    if (problem) throw new SettingsError(`Invalid setting DATABASE_URL: ${problem}`);
  }
  const orm = await connectDatabase(database);
  contentVersion(orm.em);
  collectChanges(orm.em);
  const applied = await oneStartAtATime(orm, database, async () =>
    (await hasPendingMigrations(orm)) ? (await migratorOf(orm)).up() : [],
  );
  if (applied.length > 0) onMigrated(applied.map((migration) => migration.name));
  return orm;
}

/** The table MikroORM records applied migrations in (its default name). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** The names of this dialect's migrations, oldest first, without loading them. */
export function knownMigrationNames(orm: Orm): readonly string[] {
  const folder = orm.config.get('migrations').path;
  return folder === MIGRATION_FOLDERS.sqlite ? sqliteMigrationNames : postgresMigrationNames;
}

/**
 * Whether this version brings migrations the database has not had, read
 * from the table of applied ones: most starts have none to apply, and then
 * the migrator (with the CLI and schema libraries it loads) stays unloaded.
 */
async function hasPendingMigrations(orm: Orm): Promise<boolean> {
  let applied: Set<string>;
  try {
    const rows = await orm.em
      .getConnection()
      .execute<{ name: string }[]>(`select name from ${MIGRATIONS_TABLE}`);
    applied = new Set(rows.map((row) => row.name));
  } catch {
    // No table yet: a new database.
    return true;
  }
  return knownMigrationNames(orm).some((name) => !applied.has(name));
}

/**
 * MikroORM's migrator for this database, with this dialect's migrations
 * (listed in code, so the bundled server needs no file discovery); loaded
 * on first use.
 */
export async function migratorOf(orm: Orm): Promise<Migrator> {
  const [{ Migrator: MigratorClass }, { migrationsList }] = await Promise.all([
    import('@mikro-orm/migrations'),
    orm.config.get('migrations').path === MIGRATION_FOLDERS.sqlite
      ? import('../../../db/migrations')
      : import('../../../db/migrations-postgres'),
  ]);
  const options = orm.config.get('migrations');
  if (!options.migrationsList) {
    orm.config.set('migrations', { ...options, migrationsList });
    MigratorClass.register(orm as unknown as Parameters<typeof MigratorClass.register>[0]);
  }
  return orm.getMigrator() as unknown as Migrator;
}

/** The advisory lock's name: no sign-in key (see attempt-turns.ts) can spell it. */
const START_LOCK = 'portfolio start-up';

/**
 * Runs start-up work (migrations, the first admin) on one instance at a time.
 * An orchestrator starts every instance on a PostgreSQL database at once:
 * each would find no tables and create them, or no admin and add one, and
 * all but the first would fail to start. So the work waits for an advisory
 * lock, held by a transaction on a connection of its own while the work
 * runs on others; the next instance then finds it done. The lock ends with
 * that transaction, also when the process dies. A SQLite file belongs to one
 * server, which has no one to wait for.
 */
export async function oneStartAtATime<T>(
  orm: Orm,
  database: DatabaseSetting,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return orm.em
    .getConnection()
    .getKnex()
    .transaction(async (lock) => {
      await lock.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [START_LOCK]);
      return work();
    });
}
