import { defineConfig, MikroORM, type Options } from '@mikro-orm/better-sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../db/migrations';
import { collectChanges } from '../modules/audit/audit-changes';
import { contentVersion } from './content-version';
import { entities } from './entities';

/** The part of a better-sqlite3 connection that the pool hands to `afterCreate`. */
interface SqliteHandle {
  pragma(source: string): unknown;
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
 */
export function configureConnection(db: SqliteHandle): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

export function ormConfig(databaseFile: string): Options {
  return defineConfig({
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
    entities,
    extensions: [Migrator],
    migrations: {
      // Migrations are listed in code so the bundled server needs no file discovery.
      migrationsList,
      path: 'db/migrations',
      pathTs: 'db/migrations',
      emit: 'ts',
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
  });
}

/**
 * Opens the SQLite file (WAL, see `configureConnection`), applies pending
 * migrations, and starts watching flushes for content changes (see
 * `contentVersion`), before any request can write.
 */
export async function openDatabase(
  databaseFile: string,
  onMigrated: (names: string[]) => void = () => {},
): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(databaseFile));
  contentVersion(orm.em);
  collectChanges(orm.em);
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) onMigrated(applied.map((migration) => migration.name));
  return orm;
}
