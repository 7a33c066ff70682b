import { Migration } from '@mikro-orm/migrations';

export class Migration20261127064336 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("outbox_id" serial primary key, "message_id" int not null, "status" varchar(10) collate "C" not null default 'pending', "attempts" int not null default 0, "mail_id" varchar(200) collate "C" not null, "created_at" timestamptz not null, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "done_at" timestamptz null, "last_error" varchar(500) collate "C" null);`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_message_id_unique" unique ("message_id");`,
    );
    this.addSql(
      `create index "mail_outbox_next_attempt_at_index" on "mail_outbox" ("next_attempt_at");`,
    );

    this.addSql(
      `create table "message_reply" ("reply_id" serial primary key, "message_id" int not null, "text" text collate "C" not null, "sent_at" timestamptz not null, "username" varchar(50) collate "C" not null);`,
    );
    // PostgreSQL does not index a foreign key itself (SQLite's schema has this one).
    this.addSql(`create index "message_reply_message_id_index" on "message_reply" ("message_id");`);

    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_message_id_foreign" foreign key ("message_id") references "message" ("message_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "message_reply" add constraint "message_reply_message_id_foreign" foreign key ("message_id") references "message" ("message_id") on update cascade on delete cascade;`,
    );
  }
}
