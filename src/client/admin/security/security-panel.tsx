import { type ReactNode, useId } from 'react';
import { CONNECTION_ERROR_MESSAGE, toApiError } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';

export interface SecurityPanelProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled card of the Security page, named by its heading for screen readers. */
export function SecurityPanel({
  title,
  description,
  actions,
  children,
  className,
}: SecurityPanelProps) {
  const headingId = useId();
  return (
    <section className={cx('admin-card security-panel', className)} aria-labelledby={headingId}>
      <header className="security-panel-header">
        <div className="security-panel-heading">
          <h2 id={headingId} className="security-panel-title">
            {title}
          </h2>
          {description ? <p className="security-panel-description">{description}</p> : null}
        </div>
        {actions ? <div className="security-panel-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/**
 * What to tell the user about a failed account call: the server's own
 * sentence ('The code is wrong', 'Two-factor sign-in is already on'), which
 * says more than a code would; the connection text when nothing answered;
 * nothing for a 401, after which the app is already on its way to the login page.
 */
export function problemText(error: unknown): string | null {
  const apiError = toApiError(error);
  if (apiError.statusCode === null) return CONNECTION_ERROR_MESSAGE;
  if (apiError.isUnauthorized) return null;
  return apiError.message;
}

/** A panel's load failure in place of its content, with a way to ask again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const text = problemText(error);
  return (
    <div className="security-panel-message">
      {text ? <p role="alert">{text}</p> : null}
      <Button variant="outlined" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
