import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDatabase } from '../../scripts/demo/seed';
import { serverAdminPages } from '../../src/server/http/admin-pages';
import { E2E_ADMIN_PASSWORD, type AppProcess, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import {
  type BrowserSession,
  launchBrowser,
  SCREENSHOT_DIR,
  screenshot,
  watchConsole,
} from './support/browser';

/*
 * The dark theme in a real browser on the demo content: the first paint is
 * in the right theme (the inline script in <head>, allowed by its CSP hash,
 * before any bundle runs), a choice is remembered, the system's scheme is
 * followed while nothing is chosen, and axe finds no violation (contrast
 * included) on any public section or admin page, in either theme, on a phone
 * and a desktop.
 */

const DARK_BACKGROUND = 'rgb(14, 18, 28)';
const LIGHT_BACKGROUND = 'rgb(245, 246, 250)';
const WIDTHS = [390, 1280] as const;
const THEMES = ['light', 'dark'] as const;

let dataDir: string;
let app: AppProcess;
let session: BrowserSession;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-theme-'));
  await seedDemoDatabase({
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  });
  app = await startAppProcess({ dataDir });
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A page whose bundles never load: what it shows is the server's markup, CSS and the inline script alone. */
async function withoutBundles(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return page;
}

async function shownTheme(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }));
}

describe('the first paint', () => {
  it.each([
    ['the public page', '/'],
    ['the admin', '/admin/login'],
    ['the not-found page', '/no-such-page'],
  ])('is dark on %s when the system is dark, before any bundle runs', async (_, route) => {
    const context = await session.browser.newContext({ colorScheme: 'dark' });
    const page = await withoutBundles(context);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${app.url}${route}`, { waitUntil: 'domcontentloaded' });
    expect(await shownTheme(page)).toEqual({
      theme: 'dark',
      background: DARK_BACKGROUND,
      scheme: 'dark',
    });
    expect(refused).toEqual([]);
    await context.close();
  });

  it('is light when the system is light', async () => {
    const context = await session.browser.newContext({ colorScheme: 'light' });
    const page = await withoutBundles(context);
    await page.goto(app.url, { waitUntil: 'domcontentloaded' });
    expect(await shownTheme(page)).toEqual({
      theme: 'light',
      background: LIGHT_BACKGROUND,
      scheme: 'light',
    });
    await context.close();
  });
});

describe('the toggle', () => {
  it('remembers the choice across reloads, and forgets it when the choice matches the system', async () => {
    const context = await session.browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(app.url);
    const toggle = page
      .getByRole('navigation', { name: 'Main' })
      .locator('..')
      .getByRole('button', {
        name: 'Dark theme',
      });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    expect((await shownTheme(page)).background).toBe(DARK_BACKGROUND);

    // A new page of the site, bundles blocked: the inline script alone reads the choice.
    const reloaded = await withoutBundles(context);
    await reloaded.goto(app.url, { waitUntil: 'domcontentloaded' });
    expect((await shownTheme(reloaded)).theme).toBe('dark');
    await reloaded.close();

    // The stored choice beats the system's scheme, in both directions.
    await page.reload();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await shownTheme(page)).theme).toBe('dark');

    // Back to light, which the system has: the choice is forgotten, the system leads again.
    await toggle.click();
    expect((await shownTheme(page)).theme).toBe('light');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the system while nothing is chosen, on the site and in the admin', async () => {
    const context = await session.browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    for (const route of ['/', '/admin/login']) {
      await page.goto(`${app.url}${route}`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      expect((await shownTheme(page)).background).toBe(DARK_BACKGROUND);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    }
    await context.close();
  });

  it("is on the admin's login page and in its sidebar, and the choice holds across the site and the admin", async () => {
    const context = await session.browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    // The login page has its own toggle.
    await page.goto(`${app.url}/admin/login`);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect((await shownTheme(page)).theme).toBe('dark');
    await signIn(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await toggle.click();
    expect((await shownTheme(page)).theme).toBe('light');
    await toggle.click();
    expect((await shownTheme(page)).theme).toBe('dark');
    await page.goto(app.url);
    expect((await shownTheme(page)).theme).toBe('dark');
    await context.close();
  });
});

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * Tool and expertise icons are fetched and inlined near the viewport: the
 * page is scrolled through first, so axe sees them as a visitor does.
 */
async function iconsInlined(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

describe('contrast and the other axe rules', () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`hold on every public section and the project dialog, ${theme}, ${width} px`, async () => {
        // axe is injected as a script: only for this check is the page's CSP set aside.
        const context = await session.browser.newContext({
          colorScheme: theme,
          viewport: { width, height: 844 },
          bypassCSP: true,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(app.url);
        await iconsInlined(page);
        expect((await shownTheme(page)).theme).toBe(theme);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `theme-site-${theme}-${width}`);

        await page
          .getByRole('button', { name: /Read More/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await iconsInlined(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `theme-project-dialog-${theme}-${width}.png`),
        });

        await page.goto(`${app.url}/no-such-page`);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });

      it(`hold on every admin page, ${theme}, ${width} px`, async () => {
        const context = await session.browser.newContext({
          colorScheme: theme,
          viewport: { width, height: 844 },
          bypassCSP: true,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(`${app.url}/admin/login`);
        await page.getByLabel('Username').waitFor();
        expect(await axeViolations(page), 'login').toEqual([]);
        await screenshot(page, `theme-admin-login-${theme}-${width}`);
        await signIn(page);
        const failures: Record<string, string[]> = {};
        for (const slug of serverAdminPages.filter((name) => name !== 'login')) {
          await page.goto(`${app.url}/admin/${slug}`);
          await page.locator('main h1').waitFor();
          await page.waitForLoadState('networkidle');
          // Lists show their rows (or their empty state) before the check.
          await page
            .locator('.ui-spinner, [aria-busy="true"]')
            .first()
            .waitFor({ state: 'detached', timeout: 5000 })
            .catch(() => undefined);
          expect((await shownTheme(page)).theme).toBe(theme);
          const violations = await axeViolations(page);
          if (violations.length > 0) failures[slug] = violations;
          await screenshot(page, `theme-admin-${slug}-${theme}-${width}`);
        }
        expect(failures).toEqual({});
        await context.close();
      }, 300_000);
    }
  }
});
