import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ToolEntity } from '../tool/tool.entity';
import { timestampProperties } from '../../db/timestamps';

export const ExperienceEntity = defineEntity({
  name: 'Experience',
  tableName: 'experience',
  properties: (p) => ({
    experienceId: p.integer().primary().autoincrement(),
    company: p.string().length(100),
    title: p.string().length(100),
    location: p.string().length(100),
    cover: p.string().length(2048),
    startAt: p.string().length(10),
    endAt: p.string().length(10).nullable(),
    type: p.string().length(20),
    description: p.text(),
    hidden: p.boolean().default(false),
    // Deleting a tool removes it from experiences: the pivot rows cascade.
    tools: () =>
      p
        .manyToMany(ToolEntity)
        .pivotTable('experience_tool')
        .joinColumn('experience_id')
        .inverseJoinColumn('tool_id')
        .owner(),
    ...timestampProperties(p),
  }),
});

export type Experience = InferEntity<typeof ExperienceEntity>;
