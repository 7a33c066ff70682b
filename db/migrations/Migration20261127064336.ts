import { Migration } from '@mikro-orm/migrations';

export class Migration20261127064336 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`mail_outbox\` (\`outbox_id\` integer not null primary key autoincrement, \`message_id\` integer not null, \`status\` text not null default 'pending', \`attempts\` integer not null default 0, \`mail_id\` text not null, \`created_at\` datetime not null, \`next_attempt_at\` datetime not null, \`locked_until\` datetime null, \`done_at\` datetime null, \`last_error\` text null, constraint \`mail_outbox_message_id_foreign\` foreign key(\`message_id\`) references \`message\`(\`message_id\`) on delete cascade on update cascade);`,
    );
    this.addSql(
      `create index \`mail_outbox_message_id_index\` on \`mail_outbox\` (\`message_id\`);`,
    );
    this.addSql(
      `create unique index \`mail_outbox_message_id_unique\` on \`mail_outbox\` (\`message_id\`);`,
    );
    this.addSql(
      `create index \`mail_outbox_next_attempt_at_index\` on \`mail_outbox\` (\`next_attempt_at\`);`,
    );

    this.addSql(
      `create table \`message_reply\` (\`reply_id\` integer not null primary key autoincrement, \`message_id\` integer not null, \`text\` text not null, \`sent_at\` datetime not null, \`username\` text not null, constraint \`message_reply_message_id_foreign\` foreign key(\`message_id\`) references \`message\`(\`message_id\`) on delete cascade on update cascade);`,
    );
    this.addSql(
      `create index \`message_reply_message_id_index\` on \`message_reply\` (\`message_id\`);`,
    );
  }
}
