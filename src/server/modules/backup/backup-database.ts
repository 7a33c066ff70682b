import type { DatabaseSetting } from '../../settings';
import { BackupError } from './backup-manifest';

/**
 * The SQLite file `npm run backup` and `npm run restore` work on. They copy
 * that file page by page; a PostgreSQL server has its own tools for the
 * same job, which know its format and can run while it serves.
 */
export function backupDatabaseFile(
  database: DatabaseSetting,
  command: 'backup' | 'restore',
): string {
  if (database.kind === 'sqlite') return database.file;
  throw new BackupError(
    command === 'backup'
      ? 'npm run backup copies a SQLite database; DATABASE_URL names a PostgreSQL server: back it up with pg_dump (pg_dump --format=custom), and copy DATA_DIR/media alongside'
      : 'npm run restore writes a SQLite database; DATABASE_URL names a PostgreSQL server: restore a pg_dump archive with pg_restore, and DATA_DIR/media alongside',
  );
}
