import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * Failed sign-ins counted under one key (an account or an address), kept in
 * the database so every instance sees the same count and a restart forgets
 * nothing.
 */
export const LoginAttemptEntity = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  properties: (p) => ({
    key: p.string().length(128).primary(),
    failures: p.integer().default(0),
    firstFailureAt: p.datetime(),
    lastFailureAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
  }),
});

export type LoginAttempt = InferEntity<typeof LoginAttemptEntity>;
