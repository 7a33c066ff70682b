import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

interface Project {
  projectId: number;
  cover: string;
  content: string;
}

const MIGRATION = 'Migration20261127154500OwnMediaLinksAsSitePaths';

async function category(admin: ApiClient): Promise<number> {
  const created = await admin.post<{ categoryId: number }>('/api/category', {
    name: `Web ${Math.random()}`,
  });
  expect(created.status).toBe(200);
  return created.body.categoryId;
}

const projectFields = (categoryId: number, cover: string, content = 'Text') => ({
  categoryId,
  name: `Project ${Math.random()}`,
  publishedAt: '2024-05-31',
  cover,
  description: 'A project',
  content,
  tools: [],
});

describe('links to the site itself in image fields', () => {
  let server: TestServer;
  let admin: ApiClient;
  let own: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login();
    own = new URL(server.url).origin;
  });
  afterAll(() => server.close());

  it('stores a project cover on its own host as a site path, and keeps other hosts', async () => {
    const categoryId = await category(admin);
    const created = await admin.post<Project>(
      '/api/project',
      projectFields(
        categoryId,
        `${own}/api/media/image/harbour.png`,
        `![Map](${own}/api/media/image/map.png) and [elsewhere](https://cdn.example.com/api/media/image/map.png)`,
      ),
    );
    expect(created.status).toBe(200);
    expect(created.body.cover).toBe('/api/media/image/harbour.png');
    expect(created.body.content).toBe(
      '![Map](/api/media/image/map.png) and [elsewhere](https://cdn.example.com/api/media/image/map.png)',
    );

    const updated = await admin.put<Project>(
      `/api/project/${created.body.projectId}`,
      projectFields(categoryId, 'https://cdn.example.com/harbour.png'),
    );
    expect(updated.body.cover).toBe('https://cdn.example.com/harbour.png');
    const read = await admin.get<Project>(`/api/project/${created.body.projectId}`);
    expect(read.body.cover).toBe('https://cdn.example.com/harbour.png');
  });

  it('does the same for experience covers and tool and expertise icons, on create and update', async () => {
    const experience = await admin.post<{ experienceId: number; cover: string }>(
      '/api/experience',
      {
        company: 'Acme',
        title: 'Engineer',
        location: 'Remote',
        cover: `${own.toUpperCase().replace('HTTP', 'http')}/api/media/image/acme.png?v=2`,
        startAt: '2020-01-01',
        endAt: null,
        type: 'full_time',
        description: 'Built things',
      },
    );
    expect(experience.status).toBe(200);
    expect(experience.body.cover).toBe('/api/media/image/acme.png?v=2');

    const tool = await admin.post<{ toolId: number; icon: string }>('/api/tool', {
      name: 'Vite',
      icon: 'https://vitejs.dev/logo.svg',
      link: 'https://vitejs.dev',
    });
    expect(tool.body.icon).toBe('https://vitejs.dev/logo.svg');
    const toolUpdated = await admin.put<{ icon: string; link: string }>(
      `/api/tool/${tool.body.toolId}`,
      { name: 'Vite', icon: `${own}/api/media/image/vite.svg`, link: `${own}/about` },
    );
    expect(toolUpdated.body.icon).toBe('/api/media/image/vite.svg');
    // A tool's link goes to another site by nature: only image fields change.
    expect(toolUpdated.body.link).toBe(`${own}/about`);

    const expertise = await admin.post<{ icon: string }>('/api/expertise', {
      icon: `${own}/api/media/image/web.svg`,
      name: 'Web',
      description: 'Sites',
    });
    expect(expertise.body.icon).toBe('/api/media/image/web.svg');
  });

  it('never turns an address into a protocol-relative one', async () => {
    const categoryId = await category(admin);
    const created = await admin.post<Project>(
      '/api/project',
      projectFields(categoryId, `${own}//evil.example/x.png`),
    );
    expect(created.status).toBe(200);
    expect(created.body.cover).toBe(`${own}//evil.example/x.png`);
  });
});

describe('links to the configured public address', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://portfolio.example' });
    admin = new ApiClient(server.url);
    await admin.login();
  });
  afterAll(() => server.close());

  it('are stored as site paths too', async () => {
    const created = await admin.post<Project>(
      '/api/project',
      projectFields(await category(admin), 'https://portfolio.example/api/media/image/a.png'),
    );
    expect(created.body.cover).toBe('/api/media/image/a.png');
  });
});

describe('the migration for links stored with a host', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('rewrites links to files of the media library as site paths, and leaves others', async () => {
    const admin = new ApiClient(server.url);
    await admin.login();
    const media = await admin.upload('harbour.png', PNG);
    expect(media.url).toBe('/api/media/image/harbour.png');
    // Saved while the site answered on another address: kept as given then.
    const old = 'http://localhost:3000';
    const categoryId = await category(admin);
    const project = await admin.post<Project>(
      '/api/project',
      projectFields(
        categoryId,
        `${old}${media.url}`,
        `![Harbour](${old}${media.url}/480.webp) ![Gone](${old}/api/media/image/gone.png) ![Other](https://cdn.example.com/logo.png)`,
      ),
    );
    const unknown = await admin.post<Project>(
      '/api/project',
      projectFields(categoryId, `${old}/api/media/image/gone.png`),
    );
    const tool = await admin.post<{ toolId: number }>('/api/tool', {
      name: 'Harbour',
      icon: `https://old.example${media.url}`,
      link: 'https://example.com',
    });
    expect(project.body.cover).toBe(`${old}${media.url}`);

    // The migration runs once per database: forget it was applied, then start again.
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`delete from mikro_orm_migrations where name = '${MIGRATION}'`);
    await server.stop();
    const restarted = await startServer(
      loadSettings({
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: server.dataDir,
        SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        ...server.databaseEnv,
      }),
    );
    try {
      const reader = new ApiClient(restarted.url);
      await reader.login();
      const migrated = await reader.get<Project>(`/api/project/${project.body.projectId}`);
      expect(migrated.body.cover).toBe('/api/media/image/harbour.png');
      expect(migrated.body.content).toBe(
        `![Harbour](/api/media/image/harbour.png/480.webp) ![Gone](${old}/api/media/image/gone.png) ![Other](https://cdn.example.com/logo.png)`,
      );
      const untouched = await reader.get<Project>(`/api/project/${unknown.body.projectId}`);
      expect(untouched.body.cover).toBe(`${old}/api/media/image/gone.png`);
      const icon = await reader.get<{ icon: string }>(`/api/tool/${tool.body.toolId}`);
      expect(icon.body.icon).toBe('/api/media/image/harbour.png');
    } finally {
      await restarted.stop();
    }
  });
});
