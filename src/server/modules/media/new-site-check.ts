import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../logger';
import { type DatabaseSetting, describeDatabase, SettingsError } from '../../settings';
import { AdminEntity } from '../account/admin.entity';
import type { MediaStore } from './media-store';
import { MediaEntity } from './media.entity';

/**
 * A database is empty when it holds no admin and no media item: what a
 * first start (or a typo in DATABASE_URL, which opens a new database) finds,
 * just before it creates the first admin. Content rows are not counted: no
 * content exists without an admin having made it or a copy having brought
 * media rows and admins along.
 */
async function isEmpty(em: EntityManager): Promise<boolean> {
  return (await em.count(AdminEntity)) === 0 && (await em.count(MediaEntity)) === 0;
}

/**
 * Refuses to start on an empty database when the media store (the bucket,
 * or DATA_DIR/media) already holds files: those belong to a site, most
 * likely one whose database DATABASE_URL no longer names, and a server on an
 * empty database would take every one of them for a stray. NEW_SITE=true
 * says the store's files are known and may stay (they are then left where
 * they are). Runs before the first admin is made, so a refused start leaves
 * the database as empty as it found it.
 */
export async function checkNewSite(
  em: EntityManager,
  store: MediaStore,
  options: { database: DatabaseSetting; newSite: boolean; logger: Logger },
): Promise<void> {
  if (!(await isEmpty(em))) return;
  const files = (await store.list()).length + (await store.listDerived()).length;
  if (files === 0) return;
  const where =
    store.kind === 's3'
      ? `The ${store.location} holds ${files} object(s)`
      : `The media folder ${store.location} holds ${files} file(s)`;
  const found = `${where} but the database ${describeDatabase(options.database)} is empty (no admin, no media)`;
  if (options.newSite) {
    options.logger.warn(
      { files, store: store.location },
      `${found}: starting a new site because NEW_SITE=true; the files stay where they are`,
    );
    return;
  }
  throw new SettingsError(
    `Invalid setting DATABASE_URL: ${found}. Point DATABASE_URL at this site's database, or set NEW_SITE=true if this really is a new site.`,
  );
}
