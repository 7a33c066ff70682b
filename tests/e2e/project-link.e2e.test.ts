import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi } from './support/api';
import { type AppProcess, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

/**
 * Every project dialog has its own address on the public page: opening one
 * changes the address, Back closes it without leaving the page, and a shared
 * link opens the dialog on load.
 */

let app: AppProcess;
let session: BrowserSession;

const PROJECT = 'Difference Engine';
const OTHER = 'Loom Cards';
const HIDDEN = 'Secret Plan';

const COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#1e3a8a"/><circle cx="600" cy="337" r="200" fill="#60a5fa"/></svg>';

async function seedContent() {
  const api = await signInApi(app.url);
  const cover = await api.upload('engine-cover.svg', 'image/svg+xml', COVER_SVG);
  const coverUrl = `/api/media/${cover.type}/${cover.name}`;
  await api.post('/api/variable', { key: 'name', value: 'Ada Lovelace', private: false });
  const category = await api.post<{ categoryId: number }>('/api/category', { name: 'Engines' });
  const project = {
    categoryId: category.categoryId,
    cover: coverUrl,
    description: 'A machine that tabulates polynomials.',
    content: '## Design notes\n\n- columns of wheels\n- a printer',
    pinned: false,
    tools: [],
  };
  await api.post('/api/project', { ...project, name: PROJECT, publishedAt: '2024-05-01' });
  await api.post('/api/project', { ...project, name: OTHER, publishedAt: '2023-05-01' });
  await api.post('/api/project', {
    ...project,
    name: HIDDEN,
    publishedAt: '2025-05-01',
    hidden: true,
  });
}

beforeAll(async () => {
  app = await startAppProcess();
  session = await launchBrowser();
  await seedContent();
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
});

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The card's Read More button (each names its project by its description). */
const readMore = (page: Page, name: string) =>
  page
    .locator('.project-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: 'Read More' });

describe('a project dialog at its own address', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])('opens from a shared link, with axe finding nothing, at %i px', async (width, height) => {
    const context = await session.browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${app.url}/#/project/difference-engine`);
    const dialog = dialogNamed(page, PROJECT);
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Design notes' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/project/difference-engine');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `project-link-shared-${width}`);

    // Back closes the dialog and stays on the page it was opened over.
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('heading', { name: 'Projects' }).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the address on opening; Back closes it; closing returns to /', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(app.url);
    const historyAtLoad = await page.evaluate(() => history.length);

    await readMore(page, PROJECT).click();
    await dialogNamed(page, PROJECT).waitFor();
    expect(new URL(page.url()).hash).toBe('#/project/difference-engine');
    await screenshot(page, 'project-link-opened-1280');

    await page.goBack();
    await dialogNamed(page, PROJECT).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${app.url}/`);
    // Still the same page: Back did not leave it, and Forward opens the project again.
    expect(await page.evaluate(() => history.length)).toBe(historyAtLoad + 1);
    await page.goForward();
    await dialogNamed(page, PROJECT).waitFor();

    // Closing (Escape, or the close button) goes back to the page's own address.
    await page.keyboard.press('Escape');
    await dialogNamed(page, PROJECT).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${app.url}/`);
    await expect(
      readMore(page, PROJECT).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    await readMore(page, OTHER).click();
    await dialogNamed(page, OTHER).waitFor();
    expect(new URL(page.url()).hash).toBe('#/project/loom-cards');
    await dialogNamed(page, OTHER).getByRole('button', { name: /close/i }).click();
    await dialogNamed(page, OTHER).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${app.url}/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([['secret-plan'], ['no-such-project']])(
    'shows the page without a dialog for a link to a project it does not show (%s)',
    async (slug) => {
      const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const response = await page.goto(`${app.url}/#/project/${slug}`);
      expect(response?.status()).toBe(200);
      await readMore(page, PROJECT).waitFor();
      // Hydrated: the page's script has read the address and settled it.
      await page.waitForFunction(() => location.hash === '');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expect(page.getByText(HIDDEN).count()).resolves.toBe(0);
      await context.close();
    },
  );
});
