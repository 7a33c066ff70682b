export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PaginationRangeOptions {
  page: number;
  totalPages: number;
  /** Pages shown on each side of the current one; 1 unless given. */
  siblingCount?: number;
  /** Pages always shown at each end. */
  boundaryCount?: number;
}

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The page buttons to show, e.g. `1 … 4 5 6 … 10`. The count of items stays
 * the same while moving through the pages, so the buttons under the
 * pointer do not jump; an ellipsis never stands in for a single page.
 */
export function paginationRange({
  page,
  totalPages,
  siblingCount = 1,
  boundaryCount = 1,
}: PaginationRangeOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(totalPages));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, page), count);

  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);

  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );

  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < count - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaryCount - 1) items.push('end-ellipsis');
  else if (count - boundaryCount > boundaryCount) items.push(count - boundaryCount);
  items.push(...endPages);
  return items;
}
