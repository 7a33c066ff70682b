import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsList as sqliteMigrations } from '../../db/migrations';
import { migrationNames as sqliteNames } from '../../db/migrations/names';
import { migrationsList as postgresMigrations } from '../../db/migrations-postgres';
import { migrationNames as postgresNames } from '../../db/migrations-postgres/names';

/**
 * The server decides from the names alone whether a database needs a
 * migration; a name missing there would leave that migration unapplied.
 */
describe.each([
  ['db/migrations', sqliteNames, sqliteMigrations],
  ['db/migrations-postgres', postgresNames, postgresMigrations],
] as const)('the migration names in %s', (folder, names, list) => {
  it('are the migrations the folder holds and the migrator runs, in order', () => {
    const files = readdirSync(folder)
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect([...names]).toEqual(files);
    expect(list.map((migration) => migration.name)).toEqual(files);
  });
});
