import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** Id for the heading, so a region can be labelled by it. */
  titleId?: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <header className="admin-page-header">
      <div className="admin-page-heading">
        <h1 id={titleId} className="admin-page-title">
          {title}
        </h1>
        {description ? <p className="admin-page-description">{description}</p> : null}
      </div>
      {actions ? <div className="admin-page-actions">{actions}</div> : null}
    </header>
  );
}
