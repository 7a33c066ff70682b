import { useRef } from 'react';
import type { Project } from '../../../shared/project';
import { projectSlug } from '../../../shared/slug';
import { Dialog } from '../../ui/dialog';
import { Markdown } from '../../ui/markdown';
import { ToolIcon } from '../tool-manager/tool-parts';

export interface ProjectPreviewDialogProps {
  /** The project to show; null when closed. */
  project: Project | null;
  onClose: () => void;
}

/**
 * The project preview: the path label '~/projects/<slug>', the cover, the
 * name, the tools as links and the rendered, sanitized markdown content.
 * It shows the row as listed, so it needs no call of its own.
 */
export function ProjectPreviewDialog({ project, onClose }: ProjectPreviewDialogProps) {
  if (!project) return null;
  return <OpenPreview project={project} onClose={onClose} />;
}

function OpenPreview({ project, onClose }: { project: Project; onClose: () => void }) {
  // Focus starts at the top of the preview, not on the first link inside it.
  const articleRef = useRef<HTMLElement>(null);
  return (
    <Dialog
      open
      title={<span className="content-path">~/projects/{projectSlug(project.name)}</span>}
      onClose={onClose}
      size="lg"
      initialFocusRef={articleRef}
      className="content-preview-dialog"
    >
      <article ref={articleRef} tabIndex={-1} className="content-preview">
        <img
          className="content-preview-cover"
          src={project.cover}
          alt={`${project.name} cover`}
          decoding="async"
        />
        <h3 className="content-preview-name">{project.name}</h3>
        {project.tools.length > 0 ? (
          <ul className="content-preview-tools" aria-label="Tools">
            {project.tools.map((tool) => (
              <li key={tool.toolId}>
                <a
                  className="content-chip content-chip--link"
                  href={tool.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ToolIcon tool={tool} />
                  <span className="content-chip-label">{tool.name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <Markdown content={project.content} className="content-preview-content" />
      </article>
    </Dialog>
  );
}
