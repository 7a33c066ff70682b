import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

/** The date is stored as `yyyy-mm-dd` text: exactly what travels, and it sorts as dates. */
export const PublicationEntity = defineEntity({
  name: 'Publication',
  tableName: 'publication',
  properties: (p) => ({
    publicationId: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    publisher: p.string().length(200).nullable(),
    publishedAt: p.string().length(10).nullable(),
    link: p.string().length(2048).nullable(),
    summary: p.text().nullable(),
    hidden: p.boolean().default(false),
    ...timestampProperties(p),
  }),
});

export type Publication = InferEntity<typeof PublicationEntity>;
