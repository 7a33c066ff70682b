import type { ListResponse } from '../../../shared/list';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import type { ListRequest } from '../../db/list';

/** Every row of a list, page by page, in a stable order (`sort`, e.g. ids ascending). */
export async function listAll<T>(
  service: { list(request: ListRequest): Promise<ListResponse<T>> },
  sort: string,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await service.list({ page, limit: MAX_PAGE_SIZE, sort });
    items.push(...reply.items);
    if (page >= reply.metadata.totalPages) return items;
  }
}
