import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProject, deleteVariable, metaContent, setVariable } from './support/site-page';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * The link preview: a 1200×630 PNG the server draws from the image the
 * page's head would preview (the image variable, else the first visible
 * cover), on the disk store and on a bucket alike.
 */

interface List<T> {
  items: T[];
}

let server: TestServer;
let admin: ApiClient;

/** A drawing filled with one colour, as an owner might upload for a cover. */
const svgOf = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="225" viewBox="0 0 400 225"><rect width="400" height="225" fill="${fill}"/></svg>`,
  );

async function upload(name: string, bytes: Buffer, isPrivate = false): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('private', String(isPrivate));
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie },
  });
  const body = (await response.json()) as { url: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.url;
}

async function getPreview(headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/preview-image.png`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The drawn PNG's format, size and the colour at its centre. */
async function drawn(bytes: Buffer) {
  const image = sharp(bytes);
  const { format, width, height } = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return { format, width, height, centre: [data[at], data[at + 1], data[at + 2]] };
}

const near = (actual: (number | undefined)[], expected: number[]) =>
  actual.every((value, i) => Math.abs((value ?? -999) - expected[i]!) <= 3);

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const projects = await admin.get<List<{ projectId: number }>>('/api/project?limit=1000');
  for (const project of projects.body.items)
    await admin.delete(`/api/project/${project.projectId}`);
  await deleteVariable(admin, 'image');
  await server.variantsDone();
  const media = await admin.get<List<{ mediaId: number }>>('/api/media?limit=1000');
  for (const item of media.body.items) await admin.delete(`/api/media/${item.mediaId}`);
});

describe('GET /preview-image.png', () => {
  it("draws the first visible project's SVG cover as a 1200×630 PNG, named by the page's head", async () => {
    const cover = await upload('blue-cover.svg', svgOf('#1e3a8a'));
    await createProject(admin, {
      name: 'Hidden',
      cover: 'https://cdn.example/x.png',
      hidden: true,
      publishedAt: '2025-01-01',
    });
    await createProject(admin, { name: 'Engine', cover, publishedAt: '2024-01-01' });

    const html = await (await fetch(`${server.url}/`)).text();
    expect(metaContent(html, 'og:image')).toBe(`${server.url}/preview-image.png`);
    expect(metaContent(html, 'og:image:type')).toBe('image/png');

    const { response, bytes } = await getPreview();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const image = await drawn(bytes);
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630]);
    expect(near(image.centre, [0x1e, 0x3a, 0x8a]), String(image.centre)).toBe(true);
  });

  it('answers 304 to the current ETag and draws again once the content changes', async () => {
    await createProject(admin, { cover: await upload('blue.svg', svgOf('#1e3a8a')) });
    const first = await getPreview();
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await getPreview({ 'if-none-match': etag! });
    expect(again.response.status).toBe(304);
    expect(again.bytes).toHaveLength(0);

    // A raster image set as the site's image wins over the cover.
    const red = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#dc2626' },
    })
      .png()
      .toBuffer();
    await setVariable(admin, 'image', await upload('portrait.png', red));
    const changed = await getPreview({ 'if-none-match': etag! });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
    const image = await drawn(changed.bytes);
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(near(image.centre, [0xdc, 0x26, 0x26]), String(image.centre)).toBe(true);
  });

  it('draws a card naming the owner when the image is on another site or private, never reading a private file', async () => {
    await setVariable(admin, 'name', 'Ada Lovelace');
    const secret = await upload('secret.svg', svgOf('#16a34a'), true);
    await setVariable(admin, 'image', secret);
    const privateOne = await drawn((await getPreview()).bytes);
    expect([privateOne.width, privateOne.height]).toEqual([1200, 630]);
    expect(near(privateOne.centre, [0x16, 0xa3, 0x4a])).toBe(false);

    await deleteVariable(admin, 'image');
    await createProject(admin, { cover: 'https://cdn.example/elsewhere.png' });
    const { response, bytes } = await getPreview();
    expect(response.status).toBe(200);
    const card = await drawn(bytes);
    expect([card.format, card.width, card.height]).toEqual(['png', 1200, 630]);
    await deleteVariable(admin, 'name');
  });

  it('is not found when the page previews no image, like the head that names none', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(metaContent(html, 'og:image')).toBeUndefined();
    const { response } = await getPreview();
    expect(response.status).toBe(404);
  });
});
