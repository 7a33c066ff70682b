import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const SkillsetEntity = defineEntity({
  name: 'Skillset',
  tableName: 'skillset',
  properties: (p) => ({
    skillsetId: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    order: p.integer().default(0),
  }),
});

export type Skillset = InferEntity<typeof SkillsetEntity>;
