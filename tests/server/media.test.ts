import { existsSync, readdirSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

interface Media {
  mediaId: number;
  name: string;
  originalName: string;
  type: string;
  contentType: string;
  private: boolean;
  size: number;
  sizeString: string;
  url: string;
  createdAt: string;
}
interface MediaList {
  items: Media[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]);
const UNKNOWN = Buffer.from([0x13, 0x37, 0x00, 0xff, 0x42, 0x42, 0x99, 0x01, 0x02, 0x03]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

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

beforeEach(async () => {
  const all = await admin.get<MediaList>('/api/media?limit=1000');
  for (const media of all.body.items) await admin.delete(`/api/media/${media.mediaId}`);
});

interface FilePart {
  bytes: Buffer;
  filename: string;
  type?: string;
}

/** A multipart request the way a browser form sends it, with the client's cookie. */
async function multipart<T = Record<string, unknown>>(
  client: ApiClient,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
  baseUrl = server.url,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

function upload(file: FilePart, fields: Record<string, string> = {}, client = admin) {
  return multipart<Media>(client, 'POST', '/api/media', fields, file);
}

async function download(
  url: string,
  client: ApiClient = visitor,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${url}`, {
    headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A GET with the path exactly as written: fetch would normalise `..` away. */
function rawGet(rawPath: string): Promise<{ status: number; body: string; type: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          type: String(res.headers['content-type'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every stored media file (under DATA_DIR/media, or in the bucket), as `type/name`. */
function storedFiles(on: TestServer = server): Promise<string[]> {
  return on.storedFiles();
}

function tempFiles(dataDir = server.dataDir): string[] {
  const root = path.join(dataDir, 'tmp', 'uploads');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

describe('media upload and download', () => {
  it('stores an upload and serves back exactly its bytes', async () => {
    const created = await upload({ bytes: PNG, filename: 'My Photo (1).PNG', type: 'image/png' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      mediaId: expect.any(Number),
      name: 'my-photo-1.png',
      originalName: 'My Photo (1).PNG',
      type: 'image',
      contentType: 'image/png',
      private: false,
      size: PNG.length,
      sizeString: `${PNG.length} B`,
      url: '/api/media/image/my-photo-1.png',
      // A raster image: its size, and its smaller copies still to be made.
      width: 1,
      height: 1,
      variants: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(await storedFiles()).toEqual(['image/my-photo-1.png']);

    const file = await download(created.body.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PNG)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-length')).toBe(String(PNG.length));
    expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('etag')).toMatch(/^"[^"]+"$/);

    const [listed] = (await admin.get<MediaList>('/api/media')).body.items;
    expect(listed).toEqual(created.body);
    expect((await admin.get(`/api/media/${created.body.mediaId}`)).body).toEqual(created.body);
  });

  it('keeps large files intact and describes their size for people', async () => {
    const bytes = Buffer.alloc(Math.round(1.4 * 1024 * 1024), 7);
    bytes.set(PDF, 0);
    const created = await upload({ bytes, filename: 'big.pdf' });
    expect(created.body.sizeString).toBe('1.4 MB');
    expect((await download(created.body.url)).bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['png bytes under a misleading name', PNG, 'picture.txt', 'image', 'image/png'],
    ['pdf', PDF, 'resume.bin', 'document', 'application/pdf'],
    ['zip', ZIP, 'bundle.zip', 'archive', 'application/zip'],
    ['unknown bytes', UNKNOWN, 'mystery.unknownext', 'other', 'application/octet-stream'],
    ['unknown bytes without extension', UNKNOWN, 'mystery', 'other', 'application/octet-stream'],
    ['svg (text, by extension)', SVG, 'logo.svg', 'image', 'image/svg+xml'],
    [
      'markdown (text, by extension)',
      Buffer.from('# Notes\n'),
      'notes.md',
      'document',
      'text/markdown',
    ],
  ])('detects the kind of %s', async (_label, bytes, filename, type, contentType) => {
    const created = await upload({ bytes, filename });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type, contentType });
    expect(created.body.url).toBe(`/api/media/${type}/${created.body.name}`);
    const file = await download(created.body.url);
    expect(file.headers.get('content-type')).toBe(contentType);
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it('serves ranges, for audio and video seeking', async () => {
    const created = await upload({ bytes: PDF, filename: 'range.pdf' });
    const part = await download(created.body.url, visitor, { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.bytes.toString()).toBe('%PDF');
  });

  it('sends a range as the stored bytes, never re-encoded, to a client that accepts gzip', async () => {
    // Text compresses well: the answer would be gzipped if it were a whole file.
    const text = Buffer.from('All work and no play makes Jack a dull boy.\n'.repeat(200));
    const created = await upload({ bytes: text, filename: 'long-notes.md' });
    const part = await new Promise<{ status: number; encoding?: string; bytes: Buffer }>(
      (resolve, reject) => {
        get(
          `${server.url}${created.body.url}`,
          { headers: { range: 'bytes=100-2147', 'accept-encoding': 'gzip, br' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                encoding: response.headers['content-encoding'],
                bytes: Buffer.concat(chunks),
              }),
            );
          },
        ).on('error', reject);
      },
    );
    expect(part.status).toBe(206);
    expect(part.encoding).toBeUndefined();
    expect(part.bytes.equals(text.subarray(100, 2148))).toBe(true);
  });
});

describe('media names', () => {
  it('slugs the original file name by default', async () => {
    const created = await upload({ bytes: PNG, filename: 'Été à Paris — 2024!!.JPEG' });
    expect(created.body.name).toBe('ete-a-paris-2024.jpeg');
    const weird = await upload({ bytes: PNG, filename: '???.png' });
    expect(weird.body.name).toBe('file.png');
  });

  it('uses the given name, and refuses a name already used with 409', async () => {
    const first = await upload({ bytes: PNG, filename: 'a.png' }, { name: 'avatar.png' });
    expect(first.body.name).toBe('avatar.png');

    const clash = await upload({ bytes: PDF, filename: 'other.pdf' }, { name: 'avatar.png' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      statusCode: 1002,
      errors: [{ path: 'name', message: 'Name is already used' }],
    });

    await upload({ bytes: PNG, filename: 'Logo.png' });
    const defaultClash = await upload({ bytes: PNG, filename: 'logo.png' });
    expect(defaultClash.status).toBe(409);
    expect(defaultClash.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'name' }] });

    // The refused uploads left nothing behind.
    expect(await storedFiles()).toEqual(['image/avatar.png', 'image/logo.png']);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a name that is too long or not URL-safe with 1002', async () => {
    const long = await upload({ bytes: PNG, filename: 'a.png' }, { name: 'x'.repeat(257) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Media',
      errors: [{ path: 'name', message: 'Name is too long' }],
    });
    expect(
      (await upload({ bytes: PNG, filename: 'a.png' }, { name: 'x'.repeat(256) })).status,
    ).toBe(200);

    for (const name of ['../escape.png', 'UPPER.png', 'with space.png', '.hidden', 'a/b']) {
      const response = await upload({ bytes: PNG, filename: 'a.png' }, { name });
      expect(response.status, name).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'name' }] });
    }
    // 256 characters is longer than a file name may be: it is stored under a shortened name.
    const [stored] = await storedFiles();
    expect(stored).toMatch(/^image\/x{200}~[0-9a-f]{32}$/);
    expect(await storedFiles()).toHaveLength(1);
    const long256 = (await admin.get<MediaList>('/api/media')).body.items[0]!;
    expect((await download(long256.url)).bytes.equals(PNG)).toBe(true);
  });

  it("answers 'File is required' without a file", async () => {
    const expected = {
      statusCode: 1002,
      message: 'Failed to create Media',
      errors: [{ path: 'file', message: 'File is required' }],
    };
    const none = await multipart(admin, 'POST', '/api/media', { name: 'nothing.png' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual(expected);

    // What a browser sends when no file was chosen: an empty part without a name.
    const empty = await multipart(
      admin,
      'POST',
      '/api/media',
      {},
      { bytes: Buffer.alloc(0), filename: '' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(expected);

    const json = await admin.post('/api/media', { name: 'x.png' });
    expect(json.status).toBe(400);
    expect(json.body).toEqual(expected);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a private flag that is not true or false', async () => {
    const response = await upload({ bytes: PNG, filename: 'a.png' }, { private: 'maybe' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'private' }] });
  });
});

describe('private media', () => {
  it('is a 404 for visitors and served to the admin, never cached by others', async () => {
    const created = await upload({ bytes: PDF, filename: 'secret.pdf' }, { private: 'true' });
    expect(created.body.private).toBe(true);

    const forVisitor = await visitor.get(created.body.url);
    expect(forVisitor.status).toBe(404);
    expect(forVisitor.body).toEqual({ statusCode: 404, message: 'Media not found' });

    const forAdmin = await download(created.body.url, admin);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.bytes.equals(PDF)).toBe(true);
    expect(forAdmin.headers.get('cache-control')).toBe('private, no-store');

    // Made public, visitors get it.
    const updated = await multipart<Media>(admin, 'PUT', `/api/media/${created.body.mediaId}`, {
      private: 'false',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.private).toBe(false);
    expect((await download(created.body.url)).status).toBe(200);
  });
});

describe('replacing and deleting media', () => {
  it('replaces the file on PUT, keeps the name, and leaves no orphan file', async () => {
    const created = await upload({ bytes: PNG, filename: 'cv.png' }, { name: 'cv' });
    const before = await download(created.body.url);

    const sameKind = Buffer.concat([PNG, Buffer.from('extra')]);
    const replaced = await multipart<Media>(
      admin,
      'PUT',
      `/api/media/${created.body.mediaId}`,
      { name: 'ignored-name' },
      { bytes: sameKind, filename: 'new.png' },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      mediaId: created.body.mediaId,
      name: 'cv',
      originalName: 'new.png',
      type: 'image',
      size: sameKind.length,
      private: false,
    });
    const after = await download(replaced.body.url);
    expect(after.bytes.equals(sameKind)).toBe(true);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await storedFiles()).toEqual(['image/cv']);

    // Another kind moves the file to its kind's folder and the old one goes.
    const toPdf = await multipart<Media>(
      admin,
      'PUT',
      `/api/media/${created.body.mediaId}`,
      { private: 'true' },
      { bytes: PDF, filename: 'cv.pdf' },
    );
    expect(toPdf.body).toMatchObject({
      name: 'cv',
      type: 'document',
      contentType: 'application/pdf',
      private: true,
      url: '/api/media/document/cv',
    });
    expect(await storedFiles()).toEqual(['document/cv']);
    expect((await download('/api/media/image/cv', admin)).status).toBe(404);
    expect((await download('/api/media/document/cv', admin)).bytes.equals(PDF)).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it('answers 404 for an update of an unknown id, and stores nothing', async () => {
    const response = await multipart(
      admin,
      'PUT',
      '/api/media/999999',
      {},
      { bytes: PNG, filename: 'a.png' },
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Media not found' });
    expect(await storedFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it('removes the file with the row on delete', async () => {
    const created = await upload({ bytes: PNG, filename: 'gone.png' });
    const deleted = await admin.delete<Media>(`/api/media/${created.body.mediaId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(created.body);
    expect(await storedFiles()).toEqual([]);
    expect((await download(created.body.url, admin)).status).toBe(404);
    expect((await admin.get(`/api/media/${created.body.mediaId}`)).status).toBe(404);
    expect((await admin.delete(`/api/media/${created.body.mediaId}`)).status).toBe(404);
  });
});

describe('deleting media the content uses', () => {
  /** Deletes, through the API, what a test made to link to a file. */
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function created<T>(path: string, body: Record<string, unknown>, idOf: (row: T) => string) {
    const response = await admin.post<T>(path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    cleanups.push(() => admin.delete(`${path}/${idOf(response.body)}`));
    return response.body;
  }

  async function project(name: string, fields: Record<string, unknown>) {
    const category = await created<{ categoryId: number }>(
      '/api/category',
      { name: `Category of ${name}` },
      (row) => String(row.categoryId),
    );
    return created<{ projectId: number }>(
      '/api/project',
      {
        name,
        categoryId: category.categoryId,
        publishedAt: '2024-01-01',
        cover: '/cover.png',
        description: 'A project',
        content: '# Project',
        ...fields,
      },
      (row) => String(row.projectId),
    );
  }

  const experience = (company: string, cover: string) =>
    created<{ experienceId: number }>(
      '/api/experience',
      {
        company,
        title: 'Engineer',
        location: 'Berlin',
        cover,
        startAt: '2020-01-01',
        endAt: '2022-06-30',
        type: 'part_time',
        description: 'Built things',
        hidden: false,
        tools: [],
      },
      (row) => String(row.experienceId),
    );

  const variable = (key: string, value: string) =>
    created<{ key: string }>('/api/variable', { key, value, type: 'string' }, (row) => row.key);

  it('refuses with 409 naming each use, site path or absolute link, and deletes nothing', async () => {
    const media = await upload({ bytes: PNG, filename: 'harbour.png' });
    await project('Harbour', { cover: media.body.url, hidden: true });
    await experience('Acme', `${server.url}${media.body.url}`);

    const refused = await admin.delete(`/api/media/${media.body.mediaId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 1004,
      message: 'The file is used by: project "Harbour", experience "Acme"',
    });
    expect((await admin.get(`/api/media/${media.body.mediaId}`)).body).toEqual(media.body);
    expect((await download(media.body.url)).bytes.equals(PNG)).toBe(true);
    expect(await storedFiles()).toEqual(['image/harbour.png']);

    // Once nothing links to it, the same delete goes through.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    expect((await admin.delete(`/api/media/${media.body.mediaId}`)).status).toBe(200);
    expect(await storedFiles()).toEqual([]);
  });

  it('finds links in markdown, icons, tool links and variables, and the CV file by name', async () => {
    const image = await upload({ bytes: PNG, filename: 'diagram.png' });
    const pdf = await upload({ bytes: PDF, filename: 'cv.pdf' });
    await project('Writeup', {
      content: `# Design\n\n![The diagram](${image.body.url} "Diagram")`,
    });
    await created<{ expertiseId: number }>(
      '/api/expertise',
      {
        name: 'Drawing',
        icon: `https://example.com${image.body.url}/480.webp`,
        description: `![small](${image.body.url}?v=2)`,
      },
      (row) => String(row.expertiseId),
    );
    await variable('image', image.body.url);
    await created<{ toolId: number }>(
      '/api/tool',
      { name: 'Resume', icon: '/icons/file.svg', link: pdf.body.url },
      (row) => String(row.toolId),
    );
    await variable('cv_media', pdf.body.name);

    const imageRefused = await admin.delete(`/api/media/${image.body.mediaId}`);
    expect(imageRefused.status).toBe(409);
    expect(imageRefused.body).toEqual({
      statusCode: 1004,
      message: 'The file is used by: project "Writeup", expertise "Drawing", variable "image"',
    });
    const pdfRefused = await admin.delete(`/api/media/${pdf.body.mediaId}`);
    expect(pdfRefused.body).toEqual({
      statusCode: 1004,
      message: 'The file is used by: tool "Resume", variable "cv_media"',
    });
    expect(await storedFiles()).toEqual(['document/cv.pdf', 'image/diagram.png']);
  });

  it('does not count a link to another file whose name starts the same', async () => {
    const media = await upload({ bytes: PNG, filename: 'logo.png' });
    await project('Lookalike', {
      cover: `${media.body.url}.bak`,
      content: `[other](/old${media.body.url}) and ${media.body.url}-2`,
    });
    expect((await admin.delete(`/api/media/${media.body.mediaId}`)).status).toBe(200);
  });
});

describe('media list', () => {
  it('pages, sorts and filters like every list', async () => {
    await upload({ bytes: PNG, filename: 'beta.png' });
    await upload({ bytes: PDF, filename: 'alpha.pdf' });
    await upload({ bytes: ZIP, filename: 'gamma.zip' });
    const sorted = await admin.get<MediaList>('/api/media?sort=name:asc&limit=2');
    expect(sorted.body.items.map((media) => media.name)).toEqual(['alpha.pdf', 'beta.png']);
    expect(sorted.body.metadata).toEqual({ totalPages: 2, totalItems: 3, page: 1, limit: 2 });
    const filtered = await admin.get<MediaList>('/api/media?filter=GAM');
    expect(filtered.body.items.map((media) => media.name)).toEqual(['gamma.zip']);
    expect((await admin.get('/api/media?sort=bogus:asc')).status).toBe(400);
  });
});

describe('serving files safely', () => {
  it('serves SVG inline under a sandboxing CSP, with nosniff', async () => {
    const created = await upload({ bytes: SVG, filename: 'logo.svg' });
    const file = await download(created.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="logo.svg"');
  });

  it('sends HTML as an attachment, never as a page of the site', async () => {
    const created = await upload({
      bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      filename: 'page.html',
    });
    expect(created.body.contentType).toBe('text/html');
    const file = await download(created.body.url);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each([
    ['a script', 'tracker.js', 'alert(document.cookie)', 'text/javascript'],
    ['a module script', 'module.mjs', 'export const x = 1;', 'text/javascript'],
    ['an HTML page', 'landing.html', '<!doctype html><script src="/x.js"></script>', 'text/html'],
    ['an XHTML page', 'page.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"/>', null],
    ['an XML file', 'feed.xml', '<?xml version="1.0"?><feed/>', null],
    ['a stylesheet', 'theme.css', 'body { color: red }', 'text/css'],
    ['a shell script', 'install.sh', '#!/bin/sh\nrm -rf ~\n', null],
    ['a batch file', 'run.bat', '@echo off\r\n', null],
    ['a Windows program', 'setup.exe', 'MZ\x90\x00\x03\x00\x00\x00\x04\x00', null],
    ['a WebAssembly module', 'calc.wasm', '\x00asm\x01\x00\x00\x00', null],
  ])(
    'serves %s only as bytes to save: octet-stream, attachment, nosniff, also from memory',
    async (_kind, filename, body, detected) => {
      const created = await upload({ bytes: Buffer.from(body, 'latin1'), filename });
      expect(created.status).toBe(200);
      if (detected) expect(created.body.contentType).toBe(detected);
      // The second answer comes from memory (the fast lane): the same headers.
      for (const round of ['first', 'from memory']) {
        const file = await download(created.body.url);
        expect(file.status, round).toBe(200);
        expect(file.headers.get('content-type'), round).toBe('application/octet-stream');
        expect(file.headers.get('content-disposition'), round).toBe(
          `attachment; filename="${created.body.name}"`,
        );
        expect(file.headers.get('x-content-type-options'), round).toBe('nosniff');
        expect(file.headers.get('content-security-policy'), round).toContain('sandbox');
        expect(file.bytes.toString('latin1'), round).toBe(body);
      }
      // A HEAD, and an admin's request, say the same.
      const head = await fetch(`${server.url}${created.body.url}`, { method: 'HEAD' });
      expect(head.headers.get('content-type')).toBe('application/octet-stream');
      const forAdmin = await download(created.body.url, admin);
      expect(forAdmin.headers.get('content-type')).toBe('application/octet-stream');
      expect(forAdmin.headers.get('content-disposition')).toMatch(/^attachment;/);
    },
  );

  it('still serves images, SVG included, and PDFs inline as what they are', async () => {
    const png = await upload({ bytes: PNG, filename: 'photo.png' });
    const svg = await upload({ bytes: SVG, filename: 'icon.svg' });
    const pdf = await upload({ bytes: PDF, filename: 'cv.pdf' });
    for (const [media, type] of [
      [png, 'image/png'],
      [svg, 'image/svg+xml'],
      [pdf, 'application/pdf'],
    ] as const) {
      const file = await download(media.body.url);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('content-disposition')).toBe(`inline; filename="${media.body.name}"`);
    }
  });

  it('answers If-None-Match with 304 while the file is unchanged', async () => {
    const created = await upload({ bytes: PNG, filename: 'cached.png' });
    const first = await download(created.body.url);
    const etag = first.headers.get('etag')!;
    expect(etag.startsWith('W/')).toBe(false);

    // As a browser revalidates (fetch alone would add `Cache-Control: no-cache`).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const again = await download(created.body.url, visitor, revalidate);
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);

    const stale = await download(created.body.url, visitor, {
      ...revalidate,
      'if-none-match': '"something-else"',
    });
    expect(stale.status).toBe(200);
  });

  it.each([
    '/api/media/image/..%2f..%2fportfolio.sqlite',
    '/api/media/image/%2e%2e%2f%2e%2e%2fportfolio.sqlite',
    '/api/media/%2e%2e/portfolio.sqlite',
    '/api/media/%2e%2e/%2e%2e',
    '/api/media/image/%2e%2e',
    '/api/media/image/..',
    '/api/media/image/../../portfolio.sqlite',
    '/api/media/image/..%5c..%5cportfolio.sqlite',
    '/api/media/image/%5c..%5cportfolio.sqlite',
    '/api/media/image/%2fetc%2fpasswd',
    '/api/media/image//etc/passwd',
    '/api/media/image/C:%5cWindows%5cwin.ini',
    '/api/media/image/target.png%00.txt',
    '/api/media/image/%00',
    '/api/media/image/%E0%A4%A',
    '/api/media/IMAGE/target.png',
    '/api/media/image/TARGET.png',
    '/api/media/images/target.png',
    '/api/media/document/target.png',
    '/api/media/image/missing.png',
  ])('answers %s with the 404 envelope', async (rawPath) => {
    await upload({ bytes: PNG, filename: 'target.png' });
    const response = await rawGet(rawPath);
    expect(response.status).toBe(404);
    expect(response.type).toMatch(/application\/json/);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404 });
    expect(response.body).not.toContain('SQLite');
  });

  it('serves the real file at its own path (the traversal cases above are not false alarms)', async () => {
    await upload({ bytes: PNG, filename: 'target.png' });
    expect((await rawGet('/api/media/image/target.png')).status).toBe(200);
    expect((await rawGet('/api/media/image/target%2epng')).status).toBe(200);
  });
});

describe('media permissions', () => {
  it('answers 401 to visitors on every write and admin read, storing nothing', async () => {
    const created = await upload({ bytes: PNG, filename: 'mine.png' });
    const id = created.body.mediaId;
    const expected = { statusCode: 401, message: 'Not signed in' };

    const post = await upload({ bytes: PNG, filename: 'hack.png' }, {}, visitor);
    expect(post.status).toBe(401);
    expect(post.body).toEqual(expected);
    const put = await multipart(
      visitor,
      'PUT',
      `/api/media/${id}`,
      { private: 'true' },
      { bytes: PDF, filename: 'x.pdf' },
    );
    expect(put.status).toBe(401);
    expect(put.body).toEqual(expected);
    const emptyPost = await multipart(visitor, 'POST', '/api/media', {});
    expect(emptyPost.status).toBe(401);
    for (const [method, url] of [
      ['DELETE', `/api/media/${id}`],
      ['GET', '/api/media'],
      ['GET', `/api/media/${id}`],
    ] as const) {
      const response = await visitor.request(method, url);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body).toEqual(expected);
    }
    expect(await storedFiles()).toEqual(['image/mine.png']);
    expect(tempFiles()).toEqual([]);
    expect((await admin.get(`/api/media/${id}`)).body).toEqual(created.body);
  });

  it('refuses a cross-site upload with 403', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'x.png');
    const response = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('upload limit (MAX_UPLOAD_MB)', () => {
  let small: TestServer;
  let smallAdmin: ApiClient;
  beforeAll(async () => {
    small = await startTestServer({ MAX_UPLOAD_MB: '0.01' });
    smallAdmin = new ApiClient(small.url);
    await smallAdmin.login();
  });
  afterAll(() => small.close());

  it("writes the limit into the admin page, for the media dialog's own check", async () => {
    const page = await (await fetch(`${small.url}/admin/media`)).text();
    const limit = Math.round(0.01 * 1024 * 1024);
    expect(page).toContain(`<meta name="upload-limit" content="${limit}">`);
  });

  /**
   * Sends a multipart upload of `size` file bytes in slices, as a browser
   * does, and reports whether every slice went out (the connection stayed
   * open while sending) and what came back.
   */
  function slowUpload(size: number) {
    const boundary = 'limit-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, Buffer.alloc(size, 7), tail]);
    return new Promise<{ sentAll: boolean; status: number; text: string; connection?: string }>(
      (resolve, reject) => {
        let sentAll = false;
        const req = httpRequest(`${small.url}/api/media`, {
          method: 'POST',
          headers: {
            cookie: smallAdmin.cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              sentAll,
              status: res.statusCode ?? 0,
              text,
              connection: res.headers.connection,
            }),
          );
        });
        req.on('error', reject);
        const slice = 8 * 1024;
        const send = async () => {
          for (let start = 0; start < body.length; start += slice) {
            if (req.destroyed) return;
            req.write(body.subarray(start, start + slice));
            // The server may answer as soon as the last byte lands, before
            // this loop wakes again: the body counts as sent once written.
            if (start + slice >= body.length) sentAll = true;
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
          req.end();
        };
        void send();
      },
    );
  }

  it('reads an upload a few times over the limit to its end, so the sender hears the 413', async () => {
    const limit = Math.round(0.01 * 1024 * 1024);
    const answer = await slowUpload(limit * 3);
    expect(answer).toMatchObject({ sentAll: true, status: 413 });
    expect(answer.connection).not.toBe('close');
    expect(JSON.parse(answer.text)).toEqual({
      statusCode: 413,
      message: 'The upload is too large: the limit is 0.01 MB',
    });
    expect(tempFiles(small.dataDir)).toEqual([]);
  });

  it('answers a far larger upload at once and closes, without reading it', async () => {
    const limit = Math.round(0.01 * 1024 * 1024);
    // Over 1 MB and over four times the limit.
    const answer = await slowUpload(limit * 200).catch((error: Error) => ({ error }));
    // The sender either reads the 413 before its writes fail, or sees the connection end.
    if ('error' in answer) expect(answer.error.message).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    else expect(answer).toMatchObject({ sentAll: false, status: 413, connection: 'close' });
  });

  it('answers 413 over the limit and leaves no temporary or media file', async () => {
    const limit = Math.round(0.01 * 1024 * 1024);
    const tooBig = Buffer.alloc(limit * 4, 1);
    const response = await multipart(
      smallAdmin,
      'POST',
      '/api/media',
      {},
      { bytes: tooBig, filename: 'huge.bin' },
      small.url,
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('0.01 MB'),
    });
    expect(tempFiles(small.dataDir)).toEqual([]);
    expect(await storedFiles(small)).toEqual([]);

    const justFits = await multipart<Media>(
      smallAdmin,
      'POST',
      '/api/media',
      {},
      { bytes: Buffer.alloc(limit, 1), filename: 'fits.bin' },
      small.url,
    );
    expect(justFits.status).toBe(200);
    expect(justFits.body.size).toBe(limit);
    expect((await small.readStored('other/fits.bin'))?.length).toBe(limit);
    expect(tempFiles(small.dataDir)).toEqual([]);

    const replace = await multipart(
      smallAdmin,
      'PUT',
      `/api/media/${justFits.body.mediaId}`,
      {},
      { bytes: tooBig, filename: 'huge.bin' },
      small.url,
    );
    expect(replace.status).toBe(413);
    expect(await storedFiles(small)).toEqual(['other/fits.bin']);
    expect(tempFiles(small.dataDir)).toEqual([]);
  });
});

describe('multipart limits other than the file size', () => {
  it('answers too many form fields with what is wrong, not the file-size limit', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [`extra${index}`, 'x']),
    );
    const response = await multipart(admin, 'POST', '/api/media', fields, {
      bytes: PNG,
      filename: 'many-fields.png',
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Too many form fields' });
    expect(tempFiles()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers a field too large with what is wrong, not the file-size limit', async () => {
    const response = await multipart(
      admin,
      'POST',
      '/api/media',
      { name: 'a'.repeat(100 * 1024) },
      { bytes: PNG, filename: 'long-field.png' },
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Form field is too large' });
    expect(tempFiles()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('still takes a form with a few fields', async () => {
    const response = await multipart<Media>(
      admin,
      'POST',
      '/api/media',
      { name: 'few-fields.png', private: 'false', note: 'ignored' },
      { bytes: PNG, filename: 'few-fields.png' },
    );
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('few-fields.png');
  });
});

describe('the original file name', () => {
  it.each([
    ['a right-to-left override', 'invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['embeddings and a pop', 'a\u202Ab\u202Bc\u202Cd\u202De.png', 'abcde.png'],
    ['isolates', '\u2066report\u2069\u2067.pdf\u2068.png', 'report.pdf.png'],
    ['implicit marks', 'left\u200Eright\u200Farabic\u061C.png', 'leftrightarabic.png'],
    ['C1 controls', 'nel\u0085csi\u009b.png', 'nelcsi.png'],
  ])('drops %s', async (_kind, filename, expected) => {
    const created = await upload({ bytes: PNG, filename });
    expect(created.status).toBe(200);
    expect(created.body.originalName).toBe(expected);
    const stored = await admin.get<Media>(`/api/media/${created.body.mediaId}`);
    expect(stored.body.originalName).toBe(expected);
  });

  it('drops C0 controls, sent as raw bytes in the part header', async () => {
    // fetch's FormData would escape or refuse some of these; a client need not.
    const boundary = 'x-boundary-x';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bell\u0007esc\u001bdel\u007f.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
        'utf8',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      body,
      headers: {
        cookie: admin.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Media).originalName).toBe('bellescdel.png');
  });

  it('keeps letters of any script, and emoji with their joiners', async () => {
    const filename = 'Résumé сводка 履歴書 👩‍💻.png';
    const created = await upload({ bytes: PNG, filename });
    expect(created.body.originalName).toBe(filename);
  });

  it('is cleaned when a file is replaced too', async () => {
    const created = await upload({ bytes: PNG, filename: 'first.png' });
    const replaced = await multipart<Media>(
      admin,
      'PUT',
      `/api/media/${created.body.mediaId}`,
      {},
      { bytes: PNG, filename: 'second\u202Egnp.exe' },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.originalName).toBe('secondgnp.exe');
  });
});
