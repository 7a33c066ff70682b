import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names';
import { type SortState, nextSort } from './list-sort';
import { SortIndicator } from './sort-indicator';

/** A yes/no field the owner can flip from the row itself, such as Hidden or Pinned. */
export interface ColumnToggle<TItem> {
  /** The field's value in the row. */
  value: (item: TItem) => boolean;
  /** Past participles for the notice after a flip: 'hidden' / 'shown'. */
  onWord: string;
  offWord: string;
}

export interface ListColumn<TItem> {
  /** Stable key, unique among the columns; for a toggle, the field it sets. */
  key: string;
  header: string;
  cell: (item: TItem) => ReactNode;
  /** For column-specific layout, e.g. narrow icon or action columns. */
  className?: string;
  /** The list API's `sort` field this column orders by; the header becomes a sort button. */
  sortField?: string;
  /** Makes the cell a switch saved at once, where the list offers it. */
  toggle?: ColumnToggle<TItem>;
}

/** Row checkboxes: which rows are picked for an action on many. */
export interface RowSelection<TItem> {
  isSelected: (item: TItem) => boolean;
  onToggle: (item: TItem) => void;
  /** Names a row's checkbox: 'Select Harbour'. */
  label: (item: TItem) => string;
}

export interface DataTableProps<TItem> {
  /** Read out as the table's name. */
  caption: string;
  columns: readonly ListColumn<TItem>[];
  rows: readonly TItem[];
  getRowId: (item: TItem) => string | number;
  /** Shown in place of the rows: loading, empty and error states. */
  placeholder?: ReactNode;
  busy?: boolean;
  /** The order on screen; columns with a `sortField` offer to change it. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  selection?: RowSelection<TItem>;
}

/**
 * A plain semantic table. On narrow screens the stylesheet turns each row
 * into a card and shows each cell's `data-label`, so phones need no
 * sideways scrolling and screen readers still get a real table.
 */
export function DataTable<TItem>({
  caption,
  columns,
  rows,
  getRowId,
  placeholder,
  busy = false,
  sort = null,
  onSortChange,
  selection,
}: DataTableProps<TItem>) {
  return (
    <div className={cx('admin-table-wrap', busy && 'admin-table-wrap--busy')}>
      <table className="admin-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(column.sortField && onSortChange);
              const direction =
                sort && column.sortField === sort.field ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(column.className, sortable && 'admin-th-sortable')}
                  aria-sort={
                    direction === 'asc'
                      ? 'ascending'
                      : direction === 'desc'
                        ? 'descending'
                        : undefined
                  }
                >
                  {sortable && column.sortField ? (
                    <button
                      type="button"
                      className="admin-sort-button"
                      onClick={() => onSortChange?.(nextSort(sort, column.sortField ?? ''))}
                    >
                      {column.header}
                      <SortIndicator direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {placeholder ? (
            <tr className="admin-table-placeholder">
              <td colSpan={columns.length}>{placeholder}</td>
            </tr>
          ) : (
            rows.map((item) => (
              <tr
                key={getRowId(item)}
                className={cx(selection?.isSelected(item) && 'admin-row--selected')}
              >
                {columns.map((column, index) => (
                  <td key={column.key} data-label={column.header} className={column.className}>
                    {index === columns.length - 1 && selection ? (
                      // The row's checkbox leads its actions: every column keeps its place, and
                      // no data cell's name takes in the checkbox's.
                      <span className="admin-cell-select">
                        <input
                          type="checkbox"
                          className="admin-row-check"
                          aria-label={selection.label(item)}
                          checked={selection.isSelected(item)}
                          onChange={() => selection.onToggle(item)}
                        />
                        {column.cell(item)}
                      </span>
                    ) : (
                      column.cell(item)
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
