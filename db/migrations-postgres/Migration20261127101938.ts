import { Migration } from '@mikro-orm/migrations';

export class Migration20261127101938 extends Migration {
  override async up(): Promise<void> {
    // Lists sort descending with nulls last and ascending with nulls first:
    // this order, read either way, is both, so the planner can walk it.
    this.addSql(
      `create index "message_created_at_message_id_index" on "message" ("created_at" desc nulls last, "message_id" desc nulls last);`,
    );
    this.addSql(
      `alter table "analytics_visit_day" add column "unique_visits" int not null default 0;`,
    );
    // Days counted before the column existed get their count once, here.
    this.addSql(
      `update "analytics_visit_day" set "unique_visits" = counted.visitors from (select "date", count(*) as visitors from "analytics_unique_visitor" group by "date") as counted where counted."date" = "analytics_visit_day"."date";`,
    );
  }
}
