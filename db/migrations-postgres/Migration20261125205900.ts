import { Migration } from '@mikro-orm/migrations';

export class Migration20261125205900 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "content_state" ("id" int not null, "version" int not null default 0, constraint "content_state_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "rate_limit" ("key" varchar(255) collate "C" not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limit_pkey" primary key ("key"));`,
    );

    // The one row every instance reads and moves.
    this.addSql(`insert into "content_state" ("id", "version") values (1, 0);`);
  }
}
