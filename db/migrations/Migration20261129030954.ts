import { Migration } from '@mikro-orm/migrations';

/** The content tables, each stamped (`message` has had `created_at` since it began). */
const TABLES = [
  'category',
  'certification',
  'education',
  'experience',
  'expertise',
  'project',
  'publication',
  'skillset',
  'skill',
  'tool',
];

/**
 * `created_at` and `updated_at` on every content row. SQLite adds a NOT NULL
 * column only with a default: the rows there now take the moment the
 * migration runs (milliseconds since 1970, as the ORM stores dates here),
 * and new rows always get theirs from the ORM.
 */
export class Migration20261129030954 extends Migration {
  override async up(): Promise<void> {
    const now = Date.now();
    for (const table of TABLES) {
      this.addSql(
        `alter table \`${table}\` add column \`created_at\` datetime not null default ${now};`,
      );
      this.addSql(
        `alter table \`${table}\` add column \`updated_at\` datetime not null default ${now};`,
      );
    }
    this.addSql(
      `alter table \`message\` add column \`updated_at\` datetime not null default ${now};`,
    );
  }
}
