import { Migration } from '@mikro-orm/migrations';

/**
 * PostgreSQL's side of the SQLite migration of the same name (decision 0038).
 * Text columns compare and sort by their bytes (collate "C"), as in SQLite,
 * whatever collation the database itself has. Names that differ only by
 * case are refused by the services; the unique indexes on lower() refuse
 * them too when two requests race past that check (requests run at once
 * on PostgreSQL).
 */
export class Migration20261121222419 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin" ("admin_id" serial primary key, "username" varchar(50) collate "C" not null, "password_hash" varchar(255) collate "C" not null, "active" boolean not null default true, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "admin" add constraint "admin_username_unique" unique ("username");`);

    this.addSql(
      `create table "category" ("category_id" serial primary key, "name" varchar(100) collate "C" not null);`,
    );
    this.addSql(`alter table "category" add constraint "category_name_unique" unique ("name");`);

    this.addSql(
      `create unique index "admin_username_lower_unique" on "admin" (lower("username"));`,
    );
    this.addSql(`create unique index "category_name_lower_unique" on "category" (lower("name"));`);
  }
}
