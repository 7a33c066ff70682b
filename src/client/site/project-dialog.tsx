import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import type { Project } from '../../shared/project';
import { toApiError } from '../lib/api-error';
import { formatDate } from '../lib/format';
import { Button } from '../ui/button';
import { cx } from '../ui/class-names';
import { Dialog } from '../ui/dialog';
import type { MarkdownProps } from '../ui/markdown';
import { LoadingIndicator } from '../ui/spinner';
import { ExternalIcon } from './external-icon';
import { procedureQuery } from './site-api';
import { COVER_SIZES, SiteImage } from './site-images';

/*
 * marked and DOMPurify are most of the weight of the page's script and only a
 * dialog needs them: they load on the first opening (or on hover/focus of a
 * button that opens one), never with the page.
 */
const loadMarkdown = () => import('../ui/markdown');

/** Starts downloading the markdown renderer so it is there when the dialog opens. */
export function prefetchProjectDetails(): void {
  loadMarkdown().catch(() => {});
}

/** Without the renderer (its download failed) the content still reads, as text, never as HTML. */
function PlainContent({ content, className }: MarkdownProps) {
  return <div className={cx('ui-markdown', 'ui-markdown--plain', className)}>{content}</div>;
}

const ProjectContent = lazy(() =>
  loadMarkdown().then(
    ({ Markdown }) => ({ default: Markdown }),
    () => ({ default: PlainContent }),
  ),
);

/** The project a card opened: its id to fetch, its name to title the dialog while it loads. */
export interface ProjectDialogTarget {
  projectId: number;
  name: string;
}

export interface ProjectDialogProps {
  /** Null when closed. */
  project: ProjectDialogTarget | null;
  onClose: () => void;
}

/**
 * A project's details: fetched by id on every
 * opening, since that request is what counts a project view.
 */
export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  if (!project) return null;
  return <OpenProjectDialog key={project.projectId} target={project} onClose={onClose} />;
}

function OpenProjectDialog({
  target,
  onClose,
}: {
  target: ProjectDialogTarget;
  onClose: () => void;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const query = useQuery({
    ...procedureQuery('project.get', { id: target.projectId }),
    // Each opening asks the server again (a view); a copy from an earlier opening shows meanwhile.
    staleTime: 0,
    // A failure gets a Retry button; silent retries would only delay telling the visitor.
    retry: false,
    refetchOnWindowFocus: false,
  });
  const project = query.data;
  const isGone = query.isError && isNotFound(query.error);

  const retry = () => {
    // The Retry button is about to disappear: keep focus in the dialog, at the top of its content.
    contentRef.current?.focus();
    void query.refetch();
  };

  let content: ReactNode;
  if (isGone) {
    content = (
      <p role="alert" className="project-dialog-notice">
        This project is no longer available.
      </p>
    );
  } else if (project) {
    content = <ProjectDetails project={project} />;
  } else if (query.isError && !query.isFetching) {
    content = (
      <div className="project-dialog-notice">
        <p role="alert">Sorry, this project could not be loaded.</p>
        <Button variant="outlined" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  } else {
    content = <LoadingIndicator label="Loading project…" className="project-dialog-loading" />;
  }

  return (
    <Dialog
      open
      title={project && !isGone ? project.name : target.name}
      onClose={onClose}
      size="lg"
      initialFocusRef={contentRef}
      className="project-dialog"
    >
      <div ref={contentRef} tabIndex={-1} className="project-dialog-content">
        {content}
      </div>
    </Dialog>
  );
}

function isNotFound(error: unknown): boolean {
  const { statusCode, httpStatus } = toApiError(error);
  return httpStatus === 404 || statusCode === 404;
}

function ProjectDetails({ project }: { project: Project }) {
  const toolsTitleId = useId();
  return (
    <article className="project-details">
      <p className="project-details-meta">
        <span className="project-details-category">{project.category.name}</span>
        <span>
          Published <time dateTime={project.publishedAt}>{formatDate(project.publishedAt)}</time>
        </span>
      </p>
      <SiteImage
        className="project-details-cover"
        src={project.cover}
        alt={`Cover image of ${project.name}`}
        width={1200}
        height={675}
        sizes={COVER_SIZES.dialog}
        // Opened by the visitor: wanted now, not when scrolled to.
        priority
      />
      {project.tools.length > 0 ? (
        <section className="project-details-tools" aria-labelledby={toolsTitleId}>
          <h3 id={toolsTitleId} className="project-details-subtitle">
            Built with
          </h3>
          <ul>
            {project.tools.map((tool) => (
              <li key={tool.toolId}>
                <a href={tool.link} target="_blank" rel="noopener noreferrer">
                  <ExternalIcon src={tool.icon} size={18} />
                  {tool.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Suspense
        fallback={<LoadingIndicator label="Loading details…" className="project-dialog-loading" />}
      >
        <ProjectContent content={project.content} className="project-details-content" />
      </Suspense>
    </article>
  );
}
