import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { AdminEntity } from '../account/admin.entity';

/**
 * A signed-in browser. The cookie carries a random secret (sealed); only its
 * SHA-256 is stored, so a copy of the database opens no session. `sessionId`
 * is a second, public id by which the owner names a session to end it.
 */
export const AdminSessionEntity = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_session',
  properties: (p) => ({
    sessionId: p.string().length(32).primary(),
    secretHash: p.string().length(64).unique().hidden(),
    admin: () => p.manyToOne(AdminEntity).fieldName('admin_id').deleteRule('cascade'),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    userAgent: p.string().length(512).nullable(),
    /**
     * When the person at this browser last proved it was them again
     * (POST /auth/confirm); null until then, when the sign-in counts.
     */
    confirmedAt: p.datetime().nullable(),
  }),
});

export type AdminSession = InferEntity<typeof AdminSessionEntity>;
