import { Migration } from '@mikro-orm/migrations';

export class Migration20261129033645 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`award\` (\`award_id\` integer not null primary key autoincrement, \`title\` text not null, \`awarder\` text null, \`date\` text null, \`link\` text null, \`summary\` text null, \`hidden\` integer not null default false, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`interest\` (\`interest_id\` integer not null primary key autoincrement, \`name\` text not null, \`keywords\` text not null, \`hidden\` integer not null default false, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`language\` (\`language_id\` integer not null primary key autoincrement, \`language\` text not null, \`fluency\` text null, \`hidden\` integer not null default false, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`reference\` (\`reference_id\` integer not null primary key autoincrement, \`name\` text not null, \`reference\` text null, \`hidden\` integer not null default true, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`volunteering\` (\`volunteering_id\` integer not null primary key autoincrement, \`organization\` text not null, \`position\` text null, \`link\` text null, \`start_at\` text not null, \`end_at\` text null, \`summary\` text null, \`highlights\` text not null, \`hidden\` integer not null default false, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
  }
}
