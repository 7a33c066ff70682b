import { defineConfig, MikroORM, type Options } from '@mikro-orm/better-sqlite';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../db/migrations';
import { entities } from './entities';

export function ormConfig(databaseFile: string): Options {
  return defineConfig({
    dbName: databaseFile,
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

/** Opens the SQLite file, switches it to WAL and applies pending migrations. */
export async function openDatabase(
  databaseFile: string,
  onMigrated: (names: string[]) => void = () => {},
): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(databaseFile));
  const connection = orm.em.getConnection();
  await connection.execute('pragma journal_mode = wal');
  await connection.execute('pragma foreign_keys = on');
  await connection.execute('pragma busy_timeout = 5000');
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) onMigrated(applied.map((migration) => migration.name));
  return orm;
}
