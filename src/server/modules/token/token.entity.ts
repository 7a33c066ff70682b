import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { AdminEntity } from '../account/admin.entity';

/** A machine's credential; only the SHA-256 of its secret is stored. */
export const ApiTokenEntity = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  properties: (p) => ({
    tokenId: p.integer().primary().autoincrement(),
    admin: () => p.manyToOne(AdminEntity).fieldName('admin_id').deleteRule('cascade'),
    name: p.string().length(100),
    scope: p.string().length(10),
    secretHash: p.string().length(64).unique().hidden(),
    createdAt: p.datetime(),
    expiresAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
  }),
});

export type ApiToken = InferEntity<typeof ApiTokenEntity>;
