import { Migration } from '@mikro-orm/migrations';

export class Migration20261128231720 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`admin_session\` add column \`confirmed_at\` datetime null;`);
  }
}
