import { rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MediaEntity } from '../../src/server/modules/media/media.entity';
import { setMaxImagePixels } from '../../src/server/modules/media/image-variants';
import { backfillVariants } from '../../src/server/modules/media/variant-backfill';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

interface Variant {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  url: string;
}
interface Media {
  mediaId: number;
  name: string;
  type: string;
  contentType: string;
  size: number;
  url: string;
  width: number | null;
  height: number | null;
  variants: Variant[];
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.variantsDone();
  const all = await admin.get<{ items: Media[] }>('/api/media?limit=1000');
  for (const media of all.body.items) await admin.delete(`/api/media/${media.mediaId}`);
});

/** Where a phone wrote its photo: an EXIF GPS block (IFD3), as sharp writes one. */
const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '52/1 31/1 1234/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '13/1 24/1 3456/100',
  },
};

/** A photo-like picture: smooth colours and noise, so it compresses as photos do. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') {
  const noise = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  const image = sharp(await noise.png().toBuffer()).modulate({ hue: 30 });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  return image.jpeg({ quality: 90 }).withExif(GPS_EXIF).toBuffer();
}

async function upload(name: string, bytes: Buffer, isPrivate = false) {
  const form = new FormData();
  form.append('name', name);
  form.append('private', String(isPrivate));
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie },
  });
  return { status: response.status, body: (await response.json()) as Media };
}

async function fetchBytes(url: string, client?: ApiClient) {
  const response = await fetch(`${server.url}${url}`, {
    headers: client ? { cookie: client.cookie } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function current(mediaId: number): Promise<Media> {
  await server.variantsDone();
  return (await admin.get<Media>(`/api/media/${mediaId}`)).body;
}

// AVIF takes a while to encode on a busy machine: a few seconds per photo.
describe('image variants', { timeout: 90_000 }, () => {
  it('makes AVIF and WebP copies at 480, 960 and 1600 px of a large photo, without its EXIF', async () => {
    const created = await upload('holiday.jpg', await photo(1800, 1350));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ width: 1800, height: 1350, contentType: 'image/jpeg' });

    const media = await current(created.body.mediaId);
    expect(
      media.variants.map((variant) => `${variant.format} ${variant.width}x${variant.height}`),
    ).toEqual([
      'avif 480x360',
      'avif 960x720',
      'avif 1600x1200',
      'webp 480x360',
      'webp 960x720',
      'webp 1600x1200',
    ]);
    for (const variant of media.variants) {
      expect(variant.url).toBe(`/api/media/image/holiday.jpg/${variant.width}.${variant.format}`);
      const file = await fetchBytes(variant.url);
      expect(file.status).toBe(200);
      expect(file.type).toBe(`image/${variant.format}`);
      expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
      // A photo's copy is a small part of the original.
      expect(file.bytes.length).toBeLessThan(media.size / 2);
    }
    expect(await server.variantFiles()).toHaveLength(6);
  });

  it('serves the original itself without the GPS position it was uploaded with', async () => {
    const bytes = await photo(800, 600);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const created = await upload('where.jpg', bytes);
    const original = await fetchBytes(created.body.url);
    const metadata = await sharp(original.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(original.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(created.body.size).toBe(original.bytes.length);
  });

  it('never makes a copy wider than the original: a small image gets one at its own width', async () => {
    const created = await upload('badge.png', await photo(300, 200, 'png'));
    const media = await current(created.body.mediaId);
    expect(media.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      'avif 300',
      'webp 300',
    ]);
    expect((await fetchBytes('/api/media/image/badge.png/480.webp')).status).toBe(404);
  });

  it('turns a photo the way its orientation tag says, and records the size as shown', async () => {
    const sideways = await sharp(await photo(600, 400, 'png'))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const created = await upload('sideways.jpg', sideways);
    expect(created.body).toMatchObject({ width: 400, height: 600 });
    const media = await current(created.body.mediaId);
    const copy = await fetchBytes(media.variants[0]!.url);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it("takes a GIF's first frame", async () => {
    const created = await upload('anim.gif', await photo(640, 480, 'gif'));
    const media = await current(created.body.mediaId);
    expect(media.variants.map((variant) => variant.width)).toEqual([480, 640, 480, 640]);
  });

  it('makes no copies of an SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    const created = await upload('drawing.svg', svg);
    expect(created.status).toBe(200);
    const media = await current(created.body.mediaId);
    expect(media).toMatchObject({ width: null, height: null, variants: [] });
    expect(await server.variantFiles()).toEqual([]);
    expect((await fetchBytes('/api/media/image/drawing.svg/480.webp')).status).toBe(404);
  });

  it('refuses an "image" it cannot decode, clearly, and stores nothing', async () => {
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(200, 7),
    ]);
    const created = await upload('broken.jpg', broken);
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      statusCode: 1002,
      errors: [{ path: 'file', message: 'The file is not a readable jpeg image' }],
    });
    expect(await server.storedFiles()).toEqual([]);
    // The server carries on.
    expect((await upload('fine.png', await photo(100, 100, 'png'))).status).toBe(200);
  });

  it('deletes the copies with the image', async () => {
    const created = await upload('gone.jpg', await photo(1000, 750));
    const media = await current(created.body.mediaId);
    expect(media.variants).toHaveLength(6);
    expect(await admin.delete(`/api/media/${media.mediaId}`)).toMatchObject({ status: 200 });
    expect(await server.variantFiles()).toEqual([]);
    expect((await fetchBytes(media.variants[0]!.url)).status).toBe(404);
  });

  it("replacing the file replaces the copies: the old image's widths go", async () => {
    const created = await upload('swap.jpg', await photo(2000, 1000));
    expect((await current(created.body.mediaId)).variants).toHaveLength(6);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(500, 500, 'png'))]), 'swap.png');
    const replaced = await fetch(`${server.url}/api/media/${created.body.mediaId}`, {
      method: 'PUT',
      body: form,
      headers: { cookie: admin.cookie },
    });
    expect(replaced.status).toBe(200);
    const media = await current(created.body.mediaId);
    expect(media).toMatchObject({ width: 500, height: 500 });
    expect(media.variants.map((variant) => variant.width)).toEqual([480, 500, 480, 500]);
    expect((await fetchBytes('/api/media/image/swap.jpg/960.avif')).status).toBe(404);
    const copy = await fetchBytes('/api/media/image/swap.jpg/500.webp');
    expect((await sharp(copy.bytes).metadata()).width).toBe(500);
  });

  it("serves a private image's copies to admins only", async () => {
    const created = await upload('secret.jpg', await photo(700, 500), true);
    const media = await current(created.body.mediaId);
    expect(media.variants.length).toBeGreaterThan(0);
    expect((await fetchBytes(media.variants[0]!.url)).status).toBe(404);
    const asAdmin = await fetchBytes(media.variants[0]!.url, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a byte range of a copy and a 304 for its ETag, like the original', async () => {
    const created = await upload('ranged.jpg', await photo(900, 600));
    const media = await current(created.body.mediaId);
    const url = `${server.url}${media.variants[0]!.url}`;
    const whole = await fetch(url);
    const etag = whole.headers.get('etag') ?? '';
    // As a browser revalidates (fetch alone would add `Cache-Control: no-cache`).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    expect((await fetch(url, { headers: revalidate })).status).toBe(304);
    const part = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toHaveLength(10);
  });

  it('npm run media:variants makes the copies that older images lack', async () => {
    const created = await upload('older.jpg', await photo(1200, 900));
    await current(created.body.mediaId);
    // As an image stored before this version: no size, no copies.
    const em = server.orm.em.fork();
    const row = await em.findOneOrFail(MediaEntity, { mediaId: created.body.mediaId });
    row.width = null;
    row.height = null;
    row.variants = null;
    await em.flush();
    for (const variant of (await current(created.body.mediaId)).variants) {
      expect(variant).toBeUndefined();
    }

    const pass = await backfillVariants(
      server.orm.em.fork(),
      server.mediaStore,
      server.dataDir,
      server.logger,
    );
    expect(pass).toEqual({ made: ['older.jpg'], failed: [], tooLarge: [] });
    const media = await current(created.body.mediaId);
    expect(media).toMatchObject({ width: 1200, height: 900 });
    expect(media.variants.map((variant) => variant.width)).toEqual([
      480, 960, 1200, 480, 960, 1200,
    ]);
    // Running it again finds nothing to do.
    expect(
      await backfillVariants(
        server.orm.em.fork(),
        server.mediaStore,
        server.dataDir,
        server.logger,
      ),
    ).toEqual({ made: [], failed: [], tooLarge: [] });
  });

  it('npm run media:variants skips an image over MAX_IMAGE_MEGAPIXELS with a log line, without decoding it', async () => {
    const created = await upload('over-limit.jpg', await photo(1200, 900));
    await current(created.body.mediaId);
    const em = server.orm.em.fork();
    const row = await em.findOneOrFail(MediaEntity, { mediaId: created.body.mediaId });
    row.variants = null;
    await em.flush();
    const warnings: unknown[][] = [];
    const logger = {
      warn: (...args: unknown[]) => warnings.push(args),
      info: () => undefined,
      error: (...args: unknown[]) => warnings.push(args),
    } as unknown as typeof server.logger;
    // As the command run with MAX_IMAGE_MEGAPIXELS=1 on an image of 1.08 megapixels stored before.
    setMaxImagePixels(1_000_000);
    try {
      const pass = await backfillVariants(
        server.orm.em.fork(),
        server.mediaStore,
        server.dataDir,
        logger,
      );
      expect(pass).toEqual({ made: [], failed: [], tooLarge: ['over-limit.jpg'] });
    } finally {
      setMaxImagePixels(server.settings.maxImagePixels);
    }
    expect(warnings).toEqual([
      [
        { media: 'image/over-limit.jpg', megapixels: 1.1, limit: 1 },
        'an image is over MAX_IMAGE_MEGAPIXELS: it is shown as uploaded, without smaller copies',
      ],
    ]);
    expect((await current(created.body.mediaId)).variants).toEqual([]);
  });

  it('npm run media:variants remakes copies the row lists but the store lost', async () => {
    const created = await upload('lost.jpg', await photo(1000, 750));
    const kept = await upload('kept.jpg', await photo(600, 400));
    const media = await current(created.body.mediaId);
    expect(media.variants).toHaveLength(6);
    // The store loses the copies (a copy of the site without them, a hand
    // clean-up); the row still lists them, so the page links to them.
    const lost = (await server.variantFiles()).filter((key) => key.includes('lost.jpg'));
    expect(lost).toHaveLength(6);
    for (const key of lost.filter((name) => /\/(480\.avif|960\.webp)$/.test(name))) {
      if (server.bucket) await server.bucket.remove(key);
      else rmSync(path.join(server.dataDir, 'media', key));
    }
    expect((await fetchBytes(media.variants[0]!.url)).status).toBe(404);

    const pass = await backfillVariants(
      server.orm.em.fork(),
      server.mediaStore,
      server.dataDir,
      server.logger,
    );
    expect(pass).toEqual({ made: ['lost.jpg'], failed: [], tooLarge: [] });
    const repaired = await current(created.body.mediaId);
    expect(repaired.variants).toEqual(media.variants);
    for (const variant of repaired.variants) {
      expect((await fetchBytes(variant.url)).status, variant.url).toBe(200);
    }
    // The image whose copies were all there is left alone.
    expect((await current(kept.body.mediaId)).variants).toHaveLength(4);
  });

  it('the home page offers the copies, preloads the first cover and previews links with a PNG drawn from it', async () => {
    const created = await upload('cover.jpg', await photo(1800, 1350));
    await current(created.body.mediaId);
    const category = await admin.post<{ categoryId: number }>('/api/category', { name: 'Photos' });
    const project = await admin.post<{ projectId: number }>('/api/project', {
      categoryId: category.body.categoryId,
      name: 'Harbour',
      publishedAt: '2025-01-10',
      cover: '/api/media/image/cover.jpg',
      description: 'A harbour at dusk.',
      content: 'Boats.',
      pinned: true,
      hidden: false,
      tools: [],
    });
    expect(project.status).toBe(200);
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      const avif = [480, 960, 1600].map((w) => `/api/media/image/cover.jpg/${w}.avif ${w}w`);
      expect(html).toContain(
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif.join(', ')}"`,
      );
      expect(html).toMatch(/<picture><source type="image\/avif" srcset="[^"]*960\.avif 960w/i);
      expect(html).toMatch(
        /<img[^>]*width="1800" height="1350" loading="eager" fetchpriority="high"/i,
      );
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/[^"]+\/preview-image\.png">/,
      );
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      expect(html).toContain('<meta property="og:image:height" content="630">');
      // The preview is drawn from the photo itself: a PNG of exactly that size.
      const preview = await fetch(`${server.url}/preview-image.png`);
      expect(preview.headers.get('content-type')).toBe('image/png');
      const drawn = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
      expect([drawn.format, drawn.width, drawn.height]).toEqual(['png', 1200, 630]);
    } finally {
      await admin.delete(`/api/project/${project.body.projectId}`);
      await admin.delete(`/api/category/${category.body.categoryId}`);
    }
  });
});
