import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { TRPCRequestOptions } from '@trpc/client';
import { useMemo } from 'react';
import type { AppRouter } from '../../../server/composition/app-router';
import type { ListResponse } from '../../../shared/list';
import { ifMatchOptions } from '../../lib/if-match';
import { trpc } from '../../lib/trpc';
import { useWriteMutation, type WritableRouter } from '../../lib/use-write-mutation';
import type { CrudResource, ListParams, ListQueryOptions, WriteOptions } from './crud-resource';

type RouterInputs = inferRouterInputs<AppRouter>;
type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The routers whose `list` answers a page of items: the ones an admin list page can show. */
export type ListedEntity = {
  [E in keyof RouterOutputs]: RouterOutputs[E] extends { list: ListResponse<unknown> } ? E : never;
}[keyof RouterOutputs];

/** One row of an entity's list. */
export type ItemOf<E extends ListedEntity> = RouterOutputs[E] extends {
  list: ListResponse<infer TItem>;
}
  ? TItem
  : never;

/** What a procedure of the entity's router takes; `never` when the router has no such call. */
export type CallInput<
  E extends ListedEntity,
  TCall extends string,
> = TCall extends keyof RouterInputs[E] ? RouterInputs[E][TCall] : never;

/**
 * How the form's output becomes each call's input. A call left out is not
 * offered: the page shows no Add, Edit or Delete for it.
 */
export interface CrudCalls<E extends ListedEntity, TInput> {
  create?: (input: TInput) => CallInput<E, 'create'>;
  update?: (item: ItemOf<E>, input: TInput) => CallInput<E, 'update'>;
  remove?: (item: ItemOf<E>) => CallInput<E, 'delete'>;
}

interface EntityUtils<TItem> {
  list: { queryOptions(params: ListParams): ListQueryOptions<TItem> };
  get: { fetch(input: unknown, options: { staleTime: number }): Promise<TItem> };
  invalidate(): Promise<void>;
}

/**
 * A write to an existing item names the version the page saw (its
 * `updatedAt`, sent as If-Match), unless the owner chose to overwrite.
 */
const writeOptions = (item: unknown, options: WriteOptions | undefined): TRPCRequestOptions =>
  options?.overwrite ? {} : ifMatchOptions(item);

/**
 * An admin list page's calls for one entity, through React Query: the list
 * as query options with tRPC's own cache keys, and create, update and
 * delete as mutations, each call with its own If-Match. A mutation resolves
 * once every query of the entity on screen has been fetched again, so the
 * list shows the change by the time the dialog closes or the delete button
 * stops waiting.
 *
 *   useCrudResource('category', {
 *     create: (input) => input,
 *     update: (category, input) => ({ id: category.categoryId, ...input }),
 *     remove: (category) => ({ id: category.categoryId }),
 *   })
 */
export function useCrudResource<E extends ListedEntity & WritableRouter, TInput>(
  entity: E,
  calls: CrudCalls<E, TInput>,
): CrudResource<ItemOf<E>, TInput> {
  const utils = trpc.useUtils();
  // The routers differ only in their types; at run time each is the same proxy.
  const entityUtils = utils[entity] as unknown as EntityUtils<ItemOf<E>>;
  const invalidate = () => entityUtils.invalidate();

  // Hooks run on every render whichever calls the page offers; unused ones send nothing.
  const create = useWriteMutation(entity, 'create', invalidate);
  const update = useWriteMutation(entity, 'update', invalidate);
  const remove = useWriteMutation(entity, 'delete', invalidate);

  // The mappers are module-level functions on every page, so the latest ones are always right.
  const { create: toCreate, update: toUpdate, remove: toRemove } = calls;
  const createAsync = create.mutateAsync;
  const updateAsync = update.mutateAsync;
  const removeAsync = remove.mutateAsync;

  return useMemo(
    () => ({
      list: (params: ListParams) => entityUtils.list.queryOptions(params),
      invalidate: () => entityUtils.invalidate(),
      ...(toCreate ? { create: (input: TInput) => createAsync({ input: toCreate(input) }) } : {}),
      ...(toUpdate
        ? {
            update: (item: ItemOf<E>, input: TInput, options?: WriteOptions) =>
              updateAsync({ input: toUpdate(item, input), options: writeOptions(item, options) }),
          }
        : {}),
      ...(toRemove
        ? {
            remove: (item: ItemOf<E>, options?: WriteOptions) =>
              removeAsync({ input: toRemove(item), options: writeOptions(item, options) }),
            // One item is read at the address it is deleted at, its path parameter alone;
            // never from the cache: the point is what the server holds now.
            fetch: (item: ItemOf<E>) => entityUtils.get.fetch(toRemove(item), { staleTime: 0 }),
          }
        : {}),
    }),
    [entityUtils, toCreate, toUpdate, toRemove, createAsync, updateAsync, removeAsync],
  );
}
