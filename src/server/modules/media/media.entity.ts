import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const MediaEntity = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: (p) => ({
    mediaId: p.integer().primary().autoincrement(),
    // Unique across kinds: the name alone identifies a file to the owner.
    name: p.string().length(256).unique(),
    originalName: p.string().length(512),
    type: p.string().length(20),
    contentType: p.string().length(255),
    private: p.boolean().default(false),
    size: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type Media = InferEntity<typeof MediaEntity>;
