import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const ExpertiseEntity = defineEntity({
  name: 'Expertise',
  tableName: 'expertise',
  properties: (p) => ({
    expertiseId: p.integer().primary().autoincrement(),
    icon: p.string().length(2048),
    name: p.string().length(100),
    description: p.string().length(1024),
  }),
});

export type Expertise = InferEntity<typeof ExpertiseEntity>;
