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
    // Replies are built field by field from the public fields (toIdentity, toDto), so
    // the two-factor columns never leave the server; `hidden()` cannot type a nullable column.
    /** The TOTP secret (base32) once two-factor sign-in is on; null while it is off. */
    totpSecret: p.string().length(64).nullable(),
    /** A secret offered by setup and not yet confirmed with a code. */
    totpPendingSecret: p.string().length(64).nullable(),
    /**
     * The TOTP time step of the last code accepted: a code is good for one
     * sign-in only, so one seen over a shoulder cannot be used again.
     */
    totpLastStep: p.integer().nullable(),
  }),
});

export type Admin = InferEntity<typeof AdminEntity>;
