import { expect } from 'vitest';
import type { ApiClient } from './test-server';

/**
 * Reading the server-rendered public page the way a browser or a crawler
 * would: the embedded state, head tags and headings, with entities decoded.
 */

export interface DehydratedQuery {
  queryKey: [string[], { input?: unknown; type?: string }?];
  state: { status: string; data?: unknown };
}

export interface EmbeddedState {
  page: string;
  year: number;
  dehydrated: { queries: DehydratedQuery[] };
}

export function embeddedState(html: string): EmbeddedState {
  const json = /<script id="site-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no embedded state');
  return JSON.parse(json) as EmbeddedState;
}

/** The state's answers by procedure path (`project.list`). */
export function stateQueries(html: string): Map<string, unknown> {
  const queries = embeddedState(html).dehydrated.queries;
  return new Map(queries.map((query) => [query.queryKey[0].join('.'), query.state.data]));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return NAMED[name] ?? entity;
  });
}

export function headOf(html: string): string {
  const head = /<head>(.*?)<\/head>/s.exec(html)?.[1];
  if (head === undefined) throw new Error('no <head>');
  return head;
}

export function documentTitle(html: string): string | undefined {
  const title = /<title>(.*?)<\/title>/s.exec(headOf(html))?.[1];
  return title === undefined ? undefined : decodeHtml(title);
}

/** Every `<meta name|property="key">` content in the head, in order. */
export function metaContents(html: string, key: string): string[] {
  const tags = headOf(html).match(/<meta\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => new RegExp(`\\b(?:name|property)="${key}"`).test(tag))
    .map((tag) => decodeHtml(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? ''));
}

/** The one content of a head meta tag, or undefined when the tag is absent. */
export function metaContent(html: string, key: string): string | undefined {
  const contents = metaContents(html, key);
  expect(contents.length, `<meta ${key}> appears at most once`).toBeLessThanOrEqual(1);
  return contents[0];
}

export function linkHrefs(html: string, rel: string): string[] {
  const tags = headOf(html).match(/<link\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => decodeHtml(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''));
}

export function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  return blocks;
}

/** The text of each heading of a level, in document order. */
export function headings(html: string, level: 'h1' | 'h2' | 'h3'): string[] {
  const pattern = new RegExp(`<${level}\\b[^>]*>(.*?)</${level}>`, 'gs');
  return [...html.matchAll(pattern)].map((match) =>
    decodeHtml((match[1] ?? '').replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Every script the page runs or preloads, and every stylesheet it links. */
export function linkedFiles(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...scripts, ...linkHrefs(html, 'modulepreload'), ...linkHrefs(html, 'stylesheet')];
}

// Content through the API, as the owner would enter it.

export async function setVariable(
  admin: ApiClient,
  key: string,
  value: string,
  options: { private?: boolean; type?: string } = {},
): Promise<void> {
  const exists = (await admin.get(`/api/variable/${key}`)).status === 200;
  const body = { value, private: options.private ?? false, type: options.type ?? 'string' };
  const response = exists
    ? await admin.put(`/api/variable/${key}`, body)
    : await admin.post('/api/variable', { key, ...body });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

export async function deleteVariable(admin: ApiClient, key: string): Promise<void> {
  await admin.delete(`/api/variable/${key}`);
}

let categoryId: number | undefined;

export async function createProject(
  admin: ApiClient,
  fields: Record<string, unknown>,
): Promise<{ projectId: number }> {
  if (categoryId === undefined || (await admin.get(`/api/category/${categoryId}`)).status !== 200) {
    const category = await admin.post<{ categoryId: number }>('/api/category', {
      name: `Category ${Date.now()}-${Math.random()}`,
    });
    categoryId = category.body.categoryId;
  }
  const response = await admin.post<{ projectId: number }>('/api/project', {
    categoryId,
    name: 'A project',
    publishedAt: '2024-03-01',
    cover: '/api/media/image/cover.png',
    description: 'What it does',
    content: '# It',
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

export async function createExperience(
  admin: ApiClient,
  fields: Record<string, unknown>,
): Promise<{ experienceId: number }> {
  const response = await admin.post<{ experienceId: number }>('/api/experience', {
    company: 'Acme',
    title: 'Engineer',
    location: 'Lisbon',
    cover: 'https://example.com/acme.png',
    startAt: '2020-01-01',
    endAt: null,
    type: 'full_time',
    description: 'Built things',
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

export async function createExpertise(
  admin: ApiClient,
  fields: Record<string, unknown>,
): Promise<void> {
  const response = await admin.post('/api/expertise', {
    icon: 'https://example.com/icon.svg',
    name: 'Backend',
    description: 'APIs and databases',
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}
