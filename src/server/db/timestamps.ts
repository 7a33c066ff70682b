import { defineEntity } from '@mikro-orm/core';

type PropertyBuilders = typeof defineEntity.properties;

/**
 * `createdAt` and `updatedAt` of every content row: set by the ORM on insert,
 * `updatedAt` again on every update that changes the row. Milliseconds are
 * kept, so two writes a second apart never share one `updatedAt`.
 */
export const timestampProperties = (p: PropertyBuilders) => ({
  createdAt: p.datetime(3).onCreate(() => new Date()),
  updatedAt: p
    .datetime(3)
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
});

/**
 * The two fields every content item answers, as ISO-8601 text in UTC with
 * milliseconds: what `updatedSince` compares with and what the ETag quotes.
 */
export const timestampsOf = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
