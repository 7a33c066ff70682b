import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

function embeddedState(html: string): unknown {
  const json = /<script id="site-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no embedded state');
  return JSON.parse(json);
}

describe('server-rendered home page', () => {
  it('renders content from the database into the HTML and embeds the same state', async () => {
    await admin.post('/api/category', { name: 'Open source' });
    const response = await new ApiClient(server.url).get<string>('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.body).toContain('Open source');
    for (const anchor of ['home', 'about', 'projects', 'contact']) {
      expect(response.body).toContain(`id="${anchor}"`);
    }
    expect(JSON.stringify(embeddedState(response.body))).toContain('Open source');
  });

  it('embeds content safely: a </script> in a name cannot break out', async () => {
    const hostile = '</script><script>window.pwned=1</script><!--';
    await admin.post('/api/category', { name: hostile });
    const html = (await new ApiClient(server.url).get<string>('/')).body;
    expect(html).not.toContain('<script>window.pwned=1</script>');
    expect(JSON.stringify(embeddedState(html))).toContain('window.pwned=1');
    // The rendered text is escaped too.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.pwned=1');
  });
});

describe('404 page (spec §2)', () => {
  it.each(['/no-such-page', '/projects/42', '/admin-ish'])(
    'answers %s with 404 and the page texts',
    async (url) => {
      const response = await new ApiClient(server.url).get<string>(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.body).toContain('404');
      expect(response.body).toContain('Page Not Found');
      expect(response.body).toContain('I swear it worked on my machine...');
      expect(response.body).toContain('Go back');
    },
  );

  it('serves the admin app for its pages and 404 for unknown admin pages', async () => {
    const client = new ApiClient(server.url);
    expect((await client.get('/admin')).status).toBe(200);
    expect((await client.get('/admin/login')).status).toBe(200);
    expect((await client.get('/admin/categories')).status).toBe(200);
    expect((await client.get('/admin/nothing')).status).toBe(404);
  });
});
