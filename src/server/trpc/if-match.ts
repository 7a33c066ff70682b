import type { EntitySchema, FilterQuery } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ErrorCode } from '../../shared/errors';
import { idParamSchema } from '../../shared/list';
import type { Timestamps } from '../../shared/timestamps';
import type { Context } from './context';
import { AppError } from './errors';
import { middleware } from './init';

/** An item's strong ETag: its `updatedAt`, exactly as the body has it, in double quotes. */
export const etagOf = (item: Pick<Timestamps, 'updatedAt'>): string => `"${item.updatedAt}"`;

/** Sends the item's ETag with the answer and hands the item on. */
export function tagged<T extends Pick<Timestamps, 'updatedAt'>>(ctx: Context, item: T): T {
  ctx.setHeader('ETag', etagOf(item));
  return item;
}

/** One entity tag of a list: optional `W/`, then a quoted run of visible characters. */
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * What an If-Match header asks for: any current item (`*`), the strong tags
 * it lists (weak ones can never match a strong comparison, so they are
 * dropped), or null when it is not a well-formed header, which matches
 * nothing.
 */
export function parseIfMatch(header: string): '*' | string[] | null {
  const text = header.trim();
  if (text === '*') return '*';
  // A comma is no tag character, so the list splits on them; the list rule
  // allows empty elements, but not a list of nothing.
  const elements = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (elements.length === 0) return null;
  const tags: string[] = [];
  for (const element of elements) {
    const match = ENTITY_TAG.exec(element);
    if (!match) return null;
    if (!match[1]) tags.push(`"${match[2]}"`);
  }
  return tags;
}

/** The 412 answer: the envelope with its own statusCode, the entity named as in its other messages. */
export function changedBySomeoneElse(label: string): TRPCError {
  return new TRPCError({
    code: 'PRECONDITION_FAILED',
    cause: new AppError(ErrorCode.preconditionFailed, 412, `${label} was changed by someone else`),
  });
}

/** The ORM entity of a content row (defined with `timestampProperties`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any row's schema, as the ORM's own lists take them
export type TrackedEntity = EntitySchema<any, any>;

export interface IfMatchOptions {
  /** As in the entity's messages: 'Publication'. */
  label: string;
  /** The ORM entity whose row the call writes. */
  entity: TrackedEntity;
  /** The item as the caller would read it now (404 when there is none). */
  current: (ctx: Context, id: number) => Promise<Pick<Timestamps, 'updatedAt'>>;
}

/** The ETag an If-Match header may carry, documented on every PUT and DELETE that honours it. */
export const ifMatchHeaders = z.object({
  'If-Match': z
    .string()
    .meta({
      description:
        'Write only if the item is still as last read: its ETag (the `updatedAt` in double quotes, as GET answers in `ETag`), a comma-separated list of ETags, or `*` for any. A stale or malformed value answers 412 with statusCode 4121 and changes nothing; without the header the write goes ahead whatever happened since.',
      example: '"2026-11-29T03:12:45.123Z"',
    })
    .optional(),
});

/** The ETag header of an answer carrying one item. */
export const etagHeaders = z.object({
  ETag: z.string().meta({
    description:
      "The item's strong ETag: its `updatedAt` in double quotes. Send it back in If-Match to write only if no one else changed the item since.",
    example: '"2026-11-29T03:12:45.123Z"',
  }),
});

export const PRECONDITION_FAILED_DOC =
  'If-Match named no current ETag of the item (someone else changed it since, or the header is malformed): statusCode 4121, nothing was changed';

/**
 * Honours If-Match on a PUT or DELETE of one item, placed before the input
 * is read so a stale write is refused whatever its body (a body that would
 * not pass answers 412, not 400); 401/403 and 404 still come first.
 *
 * Without the header, or with `*`, the call runs exactly as it would
 * otherwise. With a list of tags, the check and the write share one
 * transaction: the row is first claimed by an UPDATE that matches only
 * while `updated_at` is still the value just compared, which takes the
 * row's write lock on PostgreSQL (a concurrent writer waits for this
 * transaction, and one that got in first makes the claim match nothing)
 * and the database's write lock on SQLite. A failed write rolls it all back.
 */
export function ifMatchPrecondition(options: IfMatchOptions) {
  return middleware(async ({ ctx, next, getRawInput }) => {
    const header = ctx.requestHeader('if-match');
    if (header === undefined) return next();
    const wanted = parseIfMatch(header);
    if (wanted === '*') return next();
    const parsedId = idParamSchema.safeParse(await getRawInput());
    // A malformed id is the input's to refuse (400), as it would be without the header.
    if (!parsedId.success) return next();
    const id = parsedId.data.id;
    const em = ctx.em;
    await em.begin();
    try {
      const current = await options.current(ctx, id);
      if (wanted === null || !wanted.includes(etagOf(current))) {
        throw changedBySomeoneElse(options.label);
      }
      if (!(await claimRow(ctx, options.entity, id, new Date(current.updatedAt)))) {
        throw changedBySomeoneElse(options.label);
      }
      const result = await next();
      if (result.ok) await em.commit();
      else await em.rollback();
      return result;
    } catch (error) {
      await em.rollback();
      throw error;
    }
  });
}

/**
 * Sets the row's `updated_at` to the value it has, only if it still has it:
 * true when the row was claimed, false when someone else wrote it first.
 * No hook of the ORM runs, so the claim itself changes nothing.
 */
async function claimRow(
  ctx: Context,
  entity: TrackedEntity,
  id: number,
  updatedAt: Date,
): Promise<boolean> {
  const meta = ctx.em.getMetadata().get(entity);
  const primaryKey = String(meta.primaryKeys[0]);
  const where = { [primaryKey]: id, updatedAt } as FilterQuery<object>;
  const result = await ctx.em
    .createQueryBuilder(entity)
    .update({ updatedAt } as never)
    .where(where)
    .execute('run');
  return (result as { affectedRows?: number }).affectedRows === 1;
}
