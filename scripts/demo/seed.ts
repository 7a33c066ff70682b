/**
 * Fills a database with the demo owner through the product itself: the real
 * server runs in this process on a free port, and every row and image is
 * created over HTTP exactly as the admin app would create it. Validation,
 * sanitizing, media storage and ordering therefore behave as for a real owner.
 */
import { randomBytes } from 'node:crypto';
import type { Category } from '../../src/shared/category';
import type { Experience } from '../../src/shared/experience';
import type { Expertise } from '../../src/shared/expertise';
import type { Media } from '../../src/shared/media';
import type { Message } from '../../src/shared/message';
import type { Project } from '../../src/shared/project';
import type { Skillset } from '../../src/shared/skillset';
import type { Tool } from '../../src/shared/tool';
import { contentModules } from '../../src/server/modules/content-registry';
import { AdminEntity } from '../../src/server/modules/account/admin.entity';
import { upsertAdmin } from '../../src/server/modules/auth/auth.service';
import { type RunningServer, startServer } from '../../src/server/server';
import { describeDatabase, loadSettings } from '../../src/server/settings';
import { DemoApiClient, type ListAnswer } from './demo-api';
import {
  DEMO_CATEGORIES,
  DEMO_EXPERIENCE,
  DEMO_EXPERTISE,
  DEMO_MESSAGES,
  DEMO_PROJECTS,
  DEMO_SKILLSETS,
  DEMO_TOOLS,
  DEMO_VARIABLES,
} from './demo-content';
import { type CoverSpec, coverSvg, glyphSvg, type GlyphName } from './demo-images';
import { demoPhotoJpeg } from './demo-photo';

/** What counts as "the site already has content": anything an owner writes, not visitors' messages. */
const CONTENT_ENTITIES: readonly (readonly [string, string, string])[] = [
  ...contentModules.flatMap((module) =>
    module.demo ? [[module.name, module.demo.one, module.demo.many] as const] : [],
  ),
  ['media', 'media file', 'media files'],
];

export interface DemoSummary {
  variables: number;
  media: number;
  tools: number;
  expertise: number;
  categories: number;
  projects: number;
  hiddenProjects: number;
  experience: number;
  hiddenExperience: number;
  /** The rows of modules that declare theirs, e.g. `{ many: 'certifications', count: 3 }`. */
  moduleRows: { many: string; count: number }[];
  skillsets: number;
  skills: number;
  messages: number;
}

/** How the owner signs in afterwards; a password only when this run created it. */
export type SignInHint =
  | { kind: 'created'; username: string; password: string }
  | { kind: 'admin-password'; username: string }
  | { kind: 'existing' };

export type SeedDemoResult =
  | { outcome: 'seeded'; summary: DemoSummary; signIn: SignInHint; database: string }
  | { outcome: 'refused'; existing: string[]; signIn: SignInHint; database: string };

export interface SeedDemoOptions {
  /** Settings source (DATA_DIR, DATABASE_URL, ADMIN_PASSWORD...); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Add the demo content even when the database already has content. */
  force?: boolean;
}

/** Counts of existing owner content, e.g. ['3 projects', '1 tool']; empty when there is none. */
export async function existingContent(api: DemoApiClient): Promise<string[]> {
  const found: string[] = [];
  for (const [entity, one, many] of CONTENT_ENTITIES) {
    const list = await api.get<ListAnswer<unknown>>(`/api/${entity}?limit=1`);
    const count = list.metadata.totalItems;
    if (count > 0) found.push(`${count} ${count === 1 ? one : many}`);
  }
  return found;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Uploads an SVG as public media and answers its URL. Under --force a file
 * of the same name from an earlier run is reused rather than refused.
 */
async function uploadFile(
  api: DemoApiClient,
  fileName: string,
  bytes: string | Uint8Array,
  contentType: string,
): Promise<string> {
  const answer = await api.upload<Media>(fileName, bytes, contentType, fileName);
  if (answer.status !== 409) return answer.body.url;
  const same = await api.get<ListAnswer<Media>>(
    `/api/media?filter=${encodeURIComponent(fileName)}&limit=1000`,
  );
  const existing = same.items.find((media) => media.name === fileName);
  if (!existing) throw new Error(`media ${fileName} is said to exist but was not found`);
  return existing.url;
}

const uploadSvg = (api: DemoApiClient, name: string, svg: string) =>
  uploadFile(api, `${name}.svg`, svg, 'image/svg+xml');

/** The photo is drawn once per run: drawing 12 megapixels takes a few seconds. */
let photo: Promise<Buffer> | undefined;
const uploadPhoto = (api: DemoApiClient, name: string) =>
  (photo ??= demoPhotoJpeg()).then((bytes) =>
    uploadFile(api, `demo-photo-${slug(name)}.jpg`, bytes, 'image/jpeg'),
  );

const uploadCover = (api: DemoApiClient, name: string, cover: CoverSpec) =>
  uploadSvg(api, `demo-cover-${slug(name)}`, coverSvg(cover));

const uploadGlyph = (api: DemoApiClient, name: string, glyph: GlyphName) =>
  uploadSvg(api, `demo-icon-${slug(name)}`, glyphSvg(glyph));

/** Sets a variable whether or not the owner deleted it since the database was created. */
async function setVariable(api: DemoApiClient, key: string, value: string): Promise<void> {
  const path = `/api/variable/${encodeURIComponent(key)}`;
  const updated = await api.send('PUT', path, { value, type: 'string', private: false }, [404]);
  if (updated.status === 404) {
    await api.post('/api/variable', { key, value, type: 'string', private: false });
  }
}

/** Category names are unique: under --force an existing one is reused. */
async function ensureCategory(api: DemoApiClient, name: string): Promise<number> {
  const created = await api.send<Category>('POST', '/api/category', { name }, [409]);
  if (created.status !== 409) return created.body.categoryId;
  const same = await api.get<ListAnswer<Category>>(
    `/api/category?filter=${encodeURIComponent(name)}&limit=1000`,
  );
  const existing = same.items.find((row) => row.name.toLowerCase() === name.toLowerCase());
  if (!existing) throw new Error(`category ${name} is said to exist but was not found`);
  return existing.categoryId;
}

/** Creates the whole demo owner through a signed-in client. */
export async function seedDemoContent(api: DemoApiClient): Promise<DemoSummary> {
  for (const [key, value] of Object.entries(DEMO_VARIABLES)) await setVariable(api, key, value);
  let media = 0;

  const toolIds = new Map<string, number>();
  for (const tool of DEMO_TOOLS) {
    const icon = await uploadGlyph(api, tool.name, tool.glyph);
    media += 1;
    const created = await api.post<Tool>('/api/tool', { name: tool.name, icon, link: tool.link });
    toolIds.set(tool.name, created.toolId);
  }
  const idsOf = (names: string[]) =>
    names.map((name) => {
      const id = toolIds.get(name);
      if (id === undefined) throw new Error(`demo content names an unknown tool: ${name}`);
      return id;
    });

  for (const item of DEMO_EXPERTISE) {
    const icon = await uploadGlyph(api, item.name, item.glyph);
    media += 1;
    await api.post<Expertise>('/api/expertise', {
      icon,
      name: item.name,
      description: item.description,
    });
  }

  const categoryIds = new Map<string, number>();
  for (const name of DEMO_CATEGORIES) categoryIds.set(name, await ensureCategory(api, name));

  for (const project of DEMO_PROJECTS) {
    const categoryId = categoryIds.get(project.category);
    if (categoryId === undefined) throw new Error(`unknown demo category ${project.category}`);
    const cover = project.photo
      ? await uploadPhoto(api, project.name)
      : await uploadCover(api, project.name, { ...project.cover, title: project.name });
    media += 1;
    await api.post<Project>('/api/project', {
      categoryId,
      name: project.name,
      publishedAt: project.publishedAt,
      cover,
      description: project.description,
      content: project.content,
      pinned: project.pinned,
      hidden: project.hidden,
      tools: idsOf(project.tools),
    });
  }

  for (const job of DEMO_EXPERIENCE) {
    const cover = await uploadCover(api, `${job.company} ${job.title}`, {
      ...job.cover,
      title: job.company,
    });
    media += 1;
    await api.post<Experience>('/api/experience', {
      company: job.company,
      title: job.title,
      location: job.location,
      cover,
      startAt: job.startAt,
      endAt: job.endAt,
      type: job.type,
      description: job.description,
      hidden: job.hidden,
      tools: idsOf(job.tools),
    });
  }

  const moduleRows: DemoSummary['moduleRows'] = [];
  for (const module of contentModules) {
    const { demo } = module;
    if (!demo?.rows) continue;
    for (const row of demo.rows) await api.post(`/api/${module.name}`, row);
    moduleRows.push({ many: demo.many, count: demo.rows.length });
  }

  let skills = 0;
  for (const set of DEMO_SKILLSETS) {
    const skillset = await api.post<Skillset>('/api/skillset', { name: set.name });
    for (const name of set.skills) {
      await api.post('/api/skill', { skillsetId: skillset.skillsetId, name });
      skills += 1;
    }
  }

  // Messages arrive the way visitors send them, through the public form's endpoint.
  for (const message of DEMO_MESSAGES) {
    const sent = await api.post<Message>('/api/message', {
      name: message.name,
      email: message.email,
      message: message.message,
    });
    if (message.read) await api.put(`/api/message/${sent.messageId}/read`);
  }

  return {
    variables: Object.keys(DEMO_VARIABLES).length,
    media,
    tools: DEMO_TOOLS.length,
    expertise: DEMO_EXPERTISE.length,
    categories: DEMO_CATEGORIES.length,
    projects: DEMO_PROJECTS.length,
    hiddenProjects: DEMO_PROJECTS.filter((project) => project.hidden).length,
    experience: DEMO_EXPERIENCE.length,
    hiddenExperience: DEMO_EXPERIENCE.filter((job) => job.hidden).length,
    moduleRows,
    skillsets: DEMO_SKILLSETS.length,
    skills,
    messages: DEMO_MESSAGES.length,
  };
}

export function describeSummary(summary: DemoSummary): string {
  return [
    `${summary.projects} projects (${summary.hiddenProjects} hidden) in ${summary.categories} categories`,
    `${summary.experience} experiences (${summary.hiddenExperience} hidden)`,
    `${summary.expertise} expertise items, ${summary.tools} tools`,
    summary.moduleRows.map(({ many, count }) => `${count} ${many}`).join(', '),
    `${summary.skillsets} skillsets with ${summary.skills} skills`,
    `${summary.messages} messages, ${summary.media} images, ${summary.variables} variables`,
  ].join('\n');
}

const randomPassword = () => randomBytes(12).toString('base64url');

/**
 * Signs in as `admin` with the password the first start used; when an admin
 * already existed with another password, a temporary admin does the work
 * and is removed afterwards, so no one's password is changed.
 */
async function signIn(
  running: RunningServer,
  api: DemoApiClient,
  password: string,
  generated: boolean,
): Promise<{ signIn: SignInHint; cleanUp: () => Promise<void> }> {
  const nothing = async () => {};
  if (await api.login('admin', password)) {
    return {
      signIn: generated
        ? { kind: 'created', username: 'admin', password }
        : { kind: 'admin-password', username: 'admin' },
      cleanUp: nothing,
    };
  }
  const username = `demo-seeder-${randomBytes(4).toString('hex')}`;
  const temporaryPassword = randomPassword();
  await upsertAdmin(running.orm.em.fork(), username, temporaryPassword);
  if (!(await api.login(username, temporaryPassword))) {
    throw new Error('could not sign in to the API with a temporary admin');
  }
  return {
    signIn: { kind: 'existing' },
    cleanUp: async () => {
      await api.logout();
      await running.orm.em.fork().nativeDelete(AdminEntity, { username });
    },
  };
}

/**
 * Seeds the database that `env` points at (DATA_DIR / DATABASE_URL). A fresh
 * database gets its first admin `admin` with ADMIN_PASSWORD or a generated
 * password (returned so it can be shown once). A database with content is
 * left alone unless `force` is set.
 */
export async function seedDemoDatabase(options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const env = options.env ?? process.env;
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD || randomPassword();
  const settings = loadSettings({
    ...env,
    PORT: '0',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: password,
    // Sessions of this run die with it; a fixed secret would only matter to a long-lived server.
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const running = await startServer(settings);
  try {
    const api = new DemoApiClient(running.url);
    const { signIn: hint, cleanUp } = await signIn(running, api, password, generated);
    try {
      const existing = await existingContent(api);
      if (existing.length > 0 && !options.force) {
        return {
          outcome: 'refused',
          existing,
          signIn: hint,
          database: describeDatabase(settings.database),
        };
      }
      const summary = await seedDemoContent(api);
      return {
        outcome: 'seeded',
        summary,
        signIn: hint,
        database: describeDatabase(settings.database),
      };
    } finally {
      await cleanUp();
    }
  } finally {
    await running.stop();
  }
}
