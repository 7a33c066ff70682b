import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, signInApi } from './support/api';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

let app: AppProcess;
let session: BrowserSession;
let api: AdminApi;

beforeAll(async () => {
  app = await startAppProcess();
  api = await signInApi(app.url);
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** Chrome reports 4xx answers as console errors: the 401s of a signed-out browser are expected here. */
const unexpected = (problems: string[]) => problems.filter((text) => !/status of 401/.test(text));

async function newPage(width: number, height: number) {
  // CSP bypassed only so the test can inject axe; the app runs as served.
  const context = await session.browser.newContext({
    viewport: { width, height },
    bypassCSP: true,
  });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

async function fillSignIn(page: Page) {
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin`);
  await page.waitForURL('**/admin/login');
  await fillSignIn(page);
  await page.waitForURL('**/admin/dashboard');
}

async function openCategories(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await page.waitForURL('**/admin/categories');
  await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Category' });
const discardQuestion = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await addDialog(page).waitFor();
}

/** Ends the browser's session on the server, as signing out in another tab or an expiry would. */
async function endSessionElsewhere(context: BrowserContext) {
  const cookie = (await context.cookies(app.url)).map(({ name, value }) => `${name}=${value}`);
  const response = await fetch(`${app.url}/auth/logout`, {
    method: 'POST',
    headers: { cookie: cookie.join('; ') },
  });
  expect(response.ok).toBe(true);
}

describe('no lost edits', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])(
    'a dialog with edits asks before it closes, one without closes at once (%i px)',
    async (width, height) => {
      const { context, page, problems } = await newPage(width, height);
      await signIn(page);
      await openCategories(page);

      // Nothing typed: Escape and Cancel close at once, with no question.
      await openAddDialog(page);
      await page.keyboard.press('Escape');
      await addDialog(page).waitFor({ state: 'detached' });
      await openAddDialog(page);
      await addDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await addDialog(page).waitFor({ state: 'detached' });
      expect(await discardQuestion(page).count()).toBe(0);

      // Typed and typed back: nothing is lost, so nothing is asked.
      await openAddDialog(page);
      const name = addDialog(page).getByLabel('Name');
      await name.fill('x');
      await name.fill('');
      await page.keyboard.press('Escape');
      await addDialog(page).waitFor({ state: 'detached' });

      // With edits, Escape asks; the safe answer has focus and keeps the text.
      await openAddDialog(page);
      await addDialog(page).getByLabel('Name').fill('Lighthouses');
      await page.keyboard.press('Escape');
      const question = discardQuestion(page);
      await question.waitFor();
      await expect
        .poll(() =>
          question
            .getByRole('button', { name: 'Keep editing' })
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `no-lost-edits-discard-${width}`);
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await question.waitFor({ state: 'detached' });
      expect(await addDialog(page).getByLabel('Name').inputValue()).toBe('Lighthouses');

      // A click on the backdrop outside the dialog does not throw the edits away either.
      await page.mouse.click(2, height - 2);
      expect(await addDialog(page).getByLabel('Name').inputValue()).toBe('Lighthouses');

      // Cancel asks too; Discard closes and the next opening starts empty.
      await addDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor();
      await question.getByRole('button', { name: 'Discard' }).click();
      await addDialog(page).waitFor({ state: 'detached' });
      await openAddDialog(page);
      expect(await addDialog(page).getByLabel('Name').inputValue()).toBe('');

      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    [390, 844],
    [1280, 800],
  ])(
    'asks before the page is left with edits: Back through the router, reload through the browser (%i px)',
    async (width, height) => {
      const { context, page, problems } = await newPage(width, height);
      await signIn(page);
      await openCategories(page);
      await openAddDialog(page);
      await addDialog(page).getByLabel('Name').fill('Harbours');

      // Back is held by the router's blocker: the admin app asks, staying keeps everything.
      await page.goBack();
      const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
      await leave.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `no-lost-edits-leave-${width}`);
      await leave.getByRole('button', { name: 'Stay on this page' }).click();
      await leave.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin/categories');
      expect(await addDialog(page).getByLabel('Name').inputValue()).toBe('Harbours');

      // A reload is the browser's own question (beforeunload); dismissing it keeps the page.
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.type());
        void dialog.dismiss();
      });
      await page.reload({ timeout: 3_000 }).catch(() => undefined);
      expect(asked).toEqual(['beforeunload']);
      expect(await addDialog(page).getByLabel('Name').inputValue()).toBe('Harbours');

      // Leaving on purpose goes where Back leads.
      await page.goBack();
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/admin/dashboard');

      // Without edits nothing holds a navigation back.
      await openCategories(page);
      await page.goBack();
      await page.waitForURL('**/admin/dashboard');

      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    [390, 844],
    [1280, 800],
  ])(
    'an expired session keeps the open form, says so and saves after signing in again (%i px)',
    async (width, height) => {
      const { context, page } = await newPage(width, height);
      await signIn(page);
      await openCategories(page);
      const url = page.url();
      const category = `Beacons ${width}`;
      await openAddDialog(page);
      await addDialog(page).getByLabel('Name').fill(category);

      await endSessionElsewhere(context);
      await addDialog(page).getByRole('button', { name: 'Save' }).click();

      const expired = page.getByRole('alertdialog', { name: 'Session expired' });
      await expired.waitFor();
      await expired
        .getByText('Your session has expired. Sign in again; your changes are kept.')
        .waitFor();
      // Still the same page, the form still open with what was typed.
      expect(page.url()).toBe(url);
      expect(await addDialog(page).getByLabel('Name').inputValue()).toBe(category);
      expect(await expired.getByLabel('Username').inputValue()).toBe('admin');
      await expect
        .poll(() => expired.getByLabel('Password').evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `no-lost-edits-session-expired-${width}`);

      await expired.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
      await expired.getByRole('button', { name: 'Login' }).click();
      await expired.waitFor({ state: 'detached' });
      expect(page.url()).toBe(url);
      await addDialog(page).getByRole('button', { name: 'Save' }).click();
      await page.getByText('Category saved successfully').waitFor();
      await addDialog(page).waitFor({ state: 'detached' });

      const saved = await api.get<{ items: { name: string }[] }>('/api/category?page=1&limit=1000');
      expect(saved.items.map((item) => item.name)).toContain(category);
      await context.close();
    },
  );

  it('an expired session with nothing unsaved goes to the login page and back to the same page', async () => {
    const { context, page } = await newPage(1280, 800);
    await signIn(page);
    await openCategories(page);
    await endSessionElsewhere(context);
    // The messages are private: their list answers 401. With no edits at stake, the login page
    // as before, with no dialog.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Messages', exact: true })
      .click();
    await page.waitForURL((address) => address.pathname === '/admin/login');
    // The login page's address stays plain: the page to return to is kept by the tab.
    expect(new URL(page.url()).search).toBe('');
    await fillSignIn(page);
    await page.waitForURL('**/admin/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await context.close();
  });

  it('a signed-out deep link returns to that exact page after signing in', async () => {
    const { context, page } = await newPage(1280, 800);
    const deep = '/admin/categories?search=Harb#list';
    await page.goto(`${app.url}${deep}`);
    await page.waitForURL((address) => address.pathname === '/admin/login');
    expect(new URL(page.url()).search).toBe('');
    await fillSignIn(page);
    await page.waitForURL(
      (address) => `${address.pathname}${address.search}${address.hash}` === deep,
    );
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await context.close();
  });

  it('signing out on purpose leads to the plain login page, and signing in to the dashboard', async () => {
    const { context, page } = await newPage(1280, 800);
    await signIn(page);
    await openCategories(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((address) => address.pathname === '/admin/login');
    expect(new URL(page.url()).search).toBe('');
    await fillSignIn(page);
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });

  it('a login address naming another page is not followed: signing in opens the dashboard', async () => {
    const { context, page } = await newPage(1280, 800);
    const next = 'https://evil.example/admin/dashboard';
    await page.goto(`${app.url}/admin/login?${new URLSearchParams({ next }).toString()}`);
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    await fillSignIn(page);
    await page.waitForURL((address) => address.pathname === '/admin/dashboard');
    expect(new URL(page.url()).origin).toBe(app.url);
    await context.close();
  });
});
