import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { TRPCRequestOptions } from '@trpc/client';
import { useMemo } from 'react';
import type { AppRouter } from '../../../server/composition/app-router';
import type { ListResponse } from '../../../shared/list';
import { ifMatchOptions } from '../../lib/if-match';
import { trpc } from '../../lib/trpc';
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

/** The part of tRPC's client this hook uses, the same for every entity. */
interface WriteProcedure {
  mutate(input: unknown, options?: TRPCRequestOptions): Promise<unknown>;
}
interface EntityClient {
  create: WriteProcedure;
  update: WriteProcedure;
  delete: WriteProcedure;
  get: { query(input: unknown, options?: TRPCRequestOptions): Promise<unknown> };
}
interface EntityUtils<TItem> {
  list: { queryOptions(params: ListParams): ListQueryOptions<TItem> };
  invalidate(): Promise<void>;
}

/**
 * A write to an existing item names the version the page saw (its
 * `updatedAt`, sent as If-Match), unless the owner chose to overwrite.
 */
const writeOptions = (item: unknown, options: WriteOptions | undefined): TRPCRequestOptions =>
  options?.overwrite ? {} : ifMatchOptions(item);

/**
 * An admin list page's calls for one entity: the list as query options with
 * tRPC's own cache keys, and create, update and delete through tRPC's
 * client, where each call can carry its own If-Match (the React binding's
 * mutations take a context only once, for all their calls). A write
 * resolves once every query of the entity on screen has been fetched again,
 * so the list shows the change by the time the dialog closes or the delete
 * button stops waiting.
 *
 *   useCrudResource('category', {
 *     create: (input) => input,
 *     update: (category, input) => ({ id: category.categoryId, ...input }),
 *     remove: (category) => ({ id: category.categoryId }),
 *   })
 */
export function useCrudResource<E extends ListedEntity, TInput>(
  entity: E,
  calls: CrudCalls<E, TInput>,
): CrudResource<ItemOf<E>, TInput> {
  const utils = trpc.useUtils();
  // The mappers are module-level functions on every page, so the latest ones are always right.
  const { create: toCreate, update: toUpdate, remove: toRemove } = calls;

  return useMemo(() => {
    // The routers differ only in their types; at run time each is the same proxy.
    const entityUtils = utils[entity] as unknown as EntityUtils<ItemOf<E>>;
    const client = utils.client[entity] as unknown as EntityClient;
    const invalidate = () => entityUtils.invalidate();
    const write = async (procedure: WriteProcedure, input: unknown, options: TRPCRequestOptions) => {
      const answer = await procedure.mutate(input, options);
      await invalidate();
      return answer;
    };
    return {
      list: (params: ListParams) => entityUtils.list.queryOptions(params),
      invalidate,
      ...(toCreate ? { create: (input: TInput) => write(client.create, toCreate(input), {}) } : {}),
      ...(toUpdate
        ? {
            update: (item: ItemOf<E>, input: TInput, options?: WriteOptions) =>
              write(client.update, toUpdate(item, input), writeOptions(item, options)),
          }
        : {}),
      ...(toRemove
        ? {
            remove: (item: ItemOf<E>, options?: WriteOptions) =>
              write(client.delete, toRemove(item), writeOptions(item, options)),
            // One item is read at the same address it is deleted at: its path parameter alone.
            fetch: async (item: ItemOf<E>) =>
              (await client.get.query(toRemove(item))) as ItemOf<E>,
          }
        : {}),
    };
  }, [utils, entity, toCreate, toUpdate, toRemove]);
}
