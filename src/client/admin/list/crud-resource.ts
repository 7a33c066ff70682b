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

/**
 * The calls an admin list page makes, bound to one entity's procedures.
 * Each entity page writes these few lines; the list view and dialog do the rest.
 */
export interface CrudResource<TItem, TInput> {
  list: (params: ListParams) => ListQueryOptions<TItem>;
  create?: (input: TInput) => Promise<unknown>;
  update?: (item: TItem, input: TInput) => Promise<unknown>;
  remove?: (item: TItem) => Promise<unknown>;
  /** Marks the entity's cached queries stale and refetches the ones on screen. */
  invalidate: () => Promise<void>;
}
