import { Migration } from '@mikro-orm/migrations';

export class Migration20261127064530 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "media" add column "width" int null, add column "height" int null, add column "variants" varchar(64) collate "C" null;`,
    );
  }
}
