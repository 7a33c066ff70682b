import { SESSION_COOKIE } from '../../../src/server/http/session';
import type { AppProcess } from '../../e2e/support/app-process';
import {
  createFixtureRows,
  crudCases,
  type FixtureClient,
  fixtureNames,
} from '../../server/support/crud-cases';
import type { Pools } from './fuzz-requests';
import { PNG_BYTES } from './fuzz-values';

/**
 * The content around a fuzzing run: sentinel rows created first and never
 * addressed by the fuzzer (to prove nothing it sends disturbs stored
 * content), then target rows it may read, change and delete, and one row of
 * each kind that nothing refers to, for its well-formed deletes.
 */

export interface AdminHttp {
  cookie: string;
  send(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  upload(
    path: string,
    method: 'POST' | 'PUT',
    file: { name: string; type: string; bytes: Buffer },
    fields?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
}

/** The session cookie a sign-in answered (`name=value`), or null when it was refused. */
export async function sessionCookieOf(
  baseUrl: string,
  login: { username: string; password: string; code?: string },
): Promise<{ cookie: string | null; status: number; body: string }> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const body = await response.text();
  const set = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  return { cookie: response.ok && set ? set : null, status: response.status, body };
}

export async function signIn(
  baseUrl: string,
  password: string,
  username = 'admin',
): Promise<AdminHttp> {
  const login = await sessionCookieOf(baseUrl, { username, password });
  if (!login.cookie) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const { cookie } = login;

  async function reply(response: Response) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a file): kept as text.
    }
    return { status: response.status, body };
  }

  return {
    cookie,
    async send(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return reply(response);
    },
    async upload(path, method, file, fields = {}) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return reply(await fetch(`${baseUrl}${path}`, { method, headers: { cookie }, body: form }));
    },
  };
}

interface Created {
  /** Where to read it back. */
  readPath: string;
  body: unknown;
}

export interface Content {
  sentinels: Created[];
  sentinelFile: { url: string; bytes: Buffer };
  pools: Pools;
}

async function create(
  api: AdminHttp,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const reply = await api.send('POST', path, body);
  if (reply.status >= 300) {
    throw new Error(`setup POST ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body as Record<string, unknown>;
}

async function upload(api: AdminHttp, name: string, fields: Record<string, string> = {}) {
  const reply = await api.upload(
    '/api/media',
    'POST',
    { name, type: 'image/png', bytes: PNG_BYTES },
    fields,
  );
  if (reply.status >= 300)
    throw new Error(`setup upload: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { mediaId: number; name: string; type: string; url: string };
}

/** The copies an uploaded image gets in the background (`2.webp`), once they exist. */
async function variantsOf(api: AdminHttp, mediaId: number): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await api.send('GET', `/api/media/${mediaId}`);
    const { variants = [] } = reply.body as { variants?: { width: number; format: string }[] };
    if (variants.length > 0) return variants.map(({ width, format }) => `${width}.${format}`);
    if (Date.now() > deadline) throw new Error('setup: the sentinel image got no copies in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Links {
  category: number;
  tool: number;
  skillset: number;
}

/**
 * One row of every entity, with odd-but-valid text, created through the API:
 * by hand for those with relations (and the visitor's message), from the
 * fixture table for every other registered one. The project, skill and
 * experience refer to this set's own category, tool and skillset, or to
 * `linkTo`'s, which leaves this set's free to delete.
 */
async function createRows(api: AdminHttp, baseUrl: string, tag: string, linkTo?: Links) {
  const category = await create(api, '/api/category', { name: `${tag} category ☕` });
  const tool = await create(api, '/api/tool', {
    name: `${tag} tool`,
    icon: 'https://example.com/icon.svg',
    link: 'https://example.com',
  });
  const skillset = await create(api, '/api/skillset', { name: `${tag} skillset` });
  const links = linkTo ?? {
    category: category.categoryId as number,
    tool: tool.toolId as number,
    skillset: skillset.skillsetId as number,
  };
  const skill = await create(api, '/api/skill', {
    skillsetId: links.skillset,
    name: `${tag} skill`,
  });
  const project = await create(api, '/api/project', {
    categoryId: links.category,
    name: `${tag} project`,
    publishedAt: '2024-02-29',
    cover: '/api/media/image/cover.png',
    description: `${tag} description — שלום 😀`,
    content: `# ${tag}\n\nMarkdown *content*.`,
    tools: [links.tool],
  });
  const experience = await create(api, '/api/experience', {
    company: `${tag} company`,
    title: 'Engineer',
    location: 'Remote',
    cover: 'https://example.com/cover.png',
    startAt: '2020-01-01',
    endAt: '2022-12-31',
    description: 'Built things.',
    tools: [links.tool],
  });
  // Sent as a visitor would, through the public form's call.
  const posted = await fetch(`${baseUrl}/api/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${tag} sender`, email: 'ada@example.com', message: 'Hello 👋' }),
  });
  const message = (await posted.json()) as Record<string, unknown>;
  if (!posted.ok) throw new Error(`setup message: ${JSON.stringify(message)}`);
  const rows: Links & Record<string, number> = {
    category: category.categoryId as number,
    tool: tool.toolId as number,
    skillset: skillset.skillsetId as number,
    skill: skill.skillId as number,
    project: project.projectId as number,
    experience: experience.experienceId as number,
    message: message.messageId as number,
  };
  // Every other registered entity: one row from its test fixture, with the same odd text.
  const admin: FixtureClient = { post: (path, body) => api.send('POST', path, body) };
  for (const name of fixtureNames) {
    if (name in rows) continue;
    const [row] = await createFixtureRows(admin, name, [`${tag} ${name} ☕ שלום 😀`], ` ${tag}`);
    rows[name] = row?.[crudCases[name].idField] as number;
  }
  return rows;
}

/**
 * Fields that change without the fuzzer writing the row: positions renumbered
 * around other rows, and a message's notice mail, which goes from pending to
 * sent on its own.
 */
const VOLATILE = new Set(['order', 'notification']);

export function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VOLATILE.has(key))
      .map(([key, inner]) => [key, stable(inner)]),
  );
}

export async function prepareContent(
  api: AdminHttp,
  baseUrl: string,
  login: { username: string; password: string },
): Promise<Content> {
  const sentinelIds = await createRows(api, baseUrl, 'Sentinel');
  await create(api, '/api/variable', { key: 'zz_sentinel', value: 'kept ✓', type: 'string' });
  const sentinelMedia = await upload(api, 'sentinel.png', { name: 'sentinel-image' });

  // Targets come after the sentinels, so every id the fuzzer uses is above theirs.
  const targets = [
    await createRows(api, baseUrl, 'Target'),
    await createRows(api, baseUrl, 'Target two'),
    await createRows(api, baseUrl, 'Target three'),
  ];
  const createAdmin = async (username: string) =>
    (await create(api, '/api/admin', { username, password: 'target-password-1' }))
      .adminId as number;
  const targetAdmins = [await createAdmin('fuzz-target'), await createAdmin('fuzz-target-two')];
  const deletableAdmin = await createAdmin('fuzz-deletable');
  // Its project, skill and experience point at the first targets, so nothing points at it.
  const deletableRows = await createRows(api, baseUrl, 'Deletable', targets[0]);
  await create(api, '/api/variable', { key: 'fz_deletable', value: 'bye', type: 'string' });
  const deletableMedia = await upload(api, 'deletable.png');
  const variableKeys = ['fz_text', 'fz_flag', 'fz_count', 'fz_ratio'];
  const types = ['string', 'bool', 'int', 'float'];
  const values = ['hello', 'true', '42', '3.5'];
  for (const [i, key] of variableKeys.entries()) {
    await create(api, '/api/variable', { key, value: values[i], type: types[i] });
  }
  const targetMedia = [
    await upload(api, 'target.png'),
    await upload(api, 'private.png', { private: 'true' }),
  ];

  const sentinels: Created[] = [];
  const readPaths = [
    ...Object.entries(sentinelIds).map(([entity, id]) => `/api/${entity}/${id}`),
    '/api/variable/zz_sentinel',
    `/api/media/${sentinelMedia.mediaId}`,
  ];
  for (const readPath of readPaths) {
    const reply = await api.send('GET', readPath);
    if (reply.status !== 200) throw new Error(`setup read ${readPath}: ${reply.status}`);
    sentinels.push({ readPath, body: stable(reply.body) });
  }

  const above = (id: number) => Array.from({ length: 30 }, (_, i) => id + 1 + i);
  const ids: Record<string, number[]> = {};
  for (const [entity, id] of Object.entries(sentinelIds)) ids[entity] = above(id);
  // Admin 1 is the signed-in one: renaming it or changing its password is not the fuzzer's business.
  ids.admin = above(1);
  ids.media = above(sentinelMedia.mediaId);
  const deletable: Record<string, number[]> = {
    admin: [deletableAdmin],
    media: [deletableMedia.mediaId],
  };
  for (const [entity, id] of Object.entries(deletableRows)) deletable[entity] = [id];
  const refs: Record<string, number[]> = { admin: targetAdmins };
  for (const entity of Object.keys(sentinelIds)) {
    refs[entity] = targets.flatMap((target) => target[entity] ?? []);
  }
  refs.media = targetMedia.map((media) => media.mediaId);
  return {
    sentinels,
    sentinelFile: { url: sentinelMedia.url, bytes: PNG_BYTES },
    pools: {
      ids,
      refs,
      variableKeys,
      newVariableKeys: Array.from({ length: 6 }, (_, i) => `fz_k${i}`),
      deletable,
      deletableVariableKey: 'fz_deletable',
      login,
      mediaFiles: [sentinelMedia, ...targetMedia].map(({ type, name }) => ({ type, name })),
      mediaVariants: await variantsOf(api, sentinelMedia.mediaId),
    },
  };
}

export interface Afterwards {
  health: number;
  alive: boolean;
  /** Log lines of a crash: an uncaught error, or a stack trace. */
  crashLines: string[];
  /** Sentinel rows (or the sentinel file) that no longer read as before. */
  changed: string[];
  home: number;
  cv: number;
}

/** The state of the server once the run is over, as an operator and a visitor would see it. */
export async function inspectAfterwards(
  app: AppProcess,
  api: AdminHttp,
  content: Content,
): Promise<Afterwards> {
  const health = (await fetch(`${app.url}/healthz`)).status;
  let alive = true;
  try {
    process.kill(app.pid, 0);
  } catch {
    alive = false;
  }
  const crashLines = app
    .output()
    .split('\n')
    .filter((line) => /uncaught|unhandled|^\s+at \S+ \(|"stack":/i.test(line));
  const changed: string[] = [];
  for (const sentinel of content.sentinels) {
    const reply = await api.send('GET', sentinel.readPath);
    if (
      reply.status !== 200 ||
      JSON.stringify(stable(reply.body)) !== JSON.stringify(sentinel.body)
    ) {
      changed.push(
        `${sentinel.readPath}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`,
      );
    }
  }
  const file = await fetch(`${app.url}${content.sentinelFile.url}`);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (file.status !== 200 || !bytes.equals(content.sentinelFile.bytes)) {
    changed.push(`${content.sentinelFile.url}: ${file.status}, ${bytes.length} bytes`);
  }
  // The public page and the CV render whatever the run stored.
  const home = (await fetch(`${app.url}/`)).status;
  const cv = (await fetch(`${app.url}/cv`)).status;
  return { health, alive, crashLines, changed, home, cv };
}
