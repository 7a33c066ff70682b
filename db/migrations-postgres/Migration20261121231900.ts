import { Migration } from '@mikro-orm/migrations';

/** PostgreSQL's side of the SQLite migration of the same name (decision 0038). */
export class Migration20261121231900 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "certification" ("certification_id" serial primary key, "name" varchar(100) collate "C" not null, "issuer" varchar(100) collate "C" not null, "issued_at" varchar(10) collate "C" not null, "expires_at" varchar(10) collate "C" null, "certification_number" varchar(50) collate "C" null, "link" varchar(2048) collate "C" null);`,
    );

    this.addSql(
      `create table "analytics_cv_download_day" ("date" varchar(10) collate "C" not null, "downloads" int not null default 0, constraint "analytics_cv_download_day_pkey" primary key ("date"));`,
    );

    this.addSql(
      `create table "education" ("education_id" serial primary key, "school" varchar(100) collate "C" not null, "location" varchar(100) collate "C" not null, "title" varchar(100) collate "C" not null, "start_at" varchar(10) collate "C" not null, "end_at" varchar(10) collate "C" null, "gpa" double precision not null default 0, "hidden" boolean not null default false);`,
    );

    this.addSql(
      `create table "experience" ("experience_id" serial primary key, "company" varchar(100) collate "C" not null, "title" varchar(100) collate "C" not null, "location" varchar(100) collate "C" not null, "cover" varchar(2048) collate "C" not null, "start_at" varchar(10) collate "C" not null, "end_at" varchar(10) collate "C" null, "type" varchar(20) collate "C" not null, "description" text collate "C" not null, "hidden" boolean not null default false);`,
    );

    this.addSql(
      `create table "expertise" ("expertise_id" serial primary key, "icon" varchar(2048) collate "C" not null, "name" varchar(100) collate "C" not null, "description" varchar(1024) collate "C" not null);`,
    );

    this.addSql(
      `create table "media" ("media_id" serial primary key, "name" varchar(256) collate "C" not null, "original_name" varchar(512) collate "C" not null, "type" varchar(20) collate "C" not null, "content_type" varchar(255) collate "C" not null, "private" boolean not null default false, "size" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "media" add constraint "media_name_unique" unique ("name");`);

    this.addSql(
      `create table "message" ("message_id" serial primary key, "name" varchar(100) collate "C" not null, "email" varchar(320) collate "C" not null, "message" text collate "C" not null, "read" boolean not null default false, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "project" ("project_id" serial primary key, "category_id" int not null, "name" varchar(100) collate "C" not null, "published_at" varchar(10) collate "C" not null, "cover" varchar(2048) collate "C" not null, "description" varchar(256) collate "C" not null, "content" text collate "C" not null, "pinned" boolean not null default false, "hidden" boolean not null default false);`,
    );
    this.addSql(`create index "project_category_id_index" on "project" ("category_id");`);

    this.addSql(
      `create table "analytics_project_view_day" ("date" varchar(10) collate "C" not null, "project_id" int not null, "views" int not null default 0, constraint "analytics_project_view_day_pkey" primary key ("date", "project_id"));`,
    );

    this.addSql(
      `create table "skillset" ("skillset_id" serial primary key, "name" varchar(100) collate "C" not null, "order" int not null default 0);`,
    );

    this.addSql(
      `create table "skill" ("skill_id" serial primary key, "skillset_id" int not null, "name" varchar(100) collate "C" not null, "order" int not null default 0);`,
    );
    this.addSql(`create index "skill_skillset_id_index" on "skill" ("skillset_id");`);

    this.addSql(
      `create table "tool" ("tool_id" serial primary key, "name" varchar(100) collate "C" not null, "icon" varchar(100) collate "C" not null, "link" varchar(100) collate "C" not null);`,
    );

    this.addSql(
      `create table "project_tool" ("project_id" int not null, "tool_id" int not null, constraint "project_tool_pkey" primary key ("project_id", "tool_id"));`,
    );
    this.addSql(`create index "project_tool_project_id_index" on "project_tool" ("project_id");`);
    this.addSql(`create index "project_tool_tool_id_index" on "project_tool" ("tool_id");`);

    this.addSql(
      `create table "experience_tool" ("experience_id" int not null, "tool_id" int not null, constraint "experience_tool_pkey" primary key ("experience_id", "tool_id"));`,
    );
    this.addSql(
      `create index "experience_tool_experience_id_index" on "experience_tool" ("experience_id");`,
    );
    this.addSql(`create index "experience_tool_tool_id_index" on "experience_tool" ("tool_id");`);

    this.addSql(
      `create table "analytics_unique_visitor" ("date" varchar(10) collate "C" not null, "visitor_hash" varchar(64) collate "C" not null, constraint "analytics_unique_visitor_pkey" primary key ("date", "visitor_hash"));`,
    );

    this.addSql(
      `create table "variable" ("key" varchar(256) collate "C" not null, "value" text collate "C" not null, "type" varchar(10) collate "C" not null, "private" boolean not null default false, constraint "variable_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "analytics_visit_day" ("date" varchar(10) collate "C" not null, "total_visits" int not null default 0, constraint "analytics_visit_day_pkey" primary key ("date"));`,
    );

    this.addSql(
      `alter table "project" add constraint "project_category_id_foreign" foreign key ("category_id") references "category" ("category_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "skill" add constraint "skill_skillset_id_foreign" foreign key ("skillset_id") references "skillset" ("skillset_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "project_tool" add constraint "project_tool_project_id_foreign" foreign key ("project_id") references "project" ("project_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "project_tool" add constraint "project_tool_tool_id_foreign" foreign key ("tool_id") references "tool" ("tool_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "experience_tool" add constraint "experience_tool_experience_id_foreign" foreign key ("experience_id") references "experience" ("experience_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "experience_tool" add constraint "experience_tool_tool_id_foreign" foreign key ("tool_id") references "tool" ("tool_id") on update cascade on delete cascade;`,
    );
  }
}
