import { Migration } from '@mikro-orm/migrations';

export class Migration20261125205900 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`content_state\` (\`id\` integer not null, \`version\` integer not null default 0, primary key (\`id\`));`,
    );

    this.addSql(
      `create table \`rate_limit\` (\`key\` text not null, \`points\` integer not null default 0, \`expire\` bigint null, primary key (\`key\`));`,
    );

    // The one row every instance reads and moves.
    this.addSql(`insert into \`content_state\` (\`id\`, \`version\`) values (1, 0);`);
  }
}
