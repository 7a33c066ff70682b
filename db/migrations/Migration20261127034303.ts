import { Migration } from '@mikro-orm/migrations';

export class Migration20261127034303 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`publication\` (\`publication_id\` integer not null primary key autoincrement, \`title\` text not null, \`publisher\` text null, \`published_at\` text null, \`link\` text null, \`summary\` text null, \`hidden\` integer not null default false);`,
    );
  }
}
