import { Migration } from '@mikro-orm/migrations';

export class Migration20261127064530 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`media\` add column \`width\` integer null;`);
    this.addSql(`alter table \`media\` add column \`height\` integer null;`);
    this.addSql(`alter table \`media\` add column \`variants\` text null;`);
  }
}
