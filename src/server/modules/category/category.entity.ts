import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

export const CategoryEntity = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: (p) => ({
    categoryId: p.integer().primary().autoincrement(),
    name: p.string().length(100).unique(),
    ...timestampProperties(p),
  }),
});

export type Category = InferEntity<typeof CategoryEntity>;
