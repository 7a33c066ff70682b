import { useEffect, useId, useRef, useState } from 'react';
import type { Project } from '../../../shared/project';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { ExternalIcon } from '../external-icon';
import { useExperience, useProjects } from '../home-data';
import { COVER_SIZES, SiteImage } from '../site-images';
import { useProjectAddress } from '../project-address';
import { ProjectDialog, prefetchProjectDetails } from '../project-dialog';

type Tool = Project['tools'][number];

interface CategoryOption {
  categoryId: number;
  name: string;
}

/** The categories the projects use, in the order they first appear (pinned and newest first). */
function categoriesOf(projects: Project[]): CategoryOption[] {
  const seen = new Map<number, CategoryOption>();
  for (const { category } of projects) {
    if (!seen.has(category.categoryId)) seen.set(category.categoryId, category);
  }
  return [...seen.values()];
}

const countText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

/**
 * The public project cards, already ordered pinned first then
 * newest by the server, each opening the detail dialog at its own address.
 */
export function ProjectsSection() {
  const projects = useProjects();
  // The page's first image is the first experience's cover, if there is one (firstImageOf).
  const firstImageIsHere = useExperience().length === 0;
  const categories = categoriesOf(projects);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dialog = useProjectAddress(projects);
  const tipsMuted = useTooltipsMutedByEscape();

  const chooseCategory = (option: CategoryOption | null) => {
    setCategoryId(option?.categoryId ?? null);
    const count = option
      ? projects.filter((project) => project.categoryId === option.categoryId).length
      : projects.length;
    setAnnouncement(
      option ? `Showing ${countText(count)} in ${option.name}` : `Showing all ${countText(count)}`,
    );
  };

  return (
    <section
      id="projects"
      className={cx(
        'site-section',
        'projects-section',
        tipsMuted.muted && 'projects-section--quiet',
      )}
      aria-labelledby="projects-title"
    >
      <h2 id="projects-title">Projects</h2>
      {categories.length > 1 ? (
        <>
          <div className="project-filter" role="group" aria-label="Filter projects by category">
            <button
              type="button"
              className="project-filter-chip"
              aria-pressed={categoryId === null}
              onClick={() => chooseCategory(null)}
            >
              All
            </button>
            {categories.map((category) => (
              <button
                key={category.categoryId}
                type="button"
                className="project-filter-chip"
                aria-pressed={categoryId === category.categoryId}
                onClick={() => chooseCategory(category)}
              >
                {category.name}
              </button>
            ))}
          </div>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </>
      ) : null}
      {projects.length === 0 ? (
        <p className="projects-empty">No projects to show yet.</p>
      ) : (
        <ul className="project-grid">
          {projects.map((project, index) => (
            <ProjectCard
              key={project.projectId}
              project={project}
              priority={firstImageIsHere && index === 0}
              // Filtered out, not unmounted: the loaded icons stay in place for when the filter changes back.
              hidden={categoryId !== null && project.categoryId !== categoryId}
              onOpen={dialog.open}
              onToolHover={tipsMuted.unmute}
            />
          ))}
        </ul>
      )}
      <ProjectDialog project={dialog.opened} onClose={dialog.close} />
    </section>
  );
}

interface ProjectCardProps {
  project: Project;
  /** The page's first image (see firstImageOf). */
  priority: boolean;
  hidden: boolean;
  onOpen: (project: Project) => void;
  onToolHover: () => void;
}

function ProjectCard({ project, priority, hidden, onOpen, onToolHover }: ProjectCardProps) {
  const nameId = useId();
  const readMoreRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    // The dialog gives focus back to what had it on opening: make that Read More,
    // also after a click on the cover, and in Safari, which does not focus clicked buttons.
    readMoreRef.current?.focus();
    onOpen(project);
  };

  return (
    <li className="project-card" hidden={hidden}>
      {/* The cover repeats Read More for the mouse; hidden from keyboards and screen readers, which have the button. */}
      <button
        type="button"
        className="project-card-cover"
        tabIndex={-1}
        aria-hidden="true"
        onClick={open}
        onPointerEnter={prefetchProjectDetails}
      >
        <SiteImage
          src={project.cover}
          alt={`Cover image of ${project.name}`}
          width={640}
          height={360}
          sizes={COVER_SIZES.project}
          priority={priority}
        />
      </button>
      <div className="project-card-body">
        <h3 id={nameId} className="project-card-name">
          {project.name}
        </h3>
        <p className="project-card-meta">
          <span className="project-card-category">{project.category.name}</span>
          {project.pinned ? <span className="project-card-badge">Pinned</span> : null}
        </p>
        <p className="project-card-description">{project.description}</p>
        <div className="project-card-footer">
          {project.tools.length > 0 ? (
            <ul className="project-card-tools" aria-label={`Tools used in ${project.name}`}>
              {project.tools.map((tool) => (
                <li key={tool.toolId}>
                  <ToolLink tool={tool} onAttention={onToolHover} />
                </li>
              ))}
            </ul>
          ) : null}
          <Button
            ref={readMoreRef}
            variant="outlined"
            size="sm"
            className="project-card-more"
            aria-haspopup="dialog"
            aria-describedby={nameId}
            onClick={open}
            onPointerEnter={prefetchProjectDetails}
            onFocus={prefetchProjectDetails}
          >
            Read More
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * A tool's icon linking to the tool. The icon carries the tool's name for
 * assistive technology; the tooltip shows the same name to sighted users on
 * hover and on keyboard focus, so it is hidden from assistive technology.
 */
function ToolLink({ tool, onAttention }: { tool: Tool; onAttention: () => void }) {
  return (
    <a
      className="project-tool"
      href={tool.link}
      target="_blank"
      rel="noopener noreferrer"
      onPointerEnter={onAttention}
      onFocus={onAttention}
    >
      <ExternalIcon src={tool.icon} label={tool.name} size={22} />
      <span className="project-tool-tip" aria-hidden="true">
        <span>{tool.name}</span>
      </span>
    </a>
  );
}

/**
 * WCAG 1.4.13: a tooltip can be dismissed without moving the pointer or the
 * focus. Escape hides the tooltips until the visitor moves to a tool again.
 */
function useTooltipsMutedByEscape() {
  const [muted, setMuted] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMuted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return { muted, unmute: () => setMuted(false) };
}
