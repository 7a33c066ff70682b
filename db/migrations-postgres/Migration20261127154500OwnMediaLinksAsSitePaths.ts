import { Migration } from '@mikro-orm/migrations';
import { rewriteOwnMediaLinks } from '../own-media-links';

/** Links to the site's own media stored with a host become site paths. */
export class Migration20261127154500OwnMediaLinksAsSitePaths extends Migration {
  override async up(): Promise<void> {
    await rewriteOwnMediaLinks(this);
  }
}
