import { HttpResponse, http } from 'msw';
import { envelope, unauthorized, listParams, issuesOf } from './http-helpers';
import type { z } from 'zod';
import { ErrorCode, type FieldError } from '../../src/shared/errors';
import { type Experience, experienceInputSchema } from '../../src/shared/experience';
import { type Project, projectInputSchema } from '../../src/shared/project';
import type { Tool } from '../../src/shared/tool';
import { listPage, mockDb } from './mock-db';

/**
 * MSW handlers for the experience and project pages: experiences and
 * projects (list, get, create, update, delete) and the tool list the Manage
 * Tools dialog pages through. Categories come from the shared `mockDb`
 * (handlers.ts). Writes are checked with the same shared schemas the real
 * server applies, and unknown tool or category ids are refused the same way.
 *
 * `contentDb` is not part of `mockDb`'s reset: tests using it call
 * `contentDb.reset()` in a beforeEach.
 */

type ExperienceFields = z.output<typeof experienceInputSchema>;
type ProjectFields = z.output<typeof projectInputSchema>;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export class ToolStore {
  private rows: Tool[] = [];
  private nextId = 1;

  all(): Tool[] {
    return [...this.rows];
  }

  find(id: number): Tool | undefined {
    return this.rows.find((row) => row.toolId === id);
  }

  /** Adds tools by name, with an icon and link made from the name. */
  seed(...names: string[]): Tool[] {
    return names.map((name) => {
      const tool = {
        toolId: this.nextId++,
        name,
        icon: `/api/media/image/${slug(name)}.svg`,
        link: `https://example.com/${slug(name)}`,
      };
      this.rows.push(tool);
      return tool;
    });
  }

  remove(id: number): void {
    this.rows = this.rows.filter((row) => row.toolId !== id);
  }
}

export class ExperienceStore {
  private rows: Experience[] = [];
  private nextId = 1;

  all(): Experience[] {
    return [...this.rows];
  }

  find(id: number): Experience | undefined {
    return this.rows.find((row) => row.experienceId === id);
  }

  /** Adds an experience; fields not given get plain values. */
  seed(fields: Partial<Omit<Experience, 'experienceId'>> = {}): Experience {
    const row: Experience = {
      experienceId: this.nextId++,
      company: 'Acme',
      title: 'Developer',
      location: 'Berlin',
      cover: '/api/media/image/acme.png',
      startAt: '2022-01-01',
      endAt: null,
      type: 'full_time',
      description: '',
      hidden: false,
      tools: [],
      ...fields,
    };
    this.rows.push(row);
    return row;
  }

  remove(id: number): Experience | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

export class ProjectStore {
  private rows: Project[] = [];
  private nextId = 1;

  all(): Project[] {
    return [...this.rows];
  }

  find(id: number): Project | undefined {
    return this.rows.find((row) => row.projectId === id);
  }

  /** Adds a project; give `category` as {categoryId, name}. */
  seed(fields: Partial<Omit<Project, 'projectId'>> = {}): Project {
    const category = fields.category ?? { categoryId: 1, name: 'Web' };
    const row: Project = {
      projectId: this.nextId++,
      name: 'Portfolio',
      publishedAt: '2024-01-01',
      cover: '/api/media/image/portfolio.png',
      description: 'A portfolio site',
      content: '# Portfolio',
      pinned: false,
      hidden: false,
      tools: [],
      ...fields,
      categoryId: category.categoryId,
      category,
    };
    this.rows.push(row);
    return row;
  }

  remove(id: number): Project | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

/** The mock backend's experiences, projects and tools, fresh per test via reset(). */
export const contentDb = {
  tools: new ToolStore(),
  experiences: new ExperienceStore(),
  projects: new ProjectStore(),
  /** The bodies of every experience and project write, in order, as sent. */
  writes: [] as { method: string; path: string; body: unknown }[],

  reset(): void {
    this.tools = new ToolStore();
    this.experiences = new ExperienceStore();
    this.projects = new ProjectStore();
    this.writes = [];
  },
};

async function recordBody(request: Request): Promise<unknown> {
  const body: unknown = await request.json().catch(() => ({}));
  contentDb.writes.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

/** The tools behind ids, or one error per unknown id (as the real server answers). */
function resolveTools(ids: number[]): { tools: Tool[]; errors: FieldError[] } {
  const tools: Tool[] = [];
  const errors: FieldError[] = [];
  for (const id of new Set(ids)) {
    const tool = contentDb.tools.find(id);
    if (tool) tools.push(tool);
    else errors.push({ path: 'tools', message: `Tool ${id} does not exist` });
  }
  return { tools: tools.sort((a, b) => a.name.localeCompare(b.name)), errors };
}

export const toolListHandlers = [
  http.get('*/api/tool', ({ request }) =>
    HttpResponse.json(listPage(contentDb.tools.all(), listParams(request), ['name', 'link'])),
  ),
];

function experienceWrite(input: ExperienceFields, tools: Tool[]): Omit<Experience, 'experienceId'> {
  const { tools: _ids, ...fields } = input;
  return { ...fields, tools };
}

async function parseExperience(request: Request, statusCode: number, verb: string) {
  const parsed = experienceInputSchema.safeParse(await recordBody(request));
  if (!parsed.success) {
    return {
      failure: envelope(400, statusCode, `Failed to ${verb} Experience`, issuesOf(parsed.error)),
    };
  }
  const { tools, errors } = resolveTools(parsed.data.tools);
  if (errors.length > 0) {
    return { failure: envelope(400, statusCode, `Failed to ${verb} Experience`, errors) };
  }
  return { fields: experienceWrite(parsed.data, tools) };
}

export const experienceHandlers = [
  http.get('*/api/experience', ({ request }) =>
    HttpResponse.json(
      listPage(contentDb.experiences.all(), listParams(request), ['company', 'title', 'location']),
    ),
  ),

  http.get('*/api/experience/:id', ({ params }) => {
    const row = contentDb.experiences.find(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Experience not found');
  }),

  http.post('*/api/experience', async ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const result = await parseExperience(request, ErrorCode.createFailed, 'create');
    if (result.failure) return result.failure;
    return HttpResponse.json(contentDb.experiences.seed(result.fields), { status: 201 });
  }),

  http.put('*/api/experience/:id', async ({ params, request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = contentDb.experiences.find(Number(params.id));
    if (!row) return envelope(404, 404, 'Experience not found');
    const result = await parseExperience(request, ErrorCode.updateFailed, 'update');
    if (result.failure) return result.failure;
    Object.assign(row, result.fields);
    return HttpResponse.json(row);
  }),

  http.delete('*/api/experience/:id', ({ params }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = contentDb.experiences.remove(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Experience not found');
  }),
];

async function parseProject(request: Request, statusCode: number, verb: string) {
  const parsed = projectInputSchema.safeParse(await recordBody(request));
  if (!parsed.success) {
    return {
      failure: envelope(400, statusCode, `Failed to ${verb} Project`, issuesOf(parsed.error)),
    };
  }
  const input: ProjectFields = parsed.data;
  const category = mockDb.categories.find(input.categoryId);
  const { tools, errors } = resolveTools(input.tools);
  if (!category) errors.unshift({ path: 'categoryId', message: 'Category does not exist' });
  if (!category || errors.length > 0) {
    return { failure: envelope(400, statusCode, `Failed to ${verb} Project`, errors) };
  }
  const { tools: _ids, ...fields } = input;
  const project: Omit<Project, 'projectId'> = {
    ...fields,
    category: { categoryId: category.categoryId, name: category.name },
    tools,
  };
  return { fields: project };
}

export const projectHandlers = [
  http.get('*/api/project', ({ request }) =>
    HttpResponse.json(
      listPage(contentDb.projects.all(), listParams(request), ['name', 'description']),
    ),
  ),

  http.get('*/api/project/:id', ({ params }) => {
    const row = contentDb.projects.find(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Project not found');
  }),

  http.post('*/api/project', async ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const result = await parseProject(request, ErrorCode.createFailed, 'create');
    if (result.failure) return result.failure;
    return HttpResponse.json(contentDb.projects.seed(result.fields), { status: 201 });
  }),

  http.put('*/api/project/:id', async ({ params, request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = contentDb.projects.find(Number(params.id));
    if (!row) return envelope(404, 404, 'Project not found');
    const result = await parseProject(request, ErrorCode.updateFailed, 'update');
    if (result.failure) return result.failure;
    Object.assign(row, result.fields);
    return HttpResponse.json(row);
  }),

  http.delete('*/api/project/:id', ({ params }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = contentDb.projects.remove(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Project not found');
  }),
];

/**
 * Registered after the shared handlers in server.ts, so another area's own
 * tool handlers answer its tests; the experience and project tests put
 * these first with `server.use(...contentHandlers)`.
 */
export const contentHandlers = [...toolListHandlers, ...experienceHandlers, ...projectHandlers];
