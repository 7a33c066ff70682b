import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { SkillsetEntity } from '../skillset/skillset.entity';
import { timestampProperties } from '../../db/timestamps';

export const SkillEntity = defineEntity({
  name: 'Skill',
  tableName: 'skill',
  properties: (p) => ({
    skillId: p.integer().primary().autoincrement(),
    // A skillset that still has skills cannot be deleted (1004).
    skillset: () => p.manyToOne(SkillsetEntity).fieldName('skillset_id').deleteRule('restrict'),
    name: p.string().length(100),
    order: p.integer().default(0),
    ...timestampProperties(p),
  }),
});

export type Skill = InferEntity<typeof SkillEntity>;
