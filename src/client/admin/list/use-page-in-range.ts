import { type Dispatch, type SetStateAction, useEffect } from 'react';

/** The parts of a paged list query that tell how many pages there are now. */
interface PagedQuery {
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data: { metadata: { totalPages: number } } | undefined;
}

/**
 * Past the last page (rows deleted or pruned, a filter left fewer pages)
 * moves to the last page, or 1. Only the answer for the page asked counts:
 * a previous page kept on screen while the next loads tells nothing.
 */
export function usePageInRange<TState extends { page: number }>(
  list: PagedQuery,
  page: number,
  setState: Dispatch<SetStateAction<TState>>,
) {
  const totalPages = list.data?.metadata.totalPages;
  const current = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!current || totalPages === undefined) return;
    if (page > Math.max(totalPages, 1)) {
      setState((state) => ({ ...state, page: Math.max(totalPages, 1) }));
    }
  }, [current, totalPages, page, setState]);
}
