import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../src/server/modules/analytics/analytics.recorder';
import { CategoryEntity } from '../../src/server/modules/category/category.entity';
import { ProjectEntity } from '../../src/server/modules/project/project.entity';
import { plainRoutes, routeOf } from '../../src/shared/api-routes';
import { appRouter } from '../../src/server/composition/app-router';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * A path the API has answers every method it has no route for with 405 and
 * the methods it does have in `Allow`; HEAD is a GET without the body.
 */

interface ProjectViewsDay {
  date: string;
  views: { projectId: number; count: number }[];
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

/** Every route's path with its parameters filled, and the methods the table has for it. */
function routedPaths(): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  const procedures = Object.keys(appRouter._def.procedures).flatMap((path) => routeOf(path) ?? []);
  for (const { method, path } of [...procedures, ...Object.values(plainRoutes)]) {
    const concrete = path.replace(/\{[^}]+\}/g, '7');
    const methods = paths.get(concrete) ?? new Set<string>();
    methods.add(method);
    paths.set(concrete, methods);
  }
  return paths;
}

describe('a method a path has no route for', () => {
  it('answers 405 with the methods of the path in Allow, in the error envelope', async () => {
    const response = await admin.request('PATCH', '/api/category');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(response.body).toEqual({ statusCode: 405, message: 'Method not allowed' });

    const item = await admin.request('POST', '/api/category/7', {});
    expect(item.status).toBe(405);
    expect(item.headers.get('allow')).toBe('DELETE, GET, HEAD, PUT');
  });

  it('lists in Allow every method the route table has for the path, on every path', async () => {
    const paths = routedPaths();
    expect(paths.get('/api/skill')).toEqual(new Set(['GET', 'POST']));
    for (const [path, methods] of paths) {
      const response = await admin.request('PATCH', path);
      expect(response.status, path).toBe(405);
      const allowed = response.headers.get('allow')?.split(', ') ?? [];
      for (const method of methods) expect(allowed, path).toContain(method);
      if (methods.has('GET')) expect(allowed, path).toContain('HEAD');
    }
  });

  it('is still 404 on a path the API does not have', async () => {
    const response = await admin.request('PATCH', '/api/nowhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('allow')).toBeNull();
    expect(response.body).toEqual({ statusCode: 404, message: 'Path not found' });
  });
});

describe('HEAD', () => {
  it('answers as GET does, without the body, on the API', async () => {
    const created = await admin.post<{ categoryId: number }>('/api/category', { name: 'Heads' });
    for (const path of ['/api/category', `/api/category/${created.body.categoryId}`]) {
      const get = await fetch(`${server.url}${path}`);
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text(), path).toBe('');
    }
  });

  it('answers 404 on an item that does not exist, and on a path the API does not have', async () => {
    expect((await fetch(`${server.url}/api/category/999999`, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(`${server.url}/api/nowhere`, { method: 'HEAD' })).status).toBe(404);
  });

  it('answers 405 on a path with no GET', async () => {
    const response = await fetch(`${server.url}/api/admin/7/2fa`, { method: 'HEAD' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('DELETE');
  });
});

describe('HEAD of a project', () => {
  it('counts no view, where a GET counts one', async () => {
    const em = server.orm.em.fork();
    const category = em.create(CategoryEntity, { name: `Category ${randomUUID()}` });
    const project = em.create(ProjectEntity, {
      category,
      name: 'Looked at by HEAD',
      publishedAt: '2024-01-01',
      cover: '/cover.png',
      description: 'A project',
      content: '# Project',
    });
    await em.flush();
    const path = `/api/project/${project.projectId}`;
    const views = async () => {
      const day = utcDay();
      const answer = await admin.get<ProjectViewsDay[]>(
        `/api/analytics/project-views?from=${day}&to=${day}`,
      );
      const row = answer.body[0]?.views.find((view) => view.projectId === project.projectId);
      return row?.count ?? 0;
    };

    expect((await fetch(`${server.url}${path}`, { method: 'HEAD' })).status).toBe(200);
    expect(await views()).toBe(0);
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect(await views()).toBe(1);
  });
});
