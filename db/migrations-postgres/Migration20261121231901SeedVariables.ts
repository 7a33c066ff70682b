import { Migration } from '@mikro-orm/migrations';

/**
 * The public settings a fresh site starts with. Social links
 * start empty: the site shows only those the owner fills in.
 */
export class Migration20261121231901SeedVariables extends Migration {
  override async up(): Promise<void> {
    const defaults: [key: string, value: string, type: string][] = [
      ['title', 'Software Engineer', 'string'],
      ['about', '<p>Tell visitors who you are and what you love to build.</p>', 'string'],
      ['max_message_length', '1000', 'int'],
      ['email', '', 'string'],
      ['github', '', 'string'],
      ['linkedin', '', 'string'],
      ['instagram', '', 'string'],
    ];
    for (const [key, value, type] of defaults) {
      this.addSql(
        this.getKnex()
          .insert({ key, value, type, private: false })
          .into('variable')
          .onConflict('key')
          .ignore(),
      );
    }
  }
}
