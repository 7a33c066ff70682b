import { Migration } from '@mikro-orm/migrations';

export class Migration20261121222419 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`admin\` (\`admin_id\` integer not null primary key autoincrement, \`username\` text not null, \`password_hash\` text not null, \`active\` integer not null default true, \`created_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`admin_username_unique\` on \`admin\` (\`username\`);`);

    this.addSql(
      `create table \`category\` (\`category_id\` integer not null primary key autoincrement, \`name\` text not null);`,
    );
    this.addSql(`create unique index \`category_name_unique\` on \`category\` (\`name\`);`);
  }
}
