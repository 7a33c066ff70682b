import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDatabase, type SeedDemoResult } from '../../scripts/demo/seed';
import { contentModules } from '../../src/server/modules/content-registry';
import { type RunningServer, startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { testDatabaseEnv } from './support/test-database';
import { ApiClient } from './support/test-server';

interface List<T = Record<string, unknown>> {
  items: T[];
  metadata: { totalItems: number };
}

/**
 * Every registered module with demo rows (the content an owner writes); the
 * visitors' messages have none of their own and are counted apart below.
 */
const ENTITIES = contentModules.filter((module) => module.demo).map((module) => module.name);

let dataDir: string;
let seeded: SeedDemoResult;
let server: RunningServer;
let visitor: ApiClient;
let admin: ApiClient;

// No ADMIN_PASSWORD: the seeder must create the first admin and hand back its password.
const database = await testDatabaseEnv();
const seedEnv = () => ({ NODE_ENV: 'test', DATA_DIR: dataDir, ...database.env });

function createdPassword(result: SeedDemoResult): string {
  if (result.signIn.kind !== 'created')
    throw new Error(`no password created: ${result.signIn.kind}`);
  return result.signIn.password;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-demo-'));
  seeded = await seedDemoDatabase({ env: seedEnv() });
  server = await startServer(
    loadSettings({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      ...database.env,
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
    }),
  );
  visitor = new ApiClient(server.url);
  admin = new ApiClient(server.url);
  await admin.login('admin', createdPassword(seeded));
  // Drawing the 12-megapixel photo and making its copies takes a while on a busy machine.
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  // The stop waits for the photo copy in progress.
}, 60_000);

async function totals(client: ApiClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of [...ENTITIES, 'media', 'message', 'admin']) {
    counts[entity] = (await client.get<List>(`/api/${entity}?limit=1`)).body.metadata.totalItems;
  }
  return counts;
}

describe('npm run seed:demo on a fresh database', () => {
  it('creates the first admin and returns its password, which signs in', async () => {
    expect(seeded.outcome).toBe('seeded');
    expect(seeded.signIn).toEqual({
      kind: 'created',
      username: 'admin',
      password: expect.any(String),
    });
    expect((await admin.get('/auth/identity')).body).toMatchObject({ username: 'admin' });
  });

  it("has demo rows for every registered module but the visitors' messages", () => {
    expect(
      contentModules.filter((module) => !ENTITIES.includes(module.name)).map(({ name }) => name),
    ).toEqual(['message']);
  });

  it('gives visitors a finished site: owner variables and a few of every entity', async () => {
    const environment = (await visitor.get('/api/variable/environment')).body;
    expect(environment).toMatchObject({
      name: expect.stringMatching(/\S/),
      title: expect.stringMatching(/\S/),
      description: expect.stringMatching(/\S/),
      email: expect.stringContaining('@'),
      github: expect.stringMatching(/^https:\/\//),
      linkedin: expect.stringMatching(/^https:\/\//),
      instagram: '',
      max_message_length: 1000,
    });
    expect(environment.about).toMatch(/<p>[\s\S]*<a href="https:\/\/[^"]+">/);

    for (const entity of ENTITIES) {
      const list = await visitor.get<List>(`/api/${entity}`);
      expect(list.status, entity).toBe(200);
      expect(list.body.items.length, entity).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps one project and one experience hidden from visitors, visible to admins', async () => {
    for (const entity of ['project', 'experience']) {
      const seen = await visitor.get<List<{ hidden: boolean }>>(`/api/${entity}`);
      const all = await admin.get<List<{ hidden: boolean }>>(`/api/${entity}`);
      expect(
        seen.body.items.every((row) => !row.hidden),
        entity,
      ).toBe(true);
      expect(
        all.body.items.filter((row) => row.hidden),
        entity,
      ).toHaveLength(1);
      expect(all.body.metadata.totalItems).toBe(seen.body.metadata.totalItems + 1);
    }
    const projects = await visitor.get<List<{ pinned: boolean }>>('/api/project');
    expect(projects.body.items[0]?.pinned).toBe(true);
    const jobs = await visitor.get<List<{ endAt: string | null }>>('/api/experience');
    expect(jobs.body.items[0]?.endAt).toBeNull();
  });

  it('writes project pages in markdown with headings, lists, code and a link', async () => {
    const projects = await visitor.get<List<{ content: string }>>('/api/project');
    for (const { content } of projects.body.items) {
      expect(content).toMatch(/^## /m);
      expect(content).toMatch(/^(- |1\. )/m);
      expect(content).toMatch(/\[[^\]]+\]\(https:\/\/[^)]+\)/);
    }
    expect(projects.body.items.some(({ content }) => content.includes('```'))).toBe(true);
  });

  it('gives the pinned Tidepool a 4000×3000 phone photo as its cover, served without its GPS position', async () => {
    const projects =
      await admin.get<List<{ name: string; cover: string; pinned: boolean }>>('/api/project');
    const tidepool = projects.body.items.find((project) => project.name === 'Tidepool');
    expect(tidepool).toMatchObject({
      pinned: true,
      cover: '/api/media/image/demo-photo-tidepool.jpg',
    });
    const media = await admin.get<List<{ name: string; width: number; height: number }>>(
      '/api/media?filter=demo-photo&limit=10',
    );
    expect(media.body.items).toEqual([
      expect.objectContaining({ name: 'demo-photo-tidepool.jpg', width: 4000, height: 3000 }),
    ]);
    const photo = Buffer.from(await (await fetch(`${server.url}${tidepool!.cover}`)).arrayBuffer());
    // Like a phone's photo: megabytes.
    expect(photo.length).toBeGreaterThan(1_500_000);
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
    expect(metadata.exif).toBeUndefined();
  });

  it('serves every other cover and icon as an SVG file stored in the data folder', async () => {
    const urls: string[] = [];
    for (const entity of ['project', 'experience'] as const) {
      const list = await admin.get<List<{ cover: string }>>(`/api/${entity}`);
      urls.push(...list.body.items.map((row) => row.cover).filter((url) => !url.endsWith('.jpg')));
    }
    for (const entity of ['tool', 'expertise'] as const) {
      const list = await visitor.get<List<{ icon: string }>>(`/api/${entity}`);
      urls.push(...list.body.items.map((row) => row.icon));
    }
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/media\/image\/[a-z0-9-]+\.svg$/);
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/);
      expect(await response.text(), url).toMatch(/^<svg [^>]*viewBox="0 0 (1200 675|24 24)"/);
      expect(existsSync(path.join(dataDir, 'media', 'image', path.basename(url))), url).toBe(true);
    }
  });

  it('leaves two messages in the inbox, one of them unread', async () => {
    const messages = await admin.get<List<{ read: boolean }>>('/api/message');
    expect(messages.body.items.map((message) => message.read).sort()).toEqual([false, true]);
  });

  it('refuses a second run without --force and changes nothing', async () => {
    const before = await totals(admin);
    const files = readdirSync(path.join(dataDir, 'media', 'image')).sort();

    const again = await seedDemoDatabase({ env: seedEnv() });

    expect(again.outcome).toBe('refused');
    expect(again.outcome === 'refused' && again.existing).toContain('6 projects');
    // The admin already existed with another password: nothing to show, nothing reset.
    expect(again.signIn).toEqual({ kind: 'existing' });
    expect(await totals(admin)).toEqual(before);
    expect(readdirSync(path.join(dataDir, 'media', 'image')).sort()).toEqual(files);
    // The first admin's password still works: the refused run changed no one's credentials.
    await new ApiClient(server.url).login('admin', createdPassword(seeded));
  });

  it('adds the sample next to existing content with --force, reusing categories and images', async () => {
    const before = await totals(admin);

    const forced = await seedDemoDatabase({ env: seedEnv(), force: true });

    expect(forced.outcome).toBe('seeded');
    const after = await totals(admin);
    expect(after.project).toBe(before.project! * 2);
    expect(after.category).toBe(before.category);
    expect(after.media).toBe(before.media);
    expect(after.admin).toBe(before.admin);
  });
});

describe('npm run seed:demo as a command', () => {
  it('prints what it added and exits on its own', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-demo-command-'));
    try {
      // A handle left open (the sanitizer thread, a timer) would keep the command from ever returning.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/seed-demo.ts'],
        {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATA_DIR: folder,
            DATABASE_URL: '',
            ADMIN_PASSWORD: '',
          },
          // Drawing the demo photo and making its copies take tens of seconds on a busy machine.
          timeout: 120_000,
        },
      );
      expect(stdout).toContain('Demo content added to');
      expect(stdout).toMatch(/6 projects \(1 hidden\)/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 130_000);
});
