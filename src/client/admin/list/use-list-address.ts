import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type SortState, readSort, sortText } from './list-sort';

/** The query keys a list keeps in the page's address. */
const SEARCH_KEY = 'q';
const SORT_KEY = 'sort';

export interface ListAddress {
  /** The applied search, '' for none. */
  filter: string;
  /** The order the owner chose, or null for the list's own. */
  sort: SortState | null;
  setFilter: (filter: string) => void;
  setSort: (sort: SortState) => void;
}

/**
 * The search and order live in the address (`?q=react&sort=name:asc`), so
 * a reload, a bookmark or a shared link shows the same rows. Changes replace
 * the history entry: Back leaves the page instead of stepping through
 * every letter typed. Other query keys the page uses are left alone.
 */
export function useListAddress(sortFields: readonly string[]): ListAddress {
  const [params, setParams] = useSearchParams();
  const filter = params.get(SEARCH_KEY) ?? '';
  const sort = readSort(params.get(SORT_KEY), sortFields);

  const update = useCallback(
    (key: string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setFilter = useCallback((value: string) => update(SEARCH_KEY, value), [update]);
  const setSort = useCallback((value: SortState) => update(SORT_KEY, sortText(value)), [update]);
  return { filter, sort, setFilter, setSort };
}
