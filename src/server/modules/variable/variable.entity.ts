import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const VariableEntity = defineEntity({
  name: 'Variable',
  tableName: 'variable',
  properties: (p) => ({
    key: p.string().length(256).primary(),
    value: p.text(),
    type: p.string().length(10),
    private: p.boolean().default(false),
  }),
});

export type Variable = InferEntity<typeof VariableEntity>;
