import { Migration } from '@mikro-orm/migrations';

export class Migration20261129033645 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "award" ("award_id" serial primary key, "title" varchar(200) collate "C" not null, "awarder" varchar(200) collate "C" null, "date" varchar(10) collate "C" null, "link" varchar(2048) collate "C" null, "summary" text collate "C" null, "hidden" boolean not null default false, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );

    this.addSql(
      `create table "interest" ("interest_id" serial primary key, "name" varchar(100) collate "C" not null, "keywords" text collate "C" not null, "hidden" boolean not null default false, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );

    this.addSql(
      `create table "language" ("language_id" serial primary key, "language" varchar(100) collate "C" not null, "fluency" varchar(100) collate "C" null, "hidden" boolean not null default false, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );

    this.addSql(
      `create table "reference" ("reference_id" serial primary key, "name" varchar(200) collate "C" not null, "reference" text collate "C" null, "hidden" boolean not null default true, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );

    this.addSql(
      `create table "volunteering" ("volunteering_id" serial primary key, "organization" varchar(200) collate "C" not null, "position" varchar(200) collate "C" null, "link" varchar(2048) collate "C" null, "start_at" varchar(10) collate "C" not null, "end_at" varchar(10) collate "C" null, "summary" text collate "C" null, "highlights" text collate "C" not null, "hidden" boolean not null default false, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );
  }
}
