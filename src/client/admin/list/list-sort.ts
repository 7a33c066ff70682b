import { parseSort } from '../../../shared/list';

/** The column the list is ordered by, and which way. */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * A header click: the column already in use turns around, any other starts
 * ascending (A to Z, oldest first), as spreadsheets and mail apps do.
 */
export function nextSort(current: SortState | null, field: string): SortState {
  if (current?.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: 'asc' };
}

/** `name:desc` for the list API's `sort` and the page's address. */
export function sortText(sort: SortState): string {
  return `${sort.field}:${sort.direction}`;
}

/**
 * The first field of a `sort` text (an address, a page's default order),
 * or null when it is missing or not one of `fields`.
 */
export function readSort(
  text: string | null | undefined,
  fields: readonly string[],
): SortState | null {
  if (!text) return null;
  // Only the first field decides what the headers show; the rest only break its ties.
  const [first] = parseSort(text.split(',')[0] ?? '', fields) ?? [];
  return first ? { field: first[0], direction: first[1] } : null;
}
