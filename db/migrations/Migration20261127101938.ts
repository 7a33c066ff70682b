import { Migration } from '@mikro-orm/migrations';

export class Migration20261127101938 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index \`message_created_at_message_id_index\` on \`message\` (\`created_at\`, \`message_id\`);`,
    );
    this.addSql(
      `alter table \`analytics_visit_day\` add column \`unique_visits\` integer not null default 0;`,
    );
    // Days counted before the column existed get their count once, here.
    this.addSql(
      `update \`analytics_visit_day\` set \`unique_visits\` = (select count(*) from \`analytics_unique_visitor\` where \`analytics_unique_visitor\`.\`date\` = \`analytics_visit_day\`.\`date\`);`,
    );
  }
}
