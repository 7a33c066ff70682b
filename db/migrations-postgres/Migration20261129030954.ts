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
 * `created_at` and `updated_at` on every content row. The rows there now
 * take the moment the migration runs, through a default dropped at once:
 * new rows always get theirs from the ORM.
 */
export class Migration20261129030954 extends Migration {
  override async up(): Promise<void> {
    const now = `'${new Date().toISOString()}'`;
    for (const table of TABLES) {
      this.addSql(
        `alter table "${table}" add column "created_at" timestamptz(3) not null default ${now}, add column "updated_at" timestamptz(3) not null default ${now};`,
      );
      this.addSql(
        `alter table "${table}" alter column "created_at" drop default, alter column "updated_at" drop default;`,
      );
    }
    this.addSql(
      `alter table "message" add column "updated_at" timestamptz(3) not null default ${now};`,
    );
    this.addSql(`alter table "message" alter column "updated_at" drop default;`);
  }
}
