import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One row (`id` 1): a number every instance on this database moves when it
 * changes content, so each can tell that what it keeps from the content (the
 * rendered home page, kept public answers) is stale, whoever wrote.
 */
export const ContentStateEntity = defineEntity({
  name: 'ContentState',
  tableName: 'content_state',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(false),
    version: p.integer().default(0),
  }),
});

/**
 * Request counters shared by every instance on this database (the contact
 * form's limit per address), in the layout rate-limiter-flexible reads and
 * writes: a key, the points used, and when they expire (epoch milliseconds).
 */
export const RateLimitEntity = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: (p) => ({
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    expire: p.bigint().nullable(),
  }),
});

export type ContentState = InferEntity<typeof ContentStateEntity>;
export type RateLimit = InferEntity<typeof RateLimitEntity>;
