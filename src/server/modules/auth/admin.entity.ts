import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const AdminEntity = defineEntity({
  name: 'Admin',
  tableName: 'admin',
  properties: (p) => ({
    adminId: p.integer().primary().autoincrement(),
    username: p.string().length(50).unique(),
    // Never serialized: `hidden` keeps the hash out of any toObject()/JSON.
    passwordHash: p.string().length(255).hidden(),
    active: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type Admin = InferEntity<typeof AdminEntity>;
