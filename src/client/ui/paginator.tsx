import { cx } from './class-names';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { paginationRange } from './pagination-range';

export interface PaginatorProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  siblingCount?: number;
  disabled?: boolean;
  /** Names the navigation landmark; pages with two lists need distinct names. */
  label?: string;
  className?: string;
}

/** Previous / numbered pages / next. Nothing to show for a single page. */
export function Paginator({
  page,
  totalPages,
  onPageChange,
  siblingCount = 1,
  disabled = false,
  label = 'Pagination',
  className,
}: PaginatorProps) {
  if (totalPages <= 1) return null;
  const items = paginationRange({ page, totalPages, siblingCount });
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav aria-label={label} className={cx('ui-paginator', className)}>
      <ul className="ui-paginator-list">
        <li>
          <button
            type="button"
            className="ui-paginator-button"
            aria-label="Previous page"
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="ui-paginator-button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="ui-paginator-ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="ui-paginator-button"
            aria-label="Next page"
            disabled={disabled || page >= totalPages}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
