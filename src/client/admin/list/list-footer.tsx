import type { z } from 'zod';
import { PAGE_SIZES, type listMetadataSchema } from '../../../shared/list';
import { Paginator } from '../../ui/paginator';
import { Select } from '../../ui/select';

/** The paginator shows one page either side of the current one. */
const SIBLING_COUNT = 1;
const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

export interface ListFooterProps {
  /** The list's name: 'Categories pages' names the paginator. */
  title: string;
  page: number;
  limit: number;
  /** The page on screen's metadata; absent while the first page loads. */
  metadata: z.infer<typeof listMetadataSchema> | undefined;
  /** Rows on screen. */
  shown: number;
  onPageChange: (page: number) => void;
  /** A new page size; the caller goes back to page 1. */
  onLimitChange: (limit: number) => void;
}

/** Under every admin list: rows per page, which rows are shown of how many, and the pages. */
export function ListFooter({
  title,
  page,
  limit,
  metadata,
  shown,
  onPageChange,
  onLimitChange,
}: ListFooterProps) {
  const firstShown = metadata ? (metadata.page - 1) * metadata.limit + 1 : 0;
  const summary =
    metadata && shown > 0
      ? `${firstShown}–${firstShown + shown - 1} of ${metadata.totalItems}`
      : null;

  return (
    <div className="admin-list-footer">
      <Select
        label="Rows per page"
        options={PAGE_SIZE_OPTIONS}
        value={limit}
        onChange={(event) => onLimitChange(Number(event.target.value))}
        fieldClassName="admin-page-size"
      />
      <p className="admin-list-summary" role="status">
        {summary}
      </p>
      <Paginator
        page={page}
        totalPages={metadata?.totalPages ?? 0}
        siblingCount={SIBLING_COUNT}
        onPageChange={onPageChange}
        label={`${title} pages`}
      />
    </div>
  );
}
