import { HttpResponse, http } from 'msw';
import type { Project } from '../../../src/shared/project';
import { server } from '../../mocks/server';
import { stamps } from '../stamps';

/** Where the test tools' icons live; `answerIcons` serves them. */
export const ICON_HOST = 'https://icons.test';

export const tools = {
  react: {
    toolId: 1,
    name: 'React',
    icon: `${ICON_HOST}/react.svg`,
    link: 'https://react.dev',
    ...stamps,
  },
  node: {
    toolId: 2,
    name: 'Node.js',
    icon: `${ICON_HOST}/node.svg`,
    link: 'https://nodejs.org',
    ...stamps,
  },
  rust: {
    toolId: 3,
    name: 'Rust',
    icon: `${ICON_HOST}/rust.svg`,
    link: 'https://www.rust-lang.org',
    ...stamps,
  },
} satisfies Record<string, Project['tools'][number]>;

export function makeProject(projectId: number, fields: Partial<Project> = {}): Project {
  const category = fields.category ?? { categoryId: 1, name: 'Web apps' };
  return {
    projectId,
    name: `Project ${projectId}`,
    publishedAt: '2024-03-09',
    cover: `/api/media/image/project-${projectId}.png`,
    description: `What project ${projectId} does`,
    content: `# Project ${projectId}`,
    pinned: false,
    hidden: false,
    tools: [],
    ...stamps,
    ...fields,
    categoryId: category.categoryId,
    category,
  };
}

export const SVG_BODY =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>';

/**
 * The icons of the test tools answer with a small SVG. jsdom has no
 * IntersectionObserver, so every icon on the page loads at once.
 */
export function answerIcons() {
  server.use(
    http.get(
      `${ICON_HOST}/*`,
      () => new HttpResponse(SVG_BODY, { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
  );
}

/**
 * `GET /api/project/:id` answered from `projects`; the ids asked for are
 * recorded in order. A project not in the list answers the contract's 404.
 * With `answersAfter`, each answer waits for that promise.
 */
export function answerProjects(
  projects: Project[],
  { answersAfter }: { answersAfter?: Promise<void> } = {},
) {
  const requestedIds: string[] = [];
  server.use(
    http.get('*/api/project/:id', async ({ params }) => {
      const id = String(params.id);
      requestedIds.push(id);
      await answersAfter;
      const project = projects.find((candidate) => String(candidate.projectId) === id);
      return project
        ? HttpResponse.json(project)
        : HttpResponse.json({ statusCode: 404, message: 'Project not found' }, { status: 404 });
    }),
  );
  return requestedIds;
}
