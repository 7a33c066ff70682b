import { Migration } from '@mikro-orm/migrations';

export class Migration20261121231900 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`certification\` (\`certification_id\` integer not null primary key autoincrement, \`name\` text not null, \`issuer\` text not null, \`issued_at\` text not null, \`expires_at\` text null, \`certification_number\` text null, \`link\` text null);`,
    );

    this.addSql(
      `create table \`analytics_cv_download_day\` (\`date\` text not null, \`downloads\` integer not null default 0, primary key (\`date\`));`,
    );

    this.addSql(
      `create table \`education\` (\`education_id\` integer not null primary key autoincrement, \`school\` text not null, \`location\` text not null, \`title\` text not null, \`start_at\` text not null, \`end_at\` text null, \`gpa\` double not null default 0, \`hidden\` integer not null default false);`,
    );

    this.addSql(
      `create table \`experience\` (\`experience_id\` integer not null primary key autoincrement, \`company\` text not null, \`title\` text not null, \`location\` text not null, \`cover\` text not null, \`start_at\` text not null, \`end_at\` text null, \`type\` text not null, \`description\` text not null, \`hidden\` integer not null default false);`,
    );

    this.addSql(
      `create table \`expertise\` (\`expertise_id\` integer not null primary key autoincrement, \`icon\` text not null, \`name\` text not null, \`description\` text not null);`,
    );

    this.addSql(
      `create table \`media\` (\`media_id\` integer not null primary key autoincrement, \`name\` text not null, \`original_name\` text not null, \`type\` text not null, \`content_type\` text not null, \`private\` integer not null default false, \`size\` integer not null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`media_name_unique\` on \`media\` (\`name\`);`);

    this.addSql(
      `create table \`message\` (\`message_id\` integer not null primary key autoincrement, \`name\` text not null, \`email\` text not null, \`message\` text not null, \`read\` integer not null default false, \`created_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`project\` (\`project_id\` integer not null primary key autoincrement, \`category_id\` integer not null, \`name\` text not null, \`published_at\` text not null, \`cover\` text not null, \`description\` text not null, \`content\` text not null, \`pinned\` integer not null default false, \`hidden\` integer not null default false, constraint \`project_category_id_foreign\` foreign key(\`category_id\`) references \`category\`(\`category_id\`) on delete restrict on update cascade);`,
    );
    this.addSql(`create index \`project_category_id_index\` on \`project\` (\`category_id\`);`);

    this.addSql(
      `create table \`analytics_project_view_day\` (\`date\` text not null, \`project_id\` integer not null, \`views\` integer not null default 0, primary key (\`date\`, \`project_id\`));`,
    );

    this.addSql(
      `create table \`skillset\` (\`skillset_id\` integer not null primary key autoincrement, \`name\` text not null, \`order\` integer not null default 0);`,
    );

    this.addSql(
      `create table \`skill\` (\`skill_id\` integer not null primary key autoincrement, \`skillset_id\` integer not null, \`name\` text not null, \`order\` integer not null default 0, constraint \`skill_skillset_id_foreign\` foreign key(\`skillset_id\`) references \`skillset\`(\`skillset_id\`) on delete restrict on update cascade);`,
    );
    this.addSql(`create index \`skill_skillset_id_index\` on \`skill\` (\`skillset_id\`);`);

    this.addSql(
      `create table \`tool\` (\`tool_id\` integer not null primary key autoincrement, \`name\` text not null, \`icon\` text not null, \`link\` text not null);`,
    );

    this.addSql(
      `create table \`project_tool\` (\`project_id\` integer not null, \`tool_id\` integer not null, constraint \`project_tool_project_id_foreign\` foreign key(\`project_id\`) references \`project\`(\`project_id\`) on delete cascade on update cascade, constraint \`project_tool_tool_id_foreign\` foreign key(\`tool_id\`) references \`tool\`(\`tool_id\`) on delete cascade on update cascade, primary key (\`project_id\`, \`tool_id\`));`,
    );
    this.addSql(
      `create index \`project_tool_project_id_index\` on \`project_tool\` (\`project_id\`);`,
    );
    this.addSql(`create index \`project_tool_tool_id_index\` on \`project_tool\` (\`tool_id\`);`);

    this.addSql(
      `create table \`experience_tool\` (\`experience_id\` integer not null, \`tool_id\` integer not null, constraint \`experience_tool_experience_id_foreign\` foreign key(\`experience_id\`) references \`experience\`(\`experience_id\`) on delete cascade on update cascade, constraint \`experience_tool_tool_id_foreign\` foreign key(\`tool_id\`) references \`tool\`(\`tool_id\`) on delete cascade on update cascade, primary key (\`experience_id\`, \`tool_id\`));`,
    );
    this.addSql(
      `create index \`experience_tool_experience_id_index\` on \`experience_tool\` (\`experience_id\`);`,
    );
    this.addSql(
      `create index \`experience_tool_tool_id_index\` on \`experience_tool\` (\`tool_id\`);`,
    );

    this.addSql(
      `create table \`analytics_unique_visitor\` (\`date\` text not null, \`visitor_hash\` text not null, primary key (\`date\`, \`visitor_hash\`));`,
    );

    this.addSql(
      `create table \`variable\` (\`key\` text not null, \`value\` text not null, \`type\` text not null, \`private\` integer not null default false, primary key (\`key\`));`,
    );

    this.addSql(
      `create table \`analytics_visit_day\` (\`date\` text not null, \`total_visits\` integer not null default 0, primary key (\`date\`));`,
    );
  }
}
