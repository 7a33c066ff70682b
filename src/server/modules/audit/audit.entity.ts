import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One event of the activity trail. No foreign key to the admin: the trail of
 * a deleted admin stays, with the username it had then.
 */
export const AuditEntryEntity = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  indexes: [{ properties: ['at'] }],
  properties: (p) => ({
    auditId: p.integer().primary().autoincrement(),
    at: p.datetime(),
    adminId: p.integer().nullable(),
    username: p.string().length(50).nullable(),
    action: p.string().length(32),
    entity: p.string().length(50).nullable(),
    entityId: p.string().length(100).nullable(),
    /** Field names joined by commas: never values. */
    fields: p.string().length(1000).default(''),
    via: p.string().length(10).nullable(),
    tokenId: p.integer().nullable(),
    address: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
  }),
});

export type AuditEntry = InferEntity<typeof AuditEntryEntity>;
