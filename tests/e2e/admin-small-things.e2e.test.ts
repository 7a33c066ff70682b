import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, signInApi } from './support/api';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import {
  type BrowserSession,
  launchBrowser,
  SCREENSHOT_DIR,
  screenshot,
  watchConsole,
} from './support/browser';

const require = createRequire(import.meta.url);
/** axe-core, the accessibility engine Lighthouse runs, injected into the page under test. */
const AXE = require.resolve('axe-core/axe.min.js');

const PROJECT = 'Harbour';
const SENDER = 'Marina Keeper';

let app: AppProcess;
let session: BrowserSession;
let api: AdminApi;
let messageId: number;

beforeAll(async () => {
  app = await startAppProcess();
  api = await signInApi(app.url);
  const category = await api.post<{ categoryId: number }>('/api/category', { name: 'Boats' });
  await api.post('/api/project', {
    categoryId: category.categoryId,
    name: PROJECT,
    publishedAt: '2025-01-10',
    cover: '/favicon.svg',
    description: 'Berths for every boat.',
    content: '## Berths',
    pinned: false,
    hidden: false,
    tools: [],
  });
  const sent = await fetch(`${app.url}/api/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: SENDER,
      email: 'marina@example.com',
      message: 'Is a berth free?',
    }),
  });
  messageId = ((await sent.json()) as { messageId: number }).messageId;
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** axe's violations on the page as it is now, by rule and the elements concerned. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
  });
}

/** Chrome reports 4xx answers as console errors: the identity check's 401 before sign-in is expected. */
const unexpected = (problems: string[]) => problems.filter((text) => !/status of 401/.test(text));

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

const isFocused = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement);

describe('admin: View site, Mark as unread, named delete confirmations', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])('works with the keyboard and axe finds nothing at %i px', async (width, height) => {
    // CSP bypassed only so the test can inject axe; the app runs as served.
    const context = await session.browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page);

    // View site: in the sidebar, says it opens a new tab, and opens the public page there.
    const viewSite = page.getByRole('link', { name: 'View site (opens in a new tab)' });
    await viewSite.waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `sidebar-view-site-${width}`);
    // Focused, so the picture shows it as a keyboard user meets it.
    await viewSite.focus();
    await page
      .locator('aside.admin-sidebar')
      .screenshot({ path: `${SCREENSHOT_DIR}/sidebar-view-site-focused-${width}.png` });
    const [site] = await Promise.all([context.waitForEvent('page'), viewSite.click()]);
    await site.waitForLoadState('domcontentloaded');
    expect(new URL(site.url()).pathname).toBe('/');
    await site.getByText(PROJECT).first().waitFor({ state: 'attached' });
    await site.close();
    // The admin tab stays where it was.
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');

    // Mark as unread: opening reads the message, the button sets it back and the dot returns.
    await page.goto(`${app.url}/admin/messages`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: SENDER });
    await row.getByRole('button', { name: `Open message from ${SENDER}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await dialog.getByText('Is a berth free?').waitFor();
    await row.getByRole('img', { name: 'Unread' }).waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `message-mark-unread-${width}`);
    await dialog.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByText('Message marked as unread').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('img', { name: 'Unread' }).waitFor();
    const stored = await api.get<{ read: boolean }>(`/api/message/${messageId}`);
    expect(stored.read).toBe(false);

    // The delete confirmation names the project; No has focus, and gives it back to the row.
    await page.goto(`${app.url}/admin/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.getByRole('button', { name: `Delete ${PROJECT}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText(`Delete the project “${PROJECT}”?`).waitFor();
    await confirm.getByText('This action cannot be undone').waitFor();
    expect(await isFocused(page, 'No')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `delete-confirm-named-${width}`);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await isFocused(page, `Delete ${PROJECT}`)).toBe(true);
    const projects = await api.get<{ items: { name: string }[] }>('/api/project');
    expect(projects.items.map((project) => project.name)).toContain(PROJECT);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
