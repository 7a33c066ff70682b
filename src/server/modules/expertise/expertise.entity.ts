import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

export const ExpertiseEntity = defineEntity({
  name: 'Expertise',
  tableName: 'expertise',
  properties: (p) => ({
    expertiseId: p.integer().primary().autoincrement(),
    icon: p.string().length(2048),
    name: p.string().length(100),
    description: p.string().length(1024),
    ...timestampProperties(p),
  }),
});

export type Expertise = InferEntity<typeof ExpertiseEntity>;
