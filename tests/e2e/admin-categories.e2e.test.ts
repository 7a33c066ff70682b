import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

let app: AppProcess;
let session: BrowserSession;

beforeAll(async () => {
  app = await startAppProcess();
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/**
 * Chrome reports every 4xx fetch as a console error. The shell's identity
 * check answers 401 before sign-in by contract: that one is expected.
 */
function unexpected(problems: string[]) {
  return problems.filter((text) => !/status of 401/.test(text));
}

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('admin journey: categories', () => {
  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ])('signs in, adds, lists and deletes a category on a %s', async (label, width, height) => {
    const context = await session.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${app.url}/admin`);
    await page.waitForURL('**/admin/login');
    // The address changes before the login form renders: wait for it, do not sample it.
    await page.getByRole('heading', { name: 'Admin' }).waitFor({ state: 'visible' });
    await screenshot(page, `login-${width}`);

    await signIn(page);
    await screenshot(page, `dashboard-${width}`);

    await page.getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL('**/admin/categories');
    const name = `Open source ${label}`;
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill(name);
    await screenshot(page, `category-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category saved successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await screenshot(page, `categories-${width}`);

    // What the browser showed is what the API holds.
    const listed = (await (await fetch(`${app.url}/api/category`)).json()) as {
      items: { name: string }[];
    };
    expect(listed.items.map((item) => item.name)).toContain(name);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText('This action cannot be undone').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Category deleted successfully').waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('signs out and lands on the login page again', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    const identity = await page.evaluate(async () => (await fetch('/auth/identity')).status);
    expect(identity).toBe(401);
    await context.close();
  });
});

describe('public site', () => {
  it('serves the server-rendered home page and hydrates it without errors', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(app.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Contact Me' }).waitFor();
    // A visitor never downloads admin code.
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const adminEntry = manifest['src/client/admin/entry-admin.tsx']?.file;
    expect(adminEntry).toBeDefined();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(`/${adminEntry}`);
    await screenshot(page, 'home-390');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 404 page whose Go back button returns to the previous page', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(app.url, { waitUntil: 'networkidle' });
    const response = await page.goto(`${app.url}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.getByText('I swear it worked on my machine...').waitFor();
    await screenshot(page, 'not-found-1280');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(unexpected(problems).filter((text) => !/status of 404/.test(text))).toEqual([]);
    await context.close();
  });
});
