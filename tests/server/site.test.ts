import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '../../src/server/ssr/theme-script';
import {
  type ClientAssets,
  clientAssetsFrom,
  type ManifestChunk,
} from '../../src/server/ssr/client-assets';
import {
  createExperience,
  createExpertise,
  createProject,
  documentTitle,
  embeddedState,
  headings,
  linkedFiles,
  metaContent,
  setVariable,
  stateQueries,
} from './support/site-page';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

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

const homeHtml = async () => {
  const response = await visitor.get<string>('/');
  expect(response.status).toBe(200);
  return response.body;
};

const HOME_QUERIES = ['variable.environment', 'expertise.list', 'experience.list', 'project.list'];

describe('server-rendered home page', () => {
  it('renders the sections in order (home, about, projects, contact), with their anchors', async () => {
    const response = await visitor.get<string>('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = response.body;

    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    const anchors = ['home', 'about', 'projects', 'contact'].map((id) =>
      html.indexOf(`id="${id}"`),
    );
    expect(anchors.every((index) => index > 0)).toBe(true);
    expect([...anchors].sort((a, b) => a - b)).toEqual(anchors);
    const order = ['About', 'What I do', 'Experience', 'Projects', 'Get in Touch'];
    const h2 = headings(html, 'h2').filter((text) => order.includes(text));
    expect(h2).toEqual(order);
    expect(headings(html, 'h1')).toHaveLength(1);
  });

  it('renders content from the database and embeds the same answers for the four home queries', async () => {
    await setVariable(admin, 'name', 'Ada Lovelace');
    await createExpertise(admin, { name: 'Analytical engines' });
    await createExperience(admin, { title: 'Programmer', company: 'Babbage & Co' });
    await createProject(admin, { name: 'Bernoulli numbers' });

    const html = await homeHtml();
    for (const text of ['Ada Lovelace', 'Analytical engines', 'Programmer', 'Bernoulli numbers']) {
      expect(html).toContain(text);
    }

    const state = embeddedState(html);
    expect(state.page).toBe('home');
    expect(state.year).toBe(new Date().getFullYear());
    const queries = stateQueries(html);
    expect([...queries.keys()].sort()).toEqual([...HOME_QUERIES].sort());
    expect(queries.get('variable.environment')).toMatchObject({ name: 'Ada Lovelace' });
    const names = (key: string, field: string) =>
      (queries.get(key) as { items: Record<string, unknown>[] }).items.map((item) => item[field]);
    expect(names('expertise.list', 'name')).toContain('Analytical engines');
    expect(names('experience.list', 'title')).toContain('Programmer');
    expect(names('project.list', 'name')).toContain('Bernoulli numbers');
    // The same inputs the client hooks ask for, so hydration fetches nothing.
    const inputs = new Map(
      embeddedState(html).dehydrated.queries.map((q) => [q.queryKey[0].join('.'), q.queryKey[1]]),
    );
    expect(inputs.get('experience.list')).toMatchObject({
      input: { page: 1, limit: 1000, sort: 'startAt:desc' },
    });
    expect(inputs.get('project.list')).toMatchObject({
      input: { page: 1, limit: 1000, sort: 'pinned:desc,publishedAt:desc' },
    });
    expect(inputs.get('expertise.list')).toMatchObject({ input: { page: 1, limit: 1000 } });
  });

  it('embeds content safely: a </script> in a name or in about cannot break out', async () => {
    const hostile = '</script><script>window.pwned=1</script><!--';
    await createProject(admin, { name: hostile });
    await setVariable(admin, 'about', `<p>Hello ${hostile}</p><img src=x onerror="alert(1)">`);

    const html = await homeHtml();
    expect(html).not.toContain('<script>window.pwned=1</script>');
    expect(html).not.toMatch(/onerror/i);
    // Only the theme script (fixed text, allowed by its hash), the state, the
    // JSON-LD data block and (with a build) the module script.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => tag === '<script>')).toHaveLength(1);
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
    for (const tag of scripts.filter((tag) => tag !== '<script>')) {
      expect(tag).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
    }
    // The state still parses and holds the hostile text as plain data.
    const projects = stateQueries(html).get('project.list') as { items: { name: string }[] };
    expect(projects.items.map((item) => item.name)).toContain(hostile);
    // The rendered card text is escaped too.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.pwned=1');
  });

  it('leaves hidden projects, hidden experience and private variables out of the page and the state', async () => {
    await createProject(admin, { name: 'Secret hidden project', hidden: true });
    await createExperience(admin, { title: 'Secret hidden job', hidden: true });
    await setVariable(admin, 'secret_token', 'private-variable-value', { private: true });

    const html = await homeHtml();
    for (const secret of ['Secret hidden project', 'Secret hidden job', 'private-variable-value']) {
      expect(html).not.toContain(secret);
    }
    expect(html).not.toContain('secret_token');
    const state = JSON.stringify(embeddedState(html));
    expect(state).not.toContain('Secret hidden');
    expect(state).not.toContain('private-variable-value');
  });

  it('links the public bundle only, never the admin app', async () => {
    const html = await homeHtml();
    const files = linkedFiles(html);
    expect(files.some((file) => /admin/i.test(file))).toBe(false);

    const manifestFile = path.resolve('dist/client/.vite/manifest.json');
    if (existsSync(manifestFile)) {
      // With a build: every file the page links is one the site entry needs.
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const { site } = clientAssetsFrom(manifest);
      const allowed = new Set(site ? [site.script, ...site.styles, ...site.preloads] : []);
      for (const file of files) expect(allowed).toContain(file);
    }
  });

  it('sends a CSP that lets icons be fetched from https sites and keeps scripts to this origin', async () => {
    const response = await visitor.get<string>('/');
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https:']);
    // The one inline script, the theme's, by the hash of the text the page carries.
    const inline = /<script>([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
    // The hero's <noscript><style> needs inline styles.
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('a part that fails to load', () => {
  const renameTable = (from: string, to: string) =>
    server.orm.em.getConnection().execute(`alter table "${from}" rename to "${to}"`);

  it('is left empty while the rest of the page renders', async () => {
    await createExpertise(admin, { name: 'Expertise that will vanish' });
    await createProject(admin, { name: 'Project that stays' });
    await renameTable('expertise', 'expertise_away');
    try {
      const response = await visitor.get<string>('/');
      expect(response.status).toBe(200);
      const html = response.body;
      expect(html).toContain('Project that stays');
      expect(html).not.toContain('Expertise that will vanish');
      expect(headings(html, 'h2')).toEqual(
        expect.arrayContaining(['What I do', 'Projects', 'Get in Touch']),
      );
      const queries = stateQueries(html);
      expect(queries.has('expertise.list')).toBe(false);
      expect(queries.has('project.list')).toBe(true);
      // No database error text reaches the visitor.
      expect(html).not.toMatch(/no such table|SQLITE/i);
    } finally {
      await renameTable('expertise_away', 'expertise');
    }
  });

  it('without the variables, the page still renders under a fallback title', async () => {
    await createProject(admin, { name: 'Project without variables' });
    await renameTable('variable', 'variable_away');
    try {
      const response = await visitor.get<string>('/');
      expect(response.status).toBe(200);
      expect(response.body).toContain('Project without variables');
      expect(documentTitle(response.body)).toBe('Portfolio');
      expect(metaContent(response.body, 'description')).toBe('Portfolio');
      expect(stateQueries(response.body).has('variable.environment')).toBe(false);
    } finally {
      await renameTable('variable_away', 'variable');
    }
  });
});

describe('404 page', () => {
  it.each(['/no-such-page', '/projects/42', '/admin-ish'])(
    'answers %s with 404, the page texts and noindex',
    async (url) => {
      const response = await visitor.get<string>(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = response.body;
      expect(html).toContain('404');
      expect(html).toContain('Page Not Found');
      expect(html).toContain('I swear it worked on my machine...');
      expect(html).toContain('Go back');
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(documentTitle(html)).toBe('Page Not Found');
      expect(embeddedState(html).page).toBe('not-found');
    },
  );

  it('keeps the home page indexable', async () => {
    expect(metaContent(await homeHtml(), 'robots')).toBeUndefined();
  });

  it('serves the admin app for its pages and 404 for unknown admin pages', async () => {
    expect((await visitor.get('/admin')).status).toBe(200);
    expect((await visitor.get('/admin/login')).status).toBe(200);
    expect((await visitor.get('/admin/categories')).status).toBe(200);
    expect((await visitor.get('/admin/nothing')).status).toBe(404);
    expect(metaContent((await visitor.get<string>('/admin/login')).body, 'robots')).toBe('noindex');
  });
});

describe('client assets from the Vite manifest', () => {
  it('gives the site entry its own and shared chunks, never chunks only the admin imports', () => {
    const manifest: Record<string, ManifestChunk> = {
      '_theme.js': { file: 'assets/theme.js', css: ['assets/theme.css'] },
      '_admin-only.js': { file: 'assets/admin-only.js', css: ['assets/admin-only.css'] },
      'src/client/site/entry-client.tsx': {
        file: 'assets/site.js',
        imports: ['_theme.js'],
        css: ['assets/site.css'],
      },
      'src/client/admin/entry-admin.tsx': {
        file: 'assets/admin.js',
        imports: ['_theme.js', '_admin-only.js'],
        css: ['assets/admin.css'],
      },
    };
    const assets: ClientAssets = clientAssetsFrom(manifest);
    expect(assets.site).toEqual({
      script: '/assets/site.js',
      // The theme first, so the site's own styles override it.
      styles: ['/assets/theme.css', '/assets/site.css'],
      preloads: ['/assets/theme.js'],
    });
    expect(assets.admin?.preloads).toContain('/assets/admin-only.js');
  });
});
