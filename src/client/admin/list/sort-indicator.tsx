/**
 * The arrow beside a sortable header: up for ascending, down for descending,
 * a faint double arrow while the column is not in use. Decorative: the
 * header's `aria-sort` tells the order to assistive technology.
 */
export function SortIndicator({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <svg
      className="admin-sort-indicator"
      data-direction={direction ?? 'none'}
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      {direction !== 'desc' ? <path d="M6 1.5 9.5 5h-7z" fill="currentColor" /> : null}
      {direction !== 'asc' ? <path d="M6 10.5 2.5 7h7z" fill="currentColor" /> : null}
    </svg>
  );
}
