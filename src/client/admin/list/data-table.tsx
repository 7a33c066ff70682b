import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names';

export interface ListColumn<TItem> {
  /** Stable key, unique among the columns. */
  key: string;
  header: string;
  cell: (item: TItem) => ReactNode;
  /** For column-specific layout, e.g. narrow icon or action columns. */
  className?: string;
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
}: DataTableProps<TItem>) {
  return (
    <div className={cx('admin-table-wrap', busy && 'admin-table-wrap--busy')}>
      <table className="admin-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeholder ? (
            <tr className="admin-table-placeholder">
              <td colSpan={columns.length}>{placeholder}</td>
            </tr>
          ) : (
            rows.map((item) => (
              <tr key={getRowId(item)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.className}>
                    {column.cell(item)}
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
