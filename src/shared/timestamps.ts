import { z } from 'zod';

/** A moment as every content item answers it: `Date.prototype.toISOString()`. */
const EXAMPLE_MOMENT = '2026-11-29T03:12:45.123Z';

/**
 * `createdAt` and `updatedAt`, spread last into every content item's schema.
 * The ETag of an item is its `updatedAt` in double quotes, so a client that
 * kept the item can send `If-Match` without another read.
 */
export const timestampFields = {
  createdAt: z.string().meta({
    format: 'date-time',
    description: 'When the item was created: ISO 8601 in UTC with milliseconds. Never changes.',
    example: EXAMPLE_MOMENT,
  }),
  updatedAt: z.string().meta({
    format: 'date-time',
    description:
      "When the item last changed (its creation until then): ISO 8601 in UTC with milliseconds. The item's ETag is this value in double quotes; lists take it as `updatedSince` and sort by it.",
    example: EXAMPLE_MOMENT,
  }),
};

/** Fields of a content item's schema that the server sets, never the input. */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** The fields the timestamps add to lists: the sort fields every content list accepts. */
export const TIMESTAMP_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;
