import { DemoApiClient, type ListAnswer } from '../../../scripts/demo/demo-api';
import { DEMO_PROJECTS } from '../../../scripts/demo/demo-content';
import { seedDemoContent } from '../../../scripts/demo/seed';
import type { Category } from '../../../src/shared/category';
import type { Project } from '../../../src/shared/project';
import type { Tool } from '../../../src/shared/tool';
import { E2E_ADMIN_PASSWORD } from '../../e2e/support/app-process';

/** A public variable the load's admin writes keep changing (it shows in the environment). */
export const LOAD_VARIABLE = 'load_marker';

/** Visible projects on the page under load: about what an active owner shows. */
const PROJECT_COUNT = 20;

export interface LoadContent {
  /** `name=value` of the admin's session cookie. */
  adminCookie: string;
  /** Projects a visitor may read. */
  visibleProjectIds: number[];
  projects: number;
  hiddenProjects: number;
}

/**
 * Fills a running server with a realistic owner through its API: the demo
 * seeder's content (covers, icons, markdown, experience, expertise, skills),
 * then more projects made from the demo ones until the site shows about
 * twenty, so the home page and the project list weigh what a real one does.
 */
export async function seedLoadContent(url: string): Promise<LoadContent> {
  const api = new DemoApiClient(url);
  if (!(await api.login('admin', E2E_ADMIN_PASSWORD))) throw new Error('admin sign-in failed');
  await seedDemoContent(api);
  await api.post('/api/variable', { key: LOAD_VARIABLE, value: 'before the load', type: 'string' });

  const categories = await api.get<ListAnswer<Category>>('/api/category?limit=1000');
  const tools = await api.get<ListAnswer<Tool>>('/api/tool?limit=1000');
  const existing = await api.get<ListAnswer<Project>>('/api/project?limit=1000');
  const visibleDemo = DEMO_PROJECTS.filter((project) => !project.hidden);
  const toolIds = tools.items.map((tool) => tool.toolId);
  const alreadyVisible = existing.items.filter((project) => !project.hidden).length;
  for (let index = alreadyVisible; index < PROJECT_COUNT; index += 1) {
    const model = visibleDemo[index % visibleDemo.length] as (typeof visibleDemo)[number];
    const source = existing.items.find((project) => project.name === model.name);
    const category = categories.items[index % categories.items.length] as Category;
    const month = String((index % 12) + 1).padStart(2, '0');
    await api.post('/api/project', {
      categoryId: category.categoryId,
      name: `${model.name} ${index + 1}`,
      publishedAt: `202${index % 5}-${month}-1${index % 9}`,
      cover: source?.cover ?? '',
      description: model.description,
      content: model.content,
      pinned: false,
      hidden: false,
      tools: toolIds.filter((_, toolIndex) => (toolIndex + index) % 3 !== 0),
    });
  }

  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in for the load failed: ${login.status}`);
  const adminCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const all = await api.get<ListAnswer<Project>>('/api/project?limit=1000');
  const visible = all.items.filter((project) => !project.hidden);
  return {
    adminCookie,
    visibleProjectIds: visible.map((project) => project.projectId),
    projects: all.items.length,
    hiddenProjects: all.items.length - visible.length,
  };
}
