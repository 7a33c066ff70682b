import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { CategoryEntity } from '../category/category.entity';
import { ToolEntity } from '../tool/tool.entity';
import { timestampProperties } from '../../db/timestamps';

export const ProjectEntity = defineEntity({
  name: 'Project',
  tableName: 'project',
  properties: (p) => ({
    projectId: p.integer().primary().autoincrement(),
    // A category still used by projects cannot be deleted (1004).
    category: () => p.manyToOne(CategoryEntity).fieldName('category_id').deleteRule('restrict'),
    name: p.string().length(100),
    publishedAt: p.string().length(10),
    cover: p.string().length(2048),
    description: p.string().length(256),
    content: p.text(),
    pinned: p.boolean().default(false),
    hidden: p.boolean().default(false),
    tools: () =>
      p
        .manyToMany(ToolEntity)
        .pivotTable('project_tool')
        .joinColumn('project_id')
        .inverseJoinColumn('tool_id')
        .owner(),
    ...timestampProperties(p),
  }),
});

export type Project = InferEntity<typeof ProjectEntity>;
