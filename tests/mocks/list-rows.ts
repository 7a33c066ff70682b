import {
  DEFAULT_PAGE_SIZE,
  type ListResponse,
  parseSort,
  type SortOrder,
} from '../../src/shared/list';

type AnyRow = Record<string, unknown>;

const compare = (a: unknown, b: unknown): number => {
  // Empty values come first going up and last going down, as the server orders them.
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return (a as number) < (b as number) ? -1 : 1;
};

/** One page of rows, filtered and sorted as the server's list does. */
export function listRows<T extends object>(
  rows: T[],
  query: { filter?: string | undefined; sort?: string | undefined; page: number; limit: number },
  textFields: readonly string[],
  sortFields: readonly string[],
  defaultSort: SortOrder,
  idKey: string,
): ListResponse<T> {
  const at = (row: T, field: string) => (row as AnyRow)[field];
  const needle = query.filter?.trim().toLowerCase();
  const filtered = needle
    ? rows.filter((row) =>
        textFields.some((field) =>
          String(at(row, field) ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      )
    : [...rows];
  const sort = (query.sort && parseSort(query.sort, sortFields)) || defaultSort;
  // The id breaks ties, so paging never repeats or skips a row.
  const order: SortOrder = sort.some(([field]) => field === idKey)
    ? sort
    : [...sort, [idKey, 'asc']];
  filtered.sort((a, b) => {
    for (const [field, direction] of order) {
      const result = compare(at(a, field), at(b, field));
      if (result !== 0) return direction === 'asc' ? result : -result;
    }
    return 0;
  });
  const start = (query.page - 1) * query.limit;
  return {
    items: filtered.slice(start, start + query.limit),
    metadata: {
      totalPages: Math.ceil(filtered.length / query.limit),
      totalItems: filtered.length,
      page: query.page,
      limit: query.limit,
    },
  };
}

/** The list query of a call without its own checks: page 1 and the default page size unless given. */
export function listQueryOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    filter: params.get('filter') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: Number(params.get('page') ?? 1),
    limit: Number(params.get('limit') ?? DEFAULT_PAGE_SIZE),
  };
}
