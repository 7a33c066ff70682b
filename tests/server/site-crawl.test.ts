import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../src/server/modules/site/sitemap';
import { createExperience, createProject } from './support/site-page';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/** robots.txt and sitemap.xml: how search engines find the site and its pages. */

function sitemapEntries(xml: string): { loc: string; lastmod: string }[] {
  return [
    ...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g),
  ].map((match) => ({ loc: match[1] ?? '', lastmod: match[2] ?? '' }));
}

describe('crawler files with the origin taken from the request', () => {
  let server: TestServer;
  let admin: ApiClient;
  let visitor: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    visitor = new ApiClient(server.url);
    await admin.login();
  });
  afterAll(() => server.close());

  it('robots.txt allows everything but the admin and names the sitemap', async () => {
    const response = await visitor.get<string>('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = response.body.split('\n').map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        `Sitemap: ${server.url}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /admin']);
  });

  it('sitemap.xml lists the home page and the CV, dated today while there is no dated content', async () => {
    const response = await visitor.get<string>('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toMatch(
      /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">[\s\S]*<\/urlset>\s*$/,
    );
    expect(sitemapEntries(xml)).toEqual([
      { loc: `${server.url}/`, lastmod: utcDay() },
      { loc: `${server.url}/cv`, lastmod: utcDay() },
    ]);
  });

  it('dates the sitemap by the newest visible content, never by hidden or future dates', async () => {
    await createExperience(admin, { startAt: '2021-02-01', endAt: '2022-07-15' });
    await createProject(admin, { name: 'Visible', publishedAt: '2023-05-20' });
    await createProject(admin, { name: 'Hidden', publishedAt: '2024-01-10', hidden: true });
    // Still running: an end date next decade is not a change that happened.
    await createExperience(admin, { startAt: '2022-01-01', endAt: '2039-12-31' });

    const entries = sitemapEntries((await visitor.get<string>('/sitemap.xml')).body);
    expect(entries.map((entry) => entry.lastmod)).toEqual(['2023-05-20', '2023-05-20']);
  });

  it('is served by the server, not the 404 page, for HEAD requests too', async () => {
    const robots = await visitor.request('HEAD', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const sitemap = await visitor.request('HEAD', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
  });
});

describe('crawler files with PUBLIC_URL set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://ada.dev' });
  });
  afterAll(() => server.close());

  it('use the public origin in every absolute URL', async () => {
    const visitor = new ApiClient(server.url);
    const robots = (await visitor.get<string>('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://ada.dev/sitemap.xml');
    const entries = sitemapEntries((await visitor.get<string>('/sitemap.xml')).body);
    expect(entries.map((entry) => entry.loc)).toEqual(['https://ada.dev/', 'https://ada.dev/cv']);
  });
});
