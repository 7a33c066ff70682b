import { expect } from 'vitest';

/** A moment as every content item answers it: `Date.prototype.toISOString()`. */
export const anyMoment = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** The `createdAt` and `updatedAt` every content item ends with. */
export const stamped = { createdAt: anyMoment, updatedAt: anyMoment };
