import { Migration } from '@mikro-orm/migrations';

export class Migration20261125204908 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "variable" add column "sanitized_html" text collate "C" null;`);
    this.addSql(`alter table "variable" add column "sanitized_from" varchar(64) collate "C" null;`);
  }
}
