import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { contentVersion } from '../../src/server/db/content-version';

interface Variable {
  key: string;
  value: string;
  type: string;
  private: boolean;
}
interface List<T> {
  items: T[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
let listAtStart: List<Variable>;

const SEEDED: Variable[] = [
  {
    key: 'about',
    value: '<p>Tell visitors who you are and what you love to build.</p>',
    type: 'string',
    private: false,
  },
  { key: 'email', value: '', type: 'string', private: false },
  { key: 'github', value: '', type: 'string', private: false },
  { key: 'instagram', value: '', type: 'string', private: false },
  { key: 'linkedin', value: '', type: 'string', private: false },
  { key: 'max_message_length', value: '1000', type: 'int', private: false },
  { key: 'title', value: 'Software Engineer', type: 'string', private: false },
];

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
  // Read before any test resets the table: this is what the migration seeded.
  listAtStart = (await admin.get<List<Variable>>('/api/variable')).body;
});
afterAll(() => server.close());

/** Every test starts from the seeded variables of a fresh database. */
beforeEach(async () => {
  await server.orm.em.fork().getConnection().execute('delete from variable');
  for (const variable of SEEDED) {
    await server.orm.em
      .fork()
      .getConnection()
      .execute('insert into variable (key, value, type, private) values (?, ?, ?, ?)', [
        variable.key,
        variable.value,
        variable.type,
        variable.private,
      ]);
  }
  // Raw SQL passes by the ORM's flush hook: tell the server its content changed.
  contentVersion(server.orm.em).bump();
});

async function createVariable(variable: Partial<Variable> & { key: string }): Promise<Variable> {
  const response = await admin.post<Variable>('/api/variable', variable);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const keys = (list: List<Variable>) => list.items.map((item) => item.key);

describe('Seeded variables', () => {
  it('a fresh database has the public settings a new site starts with', () => {
    expect(listAtStart).toEqual({
      items: SEEDED,
      metadata: { totalPages: 1, totalItems: 7, page: 1, limit: 25 },
    });
  });
});

describe('Environment (public)', () => {
  it('returns the public variables by key with typed values', async () => {
    const response = await visitor.get('/api/variable/environment');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      about: '<p>Tell visitors who you are and what you love to build.</p>',
      email: '',
      github: '',
      instagram: '',
      linkedin: '',
      max_message_length: 1000,
      title: 'Software Engineer',
    });
  });

  it('types bool, int and float values', async () => {
    await createVariable({ key: 'show_hero', value: 'false', type: 'bool' });
    await createVariable({ key: 'dark', value: 'true', type: 'bool' });
    await createVariable({ key: 'years', value: '-12', type: 'int' });
    await createVariable({ key: 'ratio', value: '0.75', type: 'float' });
    await createVariable({ key: 'version', value: '1.10', type: 'string' });
    const environment = (await visitor.get<Record<string, unknown>>('/api/variable/environment'))
      .body;
    expect(environment).toMatchObject({
      show_hero: false,
      dark: true,
      years: -12,
      ratio: 0.75,
      version: '1.10',
    });
  });

  it('never includes private variables', async () => {
    await createVariable({ key: 'api_token', value: 'secret-value', private: true });
    await createVariable({ key: 'cv_media', value: 'cv.pdf' });
    const environment = (await visitor.get<Record<string, unknown>>('/api/variable/environment'))
      .body;
    expect(environment).not.toHaveProperty('api_token');
    expect(JSON.stringify(environment)).not.toContain('secret-value');
    expect(environment.cv_media).toBe('cv.pdf');

    // Making a public variable private takes it out at once.
    await admin.put('/api/variable/title', { value: 'Software Engineer', private: true });
    expect(
      (await visitor.get<Record<string, unknown>>('/api/variable/environment')).body,
    ).not.toHaveProperty('title');
  });

  it('sanitizes the about HTML, keeping formatting, links and images', async () => {
    const about =
      '<h2>Hi</h2><p onclick="steal()">I <strong>build</strong> <em>things</em>.' +
      '<script>alert("xss")</script>' +
      '<img src="/api/media/image/me.png" alt="Me" onerror="alert(1)">' +
      '<a href="https://example.com/work">my work</a>' +
      '<a href="javascript:alert(2)">click</a>' +
      '<iframe src="https://evil.example"></iframe>' +
      '<svg><g onload="alert(3)"></g></svg></p><ul><li>One</li></ul>';
    const updated = await admin.put<Variable>('/api/variable/about', { value: about });
    expect(updated.status).toBe(200);
    // The stored value stays as the owner wrote it; only what the site gets is cleaned.
    expect((await admin.get<Variable>('/api/variable/about')).body.value).toBe(about);

    const served = (await visitor.get<{ about: string }>('/api/variable/environment')).body.about;
    for (const banned of ['<script', 'alert', 'onerror', 'onclick', 'onload', 'javascript:']) {
      expect(served).not.toContain(banned);
    }
    expect(served).not.toContain('<iframe');
    expect(served).not.toContain('<svg');
    expect(served).toContain('<h2>Hi</h2>');
    expect(served).toContain('<strong>build</strong> <em>things</em>');
    expect(served).toContain('<img src="/api/media/image/me.png" alt="Me">');
    expect(served).toContain('<a href="https://example.com/work">my work</a>');
    expect(served).toContain('<ul><li>One</li></ul>');
  });

  it('serves about changed outside the app (a restore, a hand edit) sanitized, never an older clean copy', async () => {
    await admin.put('/api/variable/about', { value: '<p>Saved through the app</p>' });
    expect((await visitor.get<{ about: string }>('/api/variable/environment')).body.about).toBe(
      '<p>Saved through the app</p>',
    );

    await server.orm.em
      .fork()
      .getConnection()
      .execute("update variable set value = ? where key = 'about'", [
        '<p onclick="x()">Edited by hand</p><script>alert(1)</script>',
      ]);
    contentVersion(server.orm.em).bump();
    expect((await visitor.get<{ about: string }>('/api/variable/environment')).body.about).toBe(
      '<p>Edited by hand</p>',
    );
  });

  it('reads the about text as markdown, keeping HTML in it as HTML', async () => {
    const about =
      'I **build** things.\n\n- One\n- [Two](https://example.com)\n\n<p>Old <em>HTML</em></p>';
    expect((await admin.put('/api/variable/about', { value: about })).status).toBe(200);
    expect((await admin.get<Variable>('/api/variable/about')).body.value).toBe(about);
    const served = (await visitor.get<{ about: string }>('/api/variable/environment')).body.about;
    expect(served).toContain('<p>I <strong>build</strong> things.</p>');
    expect(served).toContain('<li><a href="https://example.com">Two</a></li>');
    expect(served).toContain('<p>Old <em>HTML</em></p>');
  });

  it('serves an image without alt text as decorative (an empty alt), and keeps a described one', async () => {
    const value =
      'Me: ![](/api/media/image/me.png)\n\n<p><img src="/api/media/image/desk.png" onerror="alert(1)"></p>\n\n![My desk](/desk.png)';
    const saved = await admin.put('/api/variable/about', { value });
    expect(saved.status).toBe(200);
    // What the owner wrote is kept as written; only the served HTML changes.
    expect((await admin.get<Variable>('/api/variable/about')).body.value).toBe(value);
    const served = (await visitor.get<{ about: string }>('/api/variable/environment')).body.about;
    expect(served).toContain('<img src="/api/media/image/me.png" alt="">');
    expect(served).toContain('<img src="/api/media/image/desk.png" alt="">');
    expect(served).toContain('<img src="/desk.png" alt="My desk">');
    expect(served).not.toContain('onerror');
  });

  it('is served to visitors and admins alike', async () => {
    const forAdmin = await admin.get('/api/variable/environment');
    const forVisitor = await visitor.get('/api/variable/environment');
    expect(forAdmin.body).toEqual(forVisitor.body);
  });
});

describe('Variable CRUD (admin)', () => {
  it('creates, reads, updates and deletes a variable by key', async () => {
    const created = await admin.post<Variable>('/api/variable', {
      key: 'hero_delay',
      value: '1700',
      type: 'int',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ key: 'hero_delay', value: '1700', type: 'int', private: false });
    expect((await admin.get('/api/variable/hero_delay')).body).toEqual(created.body);

    const updated = await admin.put<Variable>('/api/variable/hero_delay', {
      value: '2.5',
      type: 'float',
      private: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      key: 'hero_delay',
      value: '2.5',
      type: 'float',
      private: true,
    });
    expect((await admin.get('/api/variable/hero_delay')).body).toEqual(updated.body);

    const deleted = await admin.delete<Variable>('/api/variable/hero_delay');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await admin.get('/api/variable/hero_delay')).body).toEqual({
      statusCode: 404,
      message: 'Variable not found',
    });
  });

  it('applies the create defaults (type string, public)', async () => {
    const created = await createVariable({ key: 'tagline', value: 'Hello' });
    expect(created).toEqual({ key: 'tagline', value: 'Hello', type: 'string', private: false });
  });

  it('keeps the key on update, whatever the body says', async () => {
    await createVariable({ key: 'tagline', value: 'Hello' });
    const updated = await admin.put<Variable>('/api/variable/tagline', {
      key: 'renamed',
      value: 'Hi',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.key).toBe('tagline');
    expect((await admin.get('/api/variable/renamed')).status).toBe(404);
    expect((await admin.get<Variable>('/api/variable/tagline')).body.value).toBe('Hi');
  });

  it('keeps a private variable private when an update leaves the flag out', async () => {
    await createVariable({ key: 'api_token', value: 'secret-value', private: true });
    const updated = await admin.put<Variable>('/api/variable/api_token', { value: 'rotated' });
    expect(updated.body).toEqual({
      key: 'api_token',
      value: 'rotated',
      type: 'string',
      private: true,
    });
    expect(
      (await visitor.get<Record<string, unknown>>('/api/variable/environment')).body,
    ).not.toHaveProperty('api_token');
    const shown = await admin.put<Variable>('/api/variable/api_token', {
      value: 'public now',
      private: false,
    });
    expect(shown.body.private).toBe(false);
  });

  it('checks an update against the stored type when no type is given', async () => {
    const onInt = await admin.put('/api/variable/max_message_length', { value: '12.5' });
    expect(onInt.status).toBe(400);
    expect(onInt.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Variable',
      errors: [{ path: 'value', message: 'Value must be a whole number' }],
    });
    const onString = await admin.put('/api/variable/title', { value: '   ' });
    expect(onString.status).toBe(400);
    expect(onString.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Variable',
      errors: [{ path: 'value', message: 'Value cannot be empty' }],
    });
    expect((await admin.get<Variable>('/api/variable/max_message_length')).body.value).toBe('1000');

    const ok = await admin.put<Variable>('/api/variable/max_message_length', { value: '500' });
    expect(ok.body).toEqual({
      key: 'max_message_length',
      value: '500',
      type: 'int',
      private: false,
    });
  });

  it('checks an update against the new type when one is given', async () => {
    const toBool = await admin.put('/api/variable/title', { value: 'yes', type: 'bool' });
    expect(toBool.status).toBe(400);
    expect(toBool.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Variable',
      errors: [{ path: 'value', message: 'Value must be true or false' }],
    });
    const toString = await admin.put<Variable>('/api/variable/max_message_length', {
      value: 'plenty',
      type: 'string',
    });
    expect(toString.status).toBe(200);
    expect(toString.body.type).toBe('string');
  });

  it('refuses an update body that is not valid with 1003', async () => {
    for (const body of [
      {},
      { value: 5 },
      { value: 'x', type: 'date' },
      { value: 'x', private: 1 },
    ]) {
      const response = await admin.put('/api/variable/title', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 1003,
        message: 'Failed to update Variable',
      });
    }
  });

  it('answers 404 for an unknown key on get, update and delete', async () => {
    for (const [method, url] of [
      ['GET', '/api/variable/nope'],
      ['PUT', '/api/variable/nope'],
      ['DELETE', '/api/variable/nope'],
    ] as const) {
      const response = await admin.request(
        method,
        url,
        method === 'PUT' ? { value: 'x' } : undefined,
      );
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Variable not found' });
    }
  });
});

describe('Variable validation', () => {
  it.each([
    ['key missing', { value: 'x' }, 'key', 'Key is required'],
    ['key empty', { key: '', value: 'x' }, 'key', 'Key is required'],
    ['key blank', { key: '   ', value: 'x' }, 'key', 'Key is required'],
    ['key of 257', { key: 'k'.repeat(257), value: 'x' }, 'key', 'Key is too long'],
    [
      'key with a space',
      { key: 'a b', value: 'x' },
      'key',
      'Key may only contain letters, digits, _ . and -',
    ],
    [
      'key with a slash',
      { key: 'a/b', value: 'x' },
      'key',
      'Key may only contain letters, digits, _ . and -',
    ],
    ['string value empty', { key: 'k', value: '' }, 'value', 'Value cannot be empty'],
    ['string value missing', { key: 'k' }, 'value', 'Value cannot be empty'],
    ['string value blank', { key: 'k', value: '  ' }, 'value', 'Value cannot be empty'],
    [
      'bool value',
      { key: 'k', value: 'yes', type: 'bool' },
      'value',
      'Value must be true or false',
    ],
    ['int value', { key: 'k', value: '1.5', type: 'int' }, 'value', 'Value must be a whole number'],
    [
      'int value text',
      { key: 'k', value: 'ten', type: 'int' },
      'value',
      'Value must be a whole number',
    ],
    ['float value', { key: 'k', value: '1,5', type: 'float' }, 'value', 'Value must be a number'],
    [
      'type unknown',
      { key: 'k', value: 'x', type: 'date' },
      'type',
      'Type must be one of string, bool, int, float',
    ],
  ])('refuses %s with 1002', async (_label, body, path, message) => {
    const response = await admin.post('/api/variable', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Variable',
      errors: [{ path, message }],
    });
    expect((await admin.get<List<Variable>>('/api/variable')).body.metadata.totalItems).toBe(7);
  });

  it('accepts a key of 256 characters and every number form of its type', async () => {
    await createVariable({ key: 'k'.repeat(256), value: 'x' });
    await createVariable({ key: 'f1', value: '-0.01', type: 'float' });
    await createVariable({ key: 'f2', value: '1e3', type: 'float' });
    await createVariable({ key: 'f3', value: '.5', type: 'float' });
    await createVariable({ key: 'i1', value: '0', type: 'int' });
  });

  it('refuses a duplicate key with 409', async () => {
    const response = await admin.post('/api/variable', { key: 'title', value: 'Other' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'key' }] });
    expect((await admin.get<Variable>('/api/variable/title')).body.value).toBe('Software Engineer');
  });
});

describe('URL-encoded keys', () => {
  it('finds a variable whose key is percent-encoded in the path', async () => {
    await createVariable({ key: 'site.name-v2', value: 'Mine' });
    expect((await admin.get<Variable>('/api/variable/site.name-v2')).body.value).toBe('Mine');
    expect((await admin.get<Variable>('/api/variable/site%2Ename%2Dv2')).body.value).toBe('Mine');
    const read = await admin.get<Variable>('/api/variable/max%5Fmessage%5Flength');
    expect(read.status).toBe(200);
    expect(read.body.key).toBe('max_message_length');

    const updated = await admin.put<Variable>('/api/variable/site%2Ename%2Dv2', { value: 'Ours' });
    expect(updated.body).toMatchObject({ key: 'site.name-v2', value: 'Ours' });
    expect((await admin.delete('/api/variable/site%2Ename%2Dv2')).status).toBe(200);
    expect((await admin.get('/api/variable/site.name-v2')).status).toBe(404);
  });

  it('answers 404 for a malformed encoding', async () => {
    for (const path of ['/api/variable/%E0%A4%A', '/api/variable/abc%', '/api/variable/%ZZ']) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404 });
    }
    expect((await admin.put('/api/variable/%E0%A4%A', { value: 'x' })).status).toBe(404);
    expect((await admin.delete('/api/variable/%E0%A4%A')).status).toBe(404);
  });

  it('answers 404 for an encoded key that does not exist', async () => {
    const response = await admin.get('/api/variable/a%20b');
    expect(response.body).toEqual({ statusCode: 404, message: 'Variable not found' });
  });
});

describe('Variable list', () => {
  it('sorts by key ascending by default, or by the given fields', async () => {
    await createVariable({ key: 'a_flag', value: 'true', type: 'bool', private: true });
    const list = await admin.get<List<Variable>>('/api/variable');
    expect(keys(list.body)).toEqual(['a_flag', ...SEEDED.map((variable) => variable.key)]);

    const byType = await admin.get<List<Variable>>('/api/variable?sort=type:asc,key:desc');
    expect(keys(byType.body)).toEqual([
      'a_flag',
      'max_message_length',
      'title',
      'linkedin',
      'instagram',
      'github',
      'email',
      'about',
    ]);
    const byPrivate = await admin.get<List<Variable>>('/api/variable?sort=private:desc&limit=1');
    expect(keys(byPrivate.body)).toEqual(['a_flag']);
    expect((await admin.get('/api/variable?sort=value:asc')).status).toBe(400);
  });

  it('pages with metadata', async () => {
    const page = await admin.get<List<Variable>>('/api/variable?page=2&limit=3');
    expect(keys(page.body)).toEqual(['instagram', 'linkedin', 'max_message_length']);
    expect(page.body.metadata).toEqual({ totalPages: 3, totalItems: 7, page: 2, limit: 3 });
  });

  it('filters over key and value, ignoring case', async () => {
    await createVariable({ key: 'footer', value: 'Made by a SOFTWARE person' });
    const list = await admin.get<List<Variable>>('/api/variable?filter=software');
    expect(keys(list.body)).toEqual(['footer', 'title']);
    const byKey = await admin.get<List<Variable>>('/api/variable?filter=LINK');
    expect(keys(byKey.body)).toEqual(['linkedin']);
  });
});

describe('Variable permissions', () => {
  it('answers 401 to visitors on every call but environment', async () => {
    await createVariable({ key: 'api_token', value: 'secret-value', private: true });
    for (const [method, url] of [
      ['GET', '/api/variable'],
      ['GET', '/api/variable/api_token'],
      ['GET', '/api/variable/title'],
      ['POST', '/api/variable'],
      ['PUT', '/api/variable/title'],
      ['DELETE', '/api/variable/title'],
    ] as const) {
      const response = await visitor.request(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { key: 'x', value: 'y' },
      );
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    }
    expect((await admin.get<Variable>('/api/variable/title')).body.value).toBe('Software Engineer');
  });
});
