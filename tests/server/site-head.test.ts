import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { excerpt, htmlToText } from '../../src/server/modules/site/plain-text';
import {
  createProject,
  deleteVariable,
  documentTitle,
  headOf,
  jsonLd,
  linkHrefs,
  metaContent,
  setVariable,
} from './support/site-page';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * The home page's head: what a search result and a link preview show
 * (decision 0016).
 */

interface List<T> {
  items: T[];
}

const ABOUT =
  '<h3>Hello!</h3><p>I design   <strong>analytical</strong> engines &amp; write\n the first <a href="https://example.com">programs</a>.</p>' +
  '<ul><li>Notes on the engine</li><li>Bernoulli numbers, computed by machine for the very first time in history, long before any electronic computer existed anywhere</li></ul>';

async function resetContent(admin: ApiClient) {
  const projects = await admin.get<List<{ projectId: number }>>('/api/project?limit=1000');
  for (const project of projects.body.items)
    await admin.delete(`/api/project/${project.projectId}`);
  for (const key of ['name', 'description', 'image']) await deleteVariable(admin, key);
  await setVariable(admin, 'title', 'Software Engineer');
  await setVariable(admin, 'about', '<p>Tell visitors who you are and what you love to build.</p>');
  for (const key of ['email', 'github', 'linkedin', 'instagram']) {
    // The seed's "not configured": an empty value, which the API itself refuses to write.
    await deleteVariable(admin, key);
  }
}

describe('head tags with the origin taken from the request', () => {
  let server: TestServer;
  let admin: ApiClient;
  let visitor: ApiClient;
  const home = async (headers: Record<string, string> = {}) => {
    const response = await visitor.request<string>('GET', '/', undefined, headers);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    visitor = new ApiClient(server.url);
    await admin.login();
  });
  afterAll(() => server.close());
  beforeEach(() => resetContent(admin));

  it('titles the page "{name} – {title}" and describes it from the about text', async () => {
    await setVariable(admin, 'name', 'Ada Lovelace');
    await setVariable(admin, 'title', 'Analytical Engineer');
    await setVariable(admin, 'about', ABOUT);

    const html = await home();
    expect(documentTitle(html)).toBe('Ada Lovelace – Analytical Engineer');
    const description = metaContent(html, 'description') ?? '';
    expect(description).toMatch(
      /^Hello! I design analytical engines & write the first programs\. Notes on the engine Bernoulli numbers,/,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(120);
    // Cut between words, and marked as cut.
    expect(description).toMatch(/\w…$/);
    expect(htmlToText(ABOUT)).toContain(description.slice(0, -1));
    expect(htmlToText(ABOUT).charAt(description.length - 1)).toMatch(/[\s,.;:!?]/);

    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:title')).toBe('Ada Lovelace – Analytical Engineer');
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:site_name')).toBe('Ada Lovelace');
    expect(metaContent(html, 'twitter:title')).toBe('Ada Lovelace – Analytical Engineer');
    expect(metaContent(html, 'twitter:description')).toBe(description);
    expect(metaContent(html, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(linkHrefs(html, 'icon')).toEqual(['/favicon.svg']);
  });

  it('prefers the description variable over the about text', async () => {
    await setVariable(admin, 'description', 'Engines, notes & numbers.');
    const html = await home();
    expect(metaContent(html, 'description')).toBe('Engines, notes & numbers.');
    expect(metaContent(html, 'og:description')).toBe('Engines, notes & numbers.');
    expect(jsonLd(html)[0]).toMatchObject({ description: 'Engines, notes & numbers.' });
  });

  it('falls back to the title variable without a name, and to "Portfolio" without either', async () => {
    let html = await home();
    expect(documentTitle(html)).toBe('Software Engineer');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('Software Engineer');
    expect(metaContent(html, 'description')).toBe(
      'Tell visitors who you are and what you love to build.',
    );

    await deleteVariable(admin, 'title');
    html = await home();
    expect(documentTitle(html)).toBe('Portfolio');
    expect(metaContent(html, 'og:title')).toBe('Portfolio');
  });

  it('links the canonical URL on the request origin, trusting no proxy headers by default', async () => {
    const html = await home({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(linkHrefs(html, 'canonical')).toEqual([`${server.url}/`]);
    expect(metaContent(html, 'og:url')).toBe(`${server.url}/`);
    expect(html).not.toContain('evil.example');
  });

  it('uses no image tags and a summary card when there is no image', async () => {
    const html = await home();
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it("previews with the first visible project's cover, made absolute", async () => {
    await createProject(admin, {
      name: 'Hidden and newest',
      cover: 'https://cdn.example/hidden.png',
      publishedAt: '2025-01-01',
      hidden: true,
    });
    await createProject(admin, {
      name: 'Older',
      cover: 'https://cdn.example/older.png',
      publishedAt: '2023-01-01',
    });
    await createProject(admin, {
      name: 'Newest visible',
      cover: '/api/media/image/engine.png',
      publishedAt: '2024-06-01',
    });

    const html = await home();
    // Drawn by the server at the size the large platforms show, from that cover.
    expect(metaContent(html, 'og:image')).toBe(`${server.url}/preview-image.png`);
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe('Newest visible');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${server.url}/preview-image.png`);
    expect(html).not.toContain('hidden.png');
    // A project cover is not the owner's portrait.
    expect(jsonLd(html)[0]).not.toHaveProperty('image');
  });

  it('prefers the image variable, for the preview and the Person', async () => {
    await setVariable(admin, 'name', 'Ada Lovelace');
    await setVariable(admin, 'image', '/api/media/image/ada.jpg');
    await createProject(admin, { cover: 'https://cdn.example/project.png' });

    const html = await home();
    expect(metaContent(html, 'og:image')).toBe(`${server.url}/preview-image.png`);
    expect(metaContent(html, 'og:image:alt')).toBe('Ada Lovelace');
    expect(metaContent(html, 'twitter:image')).toBe(`${server.url}/preview-image.png`);
    // The Person's picture is the portrait itself, not the preview cut from it.
    expect(jsonLd(html)[0]).toMatchObject({ image: `${server.url}/api/media/image/ada.jpg` });
  });

  it('ignores an image variable that is no web address', async () => {
    await setVariable(admin, 'image', 'javascript:alert(1)');
    const html = await home();
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(headOf(html)).not.toContain('javascript:alert');
  });

  it('describes the owner as a JSON-LD Person with the configured links', async () => {
    await setVariable(admin, 'name', 'Ada Lovelace');
    await setVariable(admin, 'title', 'Analytical Engineer');
    await setVariable(admin, 'email', 'ada@example.com');
    await setVariable(admin, 'github', 'https://github.com/ada');
    await setVariable(admin, 'instagram', 'https://instagram.com/ada');
    await setVariable(admin, 'linkedin', 'not a link');

    const blocks = jsonLd(await home());
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Lovelace',
      jobTitle: 'Analytical Engineer',
      url: `${server.url}/`,
      description: 'Tell visitors who you are and what you love to build.',
      email: 'mailto:ada@example.com',
      sameAs: ['https://github.com/ada', 'https://instagram.com/ada'],
    });
  });

  it('leaves out links and email that are not configured', async () => {
    const person = jsonLd(await home())[0];
    expect(person).not.toHaveProperty('email');
    expect(person).not.toHaveProperty('sameAs');
    // Without a name, the title names the site, not a job.
    expect(person).not.toHaveProperty('jobTitle');
  });

  it('escapes every value: markup in the variables cannot break out of an attribute or the JSON-LD', async () => {
    const hostile = '"><script>window.pwned=1</script></script><!--';
    await setVariable(admin, 'name', `Ada ${hostile}`);
    await setVariable(admin, 'description', `Notes ${hostile}`);

    const html = await home();
    expect(html).not.toContain('<script>window.pwned=1');
    expect(html).not.toContain('"><script');
    expect(documentTitle(html)).toBe(`Ada ${hostile} – Software Engineer`);
    expect(metaContent(html, 'description')).toBe(`Notes ${hostile}`);
    expect(metaContent(html, 'og:site_name')).toBe(`Ada ${hostile}`);
    expect(jsonLd(html)[0]).toMatchObject({ name: `Ada ${hostile}` });
  });
});

describe('head tags behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('builds absolute URLs on the forwarded protocol and host', async () => {
    const html = (
      await new ApiClient(server.url).request<string>('GET', '/', undefined, {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'ada.example',
      })
    ).body;
    expect(linkHrefs(html, 'canonical')).toEqual(['https://ada.example/']);
    expect(jsonLd(html)[0]).toMatchObject({ url: 'https://ada.example/' });
  });

  it('does not echo a malformed forwarded host', async () => {
    const html = (
      await new ApiClient(server.url).request<string>('GET', '/', undefined, {
        'x-forwarded-host': 'evil.example/"><b>',
      })
    ).body;
    expect(linkHrefs(html, 'canonical')).toEqual(['http://localhost/']);
    expect(html).not.toContain('evil.example');
  });
});

describe('head tags with PUBLIC_URL set', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    // A trailing slash is tolerated and dropped.
    server = await startTestServer({ PUBLIC_URL: 'https://ada.dev/', TRUST_PROXY: 'loopback' });
    admin = new ApiClient(server.url);
    await admin.login();
  });
  afterAll(() => server.close());

  it('builds the canonical link, previews and JSON-LD on the public origin, whatever the request says', async () => {
    await setVariable(admin, 'name', 'Ada Lovelace');
    await createProject(admin, { name: 'Engine', cover: '/api/media/image/engine.png' });

    const html = (
      await new ApiClient(server.url).request<string>('GET', '/', undefined, {
        'x-forwarded-host': 'other.example',
        'x-forwarded-proto': 'http',
      })
    ).body;
    expect(linkHrefs(html, 'canonical')).toEqual(['https://ada.dev/']);
    expect(metaContent(html, 'og:url')).toBe('https://ada.dev/');
    expect(metaContent(html, 'og:image')).toBe('https://ada.dev/preview-image.png');
    expect(metaContent(html, 'twitter:image')).toBe('https://ada.dev/preview-image.png');
    expect(jsonLd(html)[0]).toMatchObject({ url: 'https://ada.dev/' });
    expect(html).not.toContain('other.example');
  });
});

describe('description text from the about HTML', () => {
  it('drops tags, decodes entities and keeps words apart across blocks', () => {
    expect(htmlToText('<p>One&nbsp;&amp;&#160;two</p><p>three<br>four</p>')).toBe(
      'One & two three four',
    );
    expect(htmlToText('<p>in<em>line</em> &lt;b&gt; &#x263A;</p><!-- note -->')).toBe(
      'inline <b> ☺',
    );
  });

  it('cuts long text on a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const cut = excerpt(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word\d+…$/);
    expect(words.startsWith(cut.slice(0, -1) + ' ')).toBe(true);
    expect(excerpt('Short enough.')).toBe('Short enough.');
    expect(excerpt('x'.repeat(200))).toHaveLength(160);
  });
});
