import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { AdminEntity } from '../account/admin.entity';

/** One unused recovery code of an admin, stored as a salted scrypt hash; used ones are deleted. */
export const RecoveryCodeEntity = defineEntity({
  name: 'RecoveryCode',
  tableName: 'admin_recovery_code',
  properties: (p) => ({
    recoveryCodeId: p.integer().primary().autoincrement(),
    admin: () => p.manyToOne(AdminEntity).fieldName('admin_id').deleteRule('cascade'),
    codeHash: p.string().length(255).hidden(),
  }),
});

export type RecoveryCode = InferEntity<typeof RecoveryCodeEntity>;
