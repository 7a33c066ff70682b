import { Migration } from '@mikro-orm/migrations';

/** PostgreSQL's side of the SQLite migration of the same name (decision 0038). */
export class Migration20261125000851 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_session" ("session_id" varchar(32) collate "C" not null, "secret_hash" varchar(64) collate "C" not null, "admin_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "user_agent" varchar(512) collate "C" null, constraint "admin_session_pkey" primary key ("session_id"));`,
    );
    this.addSql(
      `alter table "admin_session" add constraint "admin_session_secret_hash_unique" unique ("secret_hash");`,
    );
    this.addSql(`create index "admin_session_admin_id_index" on "admin_session" ("admin_id");`);

    this.addSql(
      `create table "api_token" ("token_id" serial primary key, "admin_id" int not null, "name" varchar(100) collate "C" not null, "scope" varchar(10) collate "C" not null, "secret_hash" varchar(64) collate "C" not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_secret_hash_unique" unique ("secret_hash");`,
    );
    this.addSql(`create index "api_token_admin_id_index" on "api_token" ("admin_id");`);

    this.addSql(
      `create table "audit_entry" ("audit_id" serial primary key, "at" timestamptz not null, "admin_id" int null, "username" varchar(50) collate "C" null, "action" varchar(32) collate "C" not null, "entity" varchar(50) collate "C" null, "entity_id" varchar(100) collate "C" null, "fields" varchar(1000) collate "C" not null default '', "via" varchar(10) collate "C" null, "token_id" int null, "address" varchar(64) collate "C" null, "user_agent" varchar(512) collate "C" null);`,
    );
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at");`);

    this.addSql(
      `create table "login_attempt" ("key" varchar(128) collate "C" not null, "failures" int not null default 0, "first_failure_at" timestamptz not null, "last_failure_at" timestamptz not null, "locked_until" timestamptz null, constraint "login_attempt_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "admin_recovery_code" ("recovery_code_id" serial primary key, "admin_id" int not null, "code_hash" varchar(255) collate "C" not null);`,
    );
    this.addSql(
      `create index "admin_recovery_code_admin_id_index" on "admin_recovery_code" ("admin_id");`,
    );

    this.addSql(`alter table "admin" add column "totp_secret" varchar(64) collate "C" null;`);
    this.addSql(
      `alter table "admin" add column "totp_pending_secret" varchar(64) collate "C" null;`,
    );
    this.addSql(`alter table "admin" add column "totp_last_step" int null;`);

    this.addSql(
      `alter table "admin_session" add constraint "admin_session_admin_id_foreign" foreign key ("admin_id") references "admin" ("admin_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_admin_id_foreign" foreign key ("admin_id") references "admin" ("admin_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "admin_recovery_code" add constraint "admin_recovery_code_admin_id_foreign" foreign key ("admin_id") references "admin" ("admin_id") on update cascade on delete cascade;`,
    );
  }
}
