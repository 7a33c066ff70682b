import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';

export interface BulkBarProps {
  /** Rows on this page, and how many of them are picked. */
  total: number;
  selected: number;
  onSelectAll: (selectAll: boolean) => void;
  onHide?: (() => void) | undefined;
  onShow?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  busy?: boolean;
}

/**
 * Picks every row of the page at once and acts on the picked rows. The
 * actions wait until a row is picked; the count is announced as it changes.
 */
export function BulkBar({
  total,
  selected,
  onSelectAll,
  onHide,
  onShow,
  onDelete,
  busy = false,
}: BulkBarProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const all = total > 0 && selected === total;
  useEffect(() => {
    // Some rows picked: the box shows a dash, neither all nor none.
    if (allRef.current) allRef.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  const none = selected === 0;

  return (
    <div className="admin-bulk-bar">
      <label className="admin-bulk-all">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          disabled={total === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select all on this page
      </label>
      <p className="admin-bulk-count" aria-live="polite">
        {none ? '' : `${selected} selected`}
      </p>
      <div className="admin-bulk-actions">
        {onHide ? (
          <Button
            variant="outlined"
            tone="neutral"
            size="sm"
            disabled={none}
            busy={busy}
            onClick={onHide}
          >
            Hide
          </Button>
        ) : null}
        {onShow ? (
          <Button
            variant="outlined"
            tone="neutral"
            size="sm"
            disabled={none}
            busy={busy}
            onClick={onShow}
          >
            Show
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            variant="outlined"
            tone="danger"
            size="sm"
            disabled={none}
            busy={busy}
            onClick={onDelete}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </div>
  );
}
