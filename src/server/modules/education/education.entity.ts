import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

export const EducationEntity = defineEntity({
  name: 'Education',
  tableName: 'education',
  properties: (p) => ({
    educationId: p.integer().primary().autoincrement(),
    school: p.string().length(100),
    location: p.string().length(100),
    title: p.string().length(100),
    startAt: p.string().length(10),
    endAt: p.string().length(10).nullable(),
    gpa: p.double().default(0),
    hidden: p.boolean().default(false),
    ...timestampProperties(p),
  }),
});

export type Education = InferEntity<typeof EducationEntity>;
