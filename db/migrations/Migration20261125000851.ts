import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000851 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`admin_session\` (\`session_id\` text not null, \`secret_hash\` text not null, \`admin_id\` integer not null, \`created_at\` datetime not null, \`last_seen_at\` datetime not null, \`expires_at\` datetime not null, \`user_agent\` text null, constraint \`admin_session_admin_id_foreign\` foreign key(\`admin_id\`) references \`admin\`(\`admin_id\`) on delete cascade on update cascade, primary key (\`session_id\`));`,
    );
    this.addSql(
      `create unique index \`admin_session_secret_hash_unique\` on \`admin_session\` (\`secret_hash\`);`,
    );
    this.addSql(
      `create index \`admin_session_admin_id_index\` on \`admin_session\` (\`admin_id\`);`,
    );

    this.addSql(
      `create table \`api_token\` (\`token_id\` integer not null primary key autoincrement, \`admin_id\` integer not null, \`name\` text not null, \`scope\` text not null, \`secret_hash\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime null, \`last_used_at\` datetime null, constraint \`api_token_admin_id_foreign\` foreign key(\`admin_id\`) references \`admin\`(\`admin_id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`api_token_admin_id_index\` on \`api_token\` (\`admin_id\`);`);
    this.addSql(
      `create unique index \`api_token_secret_hash_unique\` on \`api_token\` (\`secret_hash\`);`,
    );

    this.addSql(
      `create table \`audit_entry\` (\`audit_id\` integer not null primary key autoincrement, \`at\` datetime not null, \`admin_id\` integer null, \`username\` text null, \`action\` text not null, \`entity\` text null, \`entity_id\` text null, \`fields\` text not null default '', \`via\` text null, \`token_id\` integer null, \`address\` text null, \`user_agent\` text null);`,
    );
    this.addSql(`create index \`audit_entry_at_index\` on \`audit_entry\` (\`at\`);`);

    this.addSql(
      `create table \`login_attempt\` (\`key\` text not null, \`failures\` integer not null default 0, \`first_failure_at\` datetime not null, \`last_failure_at\` datetime not null, \`locked_until\` datetime null, primary key (\`key\`));`,
    );

    this.addSql(
      `create table \`admin_recovery_code\` (\`recovery_code_id\` integer not null primary key autoincrement, \`admin_id\` integer not null, \`code_hash\` text not null, constraint \`admin_recovery_code_admin_id_foreign\` foreign key(\`admin_id\`) references \`admin\`(\`admin_id\`) on delete cascade on update cascade);`,
    );
    this.addSql(
      `create index \`admin_recovery_code_admin_id_index\` on \`admin_recovery_code\` (\`admin_id\`);`,
    );

    this.addSql(`alter table \`admin\` add column \`totp_secret\` text null;`);
    this.addSql(`alter table \`admin\` add column \`totp_pending_secret\` text null;`);
    this.addSql(`alter table \`admin\` add column \`totp_last_step\` integer null;`);
  }
}
