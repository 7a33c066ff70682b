import type { z } from 'zod';
import type { ProcedurePath } from '../../shared/api-routes';
import { ErrorCode } from '../../shared/errors';
import { idParamSchema, type ListResponse, listResponseSchema } from '../../shared/list';
import type { Timestamps } from '../../shared/timestamps';
import type { ListRequest } from '../db/list';
import type { Context } from './context';
import {
  etagHeaders,
  ifMatchHeaders,
  ifMatchPrecondition,
  type TrackedEntity,
  PRECONDITION_FAILED_DOC,
  tagged,
} from './if-match';
import {
  adminProcedure,
  middleware,
  publicProcedure,
  route,
  router,
  validationFailsWith,
} from './init';

const passThrough = middleware(({ next }) => next());

/** What an entity's service offers the five generic calls. */
export interface CrudService<TItem, TCreate, TUpdate> {
  list(request: ListRequest): Promise<ListResponse<TItem>>;
  get(id: number): Promise<TItem>;
  create(input: TCreate): Promise<TItem>;
  update(id: number, input: TUpdate): Promise<TItem>;
  delete(id: number): Promise<TItem>;
}

export type CrudDefinition<TName extends string, TItem, TCreate, TUpdate> = CrudFields<
  TName,
  TItem,
  TCreate,
  TUpdate
> &
  // Required of every item with timestamps, so no content entity goes without.
  (TItem extends Timestamps ? { entity: TrackedEntity } : { entity?: undefined });

interface CrudFields<TName extends string, TItem, TCreate, TUpdate> {
  /** Route key and path segment: `category` serves `/api/category`. */
  name: TName;
  /** Human name used in messages: 'Category' gives 'Failed to create Category'. */
  label: string;
  item: z.ZodType<TItem>;
  createInput: z.ZodObject & z.ZodType<TCreate>;
  updateInput: z.ZodObject & z.ZodType<TUpdate>;
  listQuery: z.ZodObject & z.ZodType<ListRequest>;
  /** Visitors may read; writes always need an admin. */
  publicRead: boolean;
  service: (ctx: Context) => CrudService<TItem, TCreate, TUpdate>;
}

/**
 * The five calls of a managed entity (list, get, create, update, delete) from
 * its schemas and service. Anything an entity does beyond these is written
 * beside its router, never added here as an option.
 */
/**
 * A content entity (one whose items carry `createdAt` and `updatedAt`)
 * names its ORM entity: GET, create and update answer the item's ETag, and
 * PUT and DELETE honour If-Match, claiming the row there (see if-match.ts).
 * Rows without change tracking (the admins) leave it out and keep none of it.
 */
export function crudRouter<TName extends string, TItem, TCreate, TUpdate>(
  def: CrudDefinition<TName, TItem, TCreate, TUpdate>,
) {
  const readProcedure = def.publicRead ? publicProcedure : adminProcedure;
  const tags = [def.label];
  const aLabel = `${/^[AEIOU]/i.test(def.label) ? 'an' : 'a'} ${def.label}`;
  const at = (op: string) => `${def.name}.${op}` as ProcedurePath;
  // Update takes the body's fields plus `{id}` from the path.
  const updateInput = def.updateInput.extend(idParamSchema.shape) as unknown as z.ZodType<
    TUpdate & { id: number }
  >;
  // PUT and DELETE with If-Match write only over the item as the caller saw it.
  const tracked = def.entity !== undefined;
  const ifMatch = def.entity
    ? ifMatchPrecondition({
        label: def.label,
        entity: def.entity,
        current: async (ctx, id) => (await def.service(ctx).get(id)) as Timestamps,
      })
    : passThrough;
  const withTag = (ctx: Context, item: TItem): TItem =>
    tracked ? (tagged(ctx, item as TItem & Timestamps) as TItem) : item;
  const answersTag = tracked ? { responseHeaders: etagHeaders } : {};
  const honoursIfMatch = tracked
    ? { requestHeaders: ifMatchHeaders, errors: { 412: PRECONDITION_FAILED_DOC } }
    : {};

  return router({
    list: readProcedure
      .meta(
        route(at('list'), { summary: `List ${def.label} items`, tags, isPublic: def.publicRead }),
      )
      .input(def.listQuery)
      .output(listResponseSchema(def.item))
      .query(({ ctx, input }) => def.service(ctx).list(input)),

    get: readProcedure
      .meta(
        route(at('get'), {
          summary: `Get one ${def.label}`,
          tags,
          isPublic: def.publicRead,
          ...answersTag,
        }),
      )
      .input(idParamSchema)
      .output(def.item)
      .query(async ({ ctx, input }) => withTag(ctx, await def.service(ctx).get(input.id))),

    create: adminProcedure
      .meta(route(at('create'), { summary: `Create ${aLabel}`, tags, ...answersTag }))
      .use(validationFailsWith(ErrorCode.createFailed, `Failed to create ${def.label}`))
      .input(def.createInput)
      .output(def.item)
      .mutation(async ({ ctx, input }) =>
        withTag(ctx, await def.service(ctx).create(input as TCreate)),
      ),

    update: adminProcedure
      .meta(
        route(at('update'), {
          summary: `Update ${aLabel}`,
          tags,
          ...honoursIfMatch,
          ...answersTag,
        }),
      )
      .use(validationFailsWith(ErrorCode.updateFailed, `Failed to update ${def.label}`))
      .use(ifMatch)
      .input(updateInput)
      .output(def.item)
      .mutation(async ({ ctx, input }) => {
        const { id, ...fields } = input;
        return withTag(ctx, await def.service(ctx).update(id, fields as TUpdate));
      }),

    delete: adminProcedure
      .meta(
        route(at('delete'), {
          summary: `Delete ${aLabel}`,
          tags,
          ...honoursIfMatch,
        }),
      )
      .use(ifMatch)
      .input(idParamSchema)
      .output(def.item)
      .mutation(({ ctx, input }) => def.service(ctx).delete(input.id)),
  });
}
