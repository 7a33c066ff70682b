import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

/** Dates are stored as `yyyy-mm-dd` text: exactly what travels, and it sorts as dates. */
export const CertificationEntity = defineEntity({
  name: 'Certification',
  tableName: 'certification',
  properties: (p) => ({
    certificationId: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    issuer: p.string().length(100),
    issuedAt: p.string().length(10),
    expiresAt: p.string().length(10).nullable(),
    certificationNumber: p.string().length(50).nullable(),
    link: p.string().length(2048).nullable(),
    ...timestampProperties(p),
  }),
});

export type Certification = InferEntity<typeof CertificationEntity>;
