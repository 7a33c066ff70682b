import { cx } from './class-names';

export interface LoadingIndicatorProps {
  label?: string;
  /** Fills its container and centres itself, for whole-page waits. */
  fill?: boolean;
  className?: string;
}

export function LoadingIndicator({
  label = 'Loading…',
  fill = false,
  className,
}: LoadingIndicatorProps) {
  return (
    <div role="status" className={cx('ui-loading', fill && 'ui-loading--fill', className)}>
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-loading-label">{label}</span>
    </div>
  );
}
