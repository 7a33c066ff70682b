import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

export const ToolEntity = defineEntity({
  name: 'Tool',
  tableName: 'tool',
  properties: (p) => ({
    toolId: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    icon: p.string().length(100),
    link: p.string().length(100),
    ...timestampProperties(p),
  }),
});

export type Tool = InferEntity<typeof ToolEntity>;
