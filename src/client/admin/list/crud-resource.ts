import type { UseQueryOptions } from '@tanstack/react-query';
import type { TRPCClientError } from '@trpc/client';
import type { getQueryKey } from '@trpc/react-query';
import type { AppRouter } from '../../../server/composition/app-router';
import type { ListResponse } from '../../../shared/list';

/** What the list view asks the server for: an optional text filter, a page, its size, a sort. */
export type ListParams = {
  filter?: string;
  page: number;
  limit: number;
  sort?: string;
};

/**
 * One page of a list as TanStack Query options. tRPC's
 * `utils.<entity>.list.queryOptions(params)` is one, so the cache keys stay
 * tRPC's own and `utils.<entity>.invalidate()` reaches them.
 */
export type ListQueryOptions<TItem> = UseQueryOptions<
  ListResponse<TItem>,
  TRPCClientError<AppRouter>,
  ListResponse<TItem>,
  ReturnType<typeof getQueryKey>
>;

/** How a write to an existing item goes. */
export interface WriteOptions {
  /**
   * Send it whatever the item's version now: the owner was told someone
   * else changed it and chose to overwrite. Otherwise a tracked item's write
   * names the version the page saw (If-Match) and is refused if it is stale.
   */
  overwrite?: boolean;
}

/**
 * The calls an admin list page makes, bound to one entity's procedures.
 * Each entity page writes these few lines; the list view and dialog do the rest.
 */
export interface CrudResource<TItem, TInput> {
  list: (params: ListParams) => ListQueryOptions<TItem>;
  create?: (input: TInput) => Promise<unknown>;
  update?: (item: TItem, input: TInput, options?: WriteOptions) => Promise<unknown>;
  remove?: (item: TItem, options?: WriteOptions) => Promise<unknown>;
  /** The item as the server holds it now: what "Reload" shows after a refused write. */
  fetch?: (item: TItem) => Promise<TItem>;
  /** Marks the entity's cached queries stale and refetches the ones on screen. */
  invalidate: () => Promise<void>;
}
