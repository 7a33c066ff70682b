import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, signInApi } from './support/api';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

let app: AppProcess;
let session: BrowserSession;
let api: AdminApi;
let photoBytes: number;

const PHOTO = '/api/media/image/harbour.jpg';

/** A 3000×2000 photo-like JPEG (smooth colour and grain) with a phone's GPS block. */
async function photo(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(grain)
    .tint('#e08040')
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
}

interface MediaList {
  items: { name: string; variants: unknown[] }[];
}

beforeAll(async () => {
  app = await startAppProcess();
  api = await signInApi(app.url);
  const bytes = await photo();
  photoBytes = bytes.length;
  await api.upload('harbour.jpg', 'image/jpeg', bytes);
  const category = await api.post<{ categoryId: number }>('/api/category', { name: 'Boats' });
  await api.post('/api/experience', {
    company: 'Harbour Works',
    title: 'Engineer',
    location: 'Kiel',
    cover: PHOTO,
    startAt: '2020-03-01',
    endAt: null,
    type: 'full_time',
    description: 'Sensors on every pier.',
    tools: [],
    hidden: false,
  });
  await api.post('/api/project', {
    categoryId: category.categoryId,
    name: 'Tide Tables',
    publishedAt: '2025-01-10',
    cover: PHOTO,
    description: 'Tides for every harbour, on a phone.',
    content: '## Tides\n\nRead on a phone in the rain.',
    pinned: true,
    hidden: false,
    tools: [],
  });
  // The copies are made in the background after the upload.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const media = await api.get<MediaList>('/api/media?filter=harbour&limit=10');
    if ((media.items[0]?.variants.length ?? 0) > 0) break;
    if (Date.now() > deadline) throw new Error('the photo got no copies within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** Opens `/` as a phone or a desktop, noting every image the browser fetches and its bytes. */
async function openHome(width: number, scale: number) {
  const context = await session.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: scale,
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  const images = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/media/')) {
      void response
        .body()
        .then((body) => images.set(url.pathname, body.length))
        .catch(() => undefined);
    }
  });
  const problems = watchConsole(page);
  await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
  return { page, context, images, problems };
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
}

describe('responsive images on the public page', () => {
  it('marks covers up as <picture> with AVIF and WebP srcset, sizes, width and height, and preloads the first', async () => {
    const { page, context, problems } = await openHome(1280, 1);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload.count()).resolves.toBe(1);
    expect(await preload.getAttribute('fetchpriority')).toBe('high');
    expect(await preload.getAttribute('type')).toBe('image/avif');
    expect(await preload.getAttribute('imagesrcset')).toBe(
      `${PHOTO}/480.avif 480w, ${PHOTO}/960.avif 960w, ${PHOTO}/1600.avif 1600w`,
    );
    expect(await preload.getAttribute('imagesizes')).toContain('100vw');

    // The experience's cover is the page's first image: fetched at once and first.
    const first = page.locator('.experience-card picture');
    await expect(first.locator('source').nth(0).getAttribute('type')).resolves.toBe('image/avif');
    await expect(first.locator('source').nth(1).getAttribute('srcset')).resolves.toBe(
      `${PHOTO}/480.webp 480w, ${PHOTO}/960.webp 960w, ${PHOTO}/1600.webp 1600w`,
    );
    const firstImg = first.locator('img');
    expect(await firstImg.getAttribute('width')).toBe('3000');
    expect(await firstImg.getAttribute('height')).toBe('2000');
    expect(await firstImg.getAttribute('loading')).toBe('eager');
    expect(await firstImg.getAttribute('fetchpriority')).toBe('high');

    // Below the fold: lazy, with sizes of its own.
    const card = page.locator('.project-card picture');
    expect(await card.locator('source').first().getAttribute('sizes')).toContain('356px');
    expect(await card.locator('img').getAttribute('loading')).toBe('lazy');
    expect(await card.locator('img').getAttribute('width')).toBe('3000');
    await screenshot(page, 'images-home-1280');

    await scrollThrough(page);
    await page.getByRole('button', { name: 'Read More' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('picture source').first().getAttribute('sizes')).resolves.toContain(
      '736px',
    );
    await dialog
      .locator('img.project-details-cover')
      .evaluate(
        (img: HTMLImageElement) =>
          img.complete ||
          new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      );
    expect(
      await dialog
        .locator('img.project-details-cover')
        .evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toMatch(/\/harbour\.jpg\/(960|1600)\.avif$/);
    await screenshot(page, 'images-dialog-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes a 390 px phone fetch a small AVIF copy, never the 3000 px original', async () => {
    const { page, context, images, problems } = await openHome(390, 3);
    await scrollThrough(page);
    await page.waitForTimeout(500);
    const fetched = [...images.keys()].filter((url) => url.startsWith(PHOTO));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched).not.toContain(PHOTO);
    for (const url of fetched) expect(url).toMatch(/\/harbour\.jpg\/(480|960|1600)\.avif$/);
    const copyBytes = fetched.reduce((sum, url) => sum + (images.get(url) ?? 0), 0);
    // The original is megabytes; the copies a phone needs are a small part of it.
    expect(copyBytes * 5).toBeLessThan(photoBytes);
    const shown = await page.locator('.experience-card img').evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      natural: img.naturalWidth,
    }));
    expect(shown.src).toMatch(/\.avif$/);
    expect(shown.natural).toBeLessThanOrEqual(1600);
    await screenshot(page, 'images-home-390');
    await page.getByRole('button', { name: 'Read More' }).first().click();
    await page.getByRole('dialog').locator('img.project-details-cover').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'images-dialog-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('covers in the admin tables', () => {
  it.each([
    ['projects', 'Tide Tables cover'],
    ['experiences', 'Harbour Works cover'],
  ])('the %s table fetches the smallest copy of a photo, not the original', async (slug, alt) => {
    const context = await session.browser.newContext({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(PHOTO)) fetched.push(url.pathname);
    });
    await page.goto(`${app.url}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${app.url}/admin/${slug}`);
    const thumb = page.getByRole('img', { name: alt });
    await thumb.evaluate(
      (img: HTMLImageElement) =>
        img.complete ||
        new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
    expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/harbour\.jpg\/480\.webp$/,
    );
    expect(fetched).not.toContain(PHOTO);
    await context.close();
  });
});
