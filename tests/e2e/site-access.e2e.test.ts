import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDatabase } from '../../scripts/demo/seed';
import { signInApi } from './support/api';
import { E2E_ADMIN_PASSWORD, type AppProcess, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import {
  type BrowserSession,
  launchBrowser,
  SCREENSHOT_DIR,
  watchConsole,
} from './support/browser';

/*
 * The public page on the demo content as keyboard and screen-reader users
 * meet it once everything has loaded: every lazy icon filled in, a project
 * whose notes hold a code line too long for a phone, the skip link, the
 * header's tab order, and the owner's name in the first paint.
 */

const WIDTHS = [390, 1280] as const;
/** When the hero starts typing the name. */
const TYPING_STARTS_AFTER_MS = 1700;
/** The hero's visible copy of the name. */
const SHOWN_NAME = 'h1 > [aria-hidden="true"]';
const CODE_PROJECT = 'Wide Code';
const LONG_CODE_LINE =
  'const tabulatedValuesOfTheDifferenceEngine = tabulatePolynomial(coefficients, firstRow, lastRow, { precision: 31 });';

let dataDir: string;
let app: AppProcess;
let session: BrowserSession;
let ownerName: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-site-access-'));
  await seedDemoDatabase({
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  });
  app = await startAppProcess({ dataDir });
  session = await launchBrowser();
  const api = await signInApi(app.url);
  const categories = await api.get<{ items: { categoryId: number }[] }>('/api/category?limit=1');
  const tools = await api.get<{ items: { toolId: number }[] }>('/api/tool?limit=2');
  const projects = await api.get<{ items: { cover: string }[] }>('/api/project?limit=1');
  await api.post('/api/project', {
    categoryId: categories.items[0]?.categoryId,
    name: CODE_PROJECT,
    publishedAt: '2099-01-01',
    cover: projects.items[0]?.cover,
    description: 'A project whose notes hold one long line of code.',
    content: ['## Listing', '```ts', LONG_CODE_LINE, '```'].join('\n'),
    pinned: true,
    hidden: false,
    tools: tools.items.map((tool) => tool.toolId),
  });
  const variables = await api.get<{ value: string }>('/api/variable/name');
  ownerName = variables.value;
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openContext(
  width: number,
  options: Parameters<typeof session.browser.newContext>[0] = {},
) {
  return session.browser.newContext({ viewport: { width, height: 844 }, ...options });
}

/**
 * Scrolls from top to bottom half a screen at a time, so every lazy icon
 * comes near the viewport, then waits until each one a visitor can see is
 * filled in (a chip scrolled sideways out of a row loads when it comes in).
 */
async function loadEveryIcon(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // Two frames, so the loader's intersection check sees every position even on a busy machine.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page
    .waitForFunction(
      () => {
        const icons = Array.from(document.querySelectorAll('svg[data-src]')).filter((icon) => {
          const box = icon.getBoundingClientRect();
          return box.right > 0 && box.left < window.innerWidth && !icon.closest('[hidden]');
        });
        const waiting = icons.find((icon) => icon.childElementCount === 0);
        // One the scroll went past too fast for the loader: a reader would stop on it.
        waiting?.scrollIntoView({ block: 'center', inline: 'nearest' });
        return icons.length > 0 && !waiting;
      },
      undefined,
      { timeout: 15_000, polling: 250 },
    )
    .catch(async (error: unknown) => {
      const waiting = await page.evaluate(() =>
        Array.from(document.querySelectorAll('svg[data-src]'))
          .filter((icon) => icon.childElementCount === 0)
          .map(
            (icon) =>
              `${icon.outerHTML} at ${JSON.stringify(icon.getBoundingClientRect())} in ${window.innerWidth}`,
          ),
      );
      throw new Error(`icons never filled in: ${waiting.join('\n')}`, { cause: error });
    });
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The accessible name of the focused element, as a short label for an expectation. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '(body)';
    const label = active.getAttribute('aria-label') ?? (active as HTMLElement).innerText ?? '';
    return `${active.tagName.toLowerCase()}:${label.trim()}`;
  });
}

describe('the public page once every icon has loaded', () => {
  for (const width of WIDTHS) {
    it(`keeps every tool link named and axe clean, page and project dialog, ${width} px`, async () => {
      const context = await openContext(width, { bypassCSP: true });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(app.url);
      await loadEveryIcon(page);

      // Each icon-only tool link on a card is still called by its tool's name.
      const toolLinks = page.locator('#projects a:has(svg[data-src])');
      expect(await toolLinks.count()).toBeGreaterThan(0);
      for (const link of await toolLinks.all()) {
        const tool = (await link.locator('.project-tool-tip').textContent())?.trim() ?? '';
        expect(tool).not.toBe('');
        await expect(link.getAttribute('aria-describedby')).resolves.toBeNull();
        expect(await page.getByRole('link', { name: tool, exact: true }).count()).toBeGreaterThan(
          0,
        );
      }
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `site-access-top-${width}`);

      // The project with a long code line: its block scrolls, and the keyboard reaches and scrolls it.
      await page
        .locator('li.project-card', { has: page.getByRole('heading', { name: CODE_PROJECT }) })
        .getByRole('button', { name: /Read More/ })
        .click();
      const dialog = page.getByRole('dialog', { name: CODE_PROJECT });
      const block = dialog.locator('pre');
      await block.waitFor();
      await loadEveryIcon(page);
      expect(await axeViolations(page)).toEqual([]);
      if (width === 390) {
        expect(await block.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
      }
      let reached = false;
      for (let step = 0; step < 20 && !reached; step += 1) {
        await page.keyboard.press('Tab');
        reached = await block.evaluate((pre) => document.activeElement === pre);
      }
      expect(reached).toBe(true);
      if (width === 390) {
        await page.keyboard.press('End');
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => block.evaluate((pre) => pre.scrollLeft), { timeout: 3000 })
          .toBeGreaterThan(0);
      }
      await shot(page, `site-access-project-dialog-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

/** The names of the first `count` tab stops, from the top of a freshly loaded page. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  return names;
}

describe('keyboard paths through the header', () => {
  for (const width of WIDTHS) {
    it(`starts with a visible skip link that jumps to the content, ${width} px`, async () => {
      const context = await openContext(width);
      const page = await context.newPage();
      await page.goto(app.url);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
      const box = await skip.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      expect(box?.height ?? 0).toBeGreaterThan(20);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await shot(page, `site-skip-link-${width}`);

      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
      // The next stop is the content's first link, past the whole header.
      await page.keyboard.press('Tab');
      await expect(focusedName(page)).resolves.toBe('a:Contact Me');
      await context.close();
    });

    it(`leaves the hidden admin link out of the tab order, ${width} px`, async () => {
      const context = await openContext(width);
      const page = await context.newPage();
      await page.goto(app.url);
      await page.getByRole('button', { name: 'Dark theme' }).waitFor();
      const stops = await tabStops(page, 10);
      expect(stops.slice(0, 2)).toEqual(['a:Skip to content', expect.stringMatching(/^a:/)]);
      expect(stops).toContain('button:Dark theme');
      expect(stops.filter((name) => /admin/i.test(name))).toEqual([]);
      // Still a link in the page for the owner and for screen readers' list of links, shown when it is focused.
      const admin = page.getByRole('link', { name: 'Admin', exact: true });
      await expect(admin.getAttribute('href')).resolves.toBe('/admin');
      await admin.focus();
      const box = await admin.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(20);
      await context.close();
    });
  }
});

describe("the owner's name", () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      it(`is drawn whole and readable by the HTML and CSS alone, before any bundle runs, ${theme}, ${width} px`, async () => {
        const context = await openContext(width, { colorScheme: theme, bypassCSP: true });
        const page = await context.newPage();
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        await page.goto(app.url, { waitUntil: 'domcontentloaded' });
        // The copy sighted visitors see (the heading's other copy is for screen readers only).
        await expect(page.locator(SHOWN_NAME).innerText()).resolves.toBe(ownerName);
        // The untyped letters' quieter colour still passes the contrast rules.
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `site-first-paint-${theme}-${width}`);
        await context.close();
      });
    }
  }

  for (const width of WIDTHS) {
    it(`stays whole on screen from the first frame while it types, without a late largest paint, ${width} px`, async () => {
      const context = await openContext(width);
      // What the visible copy shows on every frame from the first one until typing is done.
      await context.addInitScript((selector: string) => {
        const frames: string[] = [];
        (window as unknown as { nameFrames: string[] }).nameFrames = frames;
        const sample = () => {
          const shown = document.querySelector<HTMLElement>(selector);
          if (shown) frames.push(shown.innerText);
          if (performance.now() < 6000) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, SHOWN_NAME);
      const page = await context.newPage();
      await page.goto(app.url);
      await page.waitForFunction(
        () => document.querySelector('.hero-name-rest')?.textContent === '',
        undefined,
        { timeout: 15_000 },
      );
      await page.waitForFunction(() => performance.now() > 6000);
      const frames = await page.evaluate(
        () => (window as unknown as { nameFrames: string[] }).nameFrames,
      );
      expect(frames.length).toBeGreaterThan(10);
      expect(new Set(frames)).toEqual(new Set([ownerName]));
      await shot(page, `site-name-typed-${width}`);

      // Typing restyles letters already drawn: it never makes the name a new, later largest paint.
      const largest = await page.evaluate(
        () =>
          new Promise<{ time: number; inName: boolean }[]>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              resolve(
                entries.map((entry) => ({
                  time: entry.startTime,
                  inName: Boolean(entry.element?.closest('h1')),
                })),
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest.length).toBeGreaterThan(0);
      expect(
        largest.filter((entry) => entry.inName && entry.time >= TYPING_STARTS_AFTER_MS),
      ).toEqual([]);
      await context.close();
    });
  }

  it('is still and whole, with no caret, for a visitor who asked for reduced motion', async () => {
    const context = await openContext(390, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Dark theme' }).waitFor();
    const state = await page.evaluate(() => ({
      rest: document.querySelector('.hero-name-rest')?.textContent,
      caret: getComputedStyle(document.querySelector('.hero-caret') ?? document.body).display,
    }));
    expect(state).toEqual({ rest: '', caret: 'none' });
    await context.close();
  });
});
