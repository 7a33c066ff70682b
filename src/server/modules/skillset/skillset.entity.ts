import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

export const SkillsetEntity = defineEntity({
  name: 'Skillset',
  tableName: 'skillset',
  properties: (p) => ({
    skillsetId: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    order: p.integer().default(0),
    ...timestampProperties(p),
  }),
});

export type Skillset = InferEntity<typeof SkillsetEntity>;
