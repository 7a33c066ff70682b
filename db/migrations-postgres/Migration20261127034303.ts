import { Migration } from '@mikro-orm/migrations';

export class Migration20261127034303 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "publication" ("publication_id" serial primary key, "title" varchar(200) collate "C" not null, "publisher" varchar(200) collate "C" null, "published_at" varchar(10) collate "C" null, "link" varchar(2048) collate "C" null, "summary" text collate "C" null, "hidden" boolean not null default false);`,
    );
  }
}
