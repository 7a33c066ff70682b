import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, signInApi } from './support/api';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

interface Project {
  projectId: number;
  name: string;
  hidden: boolean;
}

let app: AppProcess;
let session: BrowserSession;
let api: AdminApi;
let categoryId: number;

async function addProject(name: string, publishedAt: string, description = `About ${name}`) {
  await api.post('/api/project', {
    categoryId,
    name,
    publishedAt,
    cover: '/favicon.svg',
    description,
    content: `## ${name}`,
    pinned: false,
    hidden: false,
    tools: [],
  });
}

beforeAll(async () => {
  app = await startAppProcess();
  api = await signInApi(app.url);
  categoryId = (await api.post<{ categoryId: number }>('/api/category', { name: 'Boats' }))
    .categoryId;
  // Added out of name order, so sorting by name visibly reorders them.
  await addProject('Lighthouse', '2024-05-01', 'A beacon on the cliff');
  await addProject('Harbour', '2025-01-10');
  await addProject('Anchor', '2022-02-02');
  await addProject('Quay', '2023-03-03');
  await fetch(`${app.url}/api/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Marina Keeper', email: 'marina@example.com', message: 'Hi' }),
  });
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** Chrome reports 4xx answers as console errors: the identity check's 401 before sign-in is expected. */
const unexpected = (problems: string[]) => problems.filter((text) => !/status of 401/.test(text));

async function openProjects(width: number, height: number) {
  // CSP bypassed only so the test can inject axe; the app runs as served.
  const context = await session.browser.newContext({
    viewport: { width, height },
    bypassCSP: true,
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${app.url}/admin`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.goto(`${app.url}/admin/projects`);
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  await page.getByRole('switch', { name: 'Hidden: Harbour' }).waitFor();
  return { context, page, problems };
}

/** The project names in the table, top to bottom. */
function shownNames(page: Page) {
  return page.locator('table.admin-table tbody tr td:nth-child(2)').allTextContents();
}

/** Waits until the table shows exactly these names, in this order. */
async function expectNames(page: Page, names: string[]) {
  await expect.poll(() => shownNames(page), { timeout: 5000 }).toEqual(names);
}

/** The public page as a visitor gets it. */
async function publicPage(): Promise<string> {
  return (await fetch(`${app.url}/`)).text();
}

async function storedProjects(): Promise<Project[]> {
  return (await api.get<{ items: Project[] }>('/api/project?limit=1000&sort=name:asc')).items;
}

describe('admin tables: switches, picked rows, sorting and live search', () => {
  it('hides a project from its row, and Undo shows it again on the public page', async () => {
    const { context, page, problems } = await openProjects(1280, 800);
    expect(await publicPage()).toContain('Harbour');

    const hidden = page.getByRole('switch', { name: 'Hidden: Harbour' });
    expect(await hidden.getAttribute('aria-checked')).toBe('false');
    await hidden.click();
    const toast = page.getByRole('status').filter({ hasText: 'Project “Harbour” hidden' });
    await toast.waitFor();
    await expect.poll(() => hidden.getAttribute('aria-checked')).toBe('true');
    expect(await publicPage()).not.toContain('Harbour');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tables-toggle-undo-1280');

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone: Project “Harbour” shown').waitFor();
    await expect.poll(() => hidden.getAttribute('aria-checked')).toBe('false');
    expect(await publicPage()).toContain('Harbour');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('sorts by a clicked header, both ways, and a reload keeps the order', async () => {
    const { context, page, problems } = await openProjects(1280, 800);
    // The list's own order: newest first.
    await expectNames(page, ['Harbour', 'Lighthouse', 'Quay', 'Anchor']);

    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button', { name: 'Name' }).click();
    await expectNames(page, ['Anchor', 'Harbour', 'Lighthouse', 'Quay']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name:asc');

    await nameHeader.getByRole('button', { name: 'Name' }).click();
    await expectNames(page, ['Quay', 'Lighthouse', 'Harbour', 'Anchor']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    await page.reload();
    await page.getByRole('switch', { name: 'Hidden: Harbour' }).waitFor();
    await expectNames(page, ['Quay', 'Lighthouse', 'Harbour', 'Anchor']);
    expect(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tables-sorted-1280');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('searches as the owner types, in the description too, and keeps it in the address', async () => {
    const { context, page, problems } = await openProjects(1280, 800);
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    // Typed key by key, and no Enter.
    await search.pressSequentially('BEACON', { delay: 40 });
    await expectNames(page, ['Lighthouse']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('BEACON');

    await page.reload();
    await expectNames(page, ['Lighthouse']);
    expect(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe(
      'BEACON',
    );

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await expectNames(page, ['Harbour', 'Lighthouse', 'Quay', 'Anchor']);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('hides picked rows at once and deletes them after one question naming how many', async () => {
    await addProject('Buoy one', '2021-01-01');
    await addProject('Buoy two', '2021-01-02');
    await addProject('Buoy three', '2021-01-03');
    const { context, page, problems } = await openProjects(1280, 800);
    await page.getByRole('searchbox', { name: 'Search projects' }).pressSequentially('buoy');
    await expectNames(page, ['Buoy three', 'Buoy two', 'Buoy one']);

    // Two picked by hand, hidden together.
    await page.getByRole('checkbox', { name: 'Select Buoy one' }).check();
    await page.getByRole('checkbox', { name: 'Select Buoy two' }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await page.getByText('2 projects hidden').waitFor();
    const afterHide = await storedProjects();
    expect(afterHide.filter((project) => project.hidden).map((project) => project.name)).toEqual([
      'Buoy one',
      'Buoy two',
    ]);
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'Hidden: Buoy two' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    // All three, deleted after one confirmation that says how many.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete 3 projects?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tables-bulk-delete-1280');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('3 projects deleted successfully').waitFor();
    await page.getByText('No results for “buoy”').waitFor();
    expect((await storedProjects()).map((project) => project.name)).toEqual([
      'Anchor',
      'Harbour',
      'Lighthouse',
      'Quay',
    ]);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it.each([
    [390, 844],
    [1280, 800],
  ])(
    'axe finds nothing on the table, its notice and its question at %i px',
    async (width, height) => {
      const { context, page, problems } = await openProjects(width, height);
      await page.getByRole('checkbox', { name: 'Select Quay' }).check();
      await page.getByRole('switch', { name: 'Pinned: Anchor' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Project “Anchor” pinned' });
      await toast.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tables-projects-${width}`);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await page.getByText('Undone: Project “Anchor” unpinned').waitFor();

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('alertdialog').getByText('Delete 1 project?').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tables-bulk-question-${width}`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
      expect((await storedProjects()).map((project) => project.name)).toContain('Quay');

      // The inbox: the read state is a switch among the row's actions.
      await page.goto(`${app.url}/admin/messages`);
      const read = page.getByRole('switch', { name: 'Read: message from Marina Keeper' });
      // The inbox's own order, newest first, shows on its header before any click.
      expect(
        await page.getByRole('columnheader', { name: 'Date and time' }).getAttribute('aria-sort'),
      ).toBe('descending');
      await read.click();
      await page.getByText('Message from Marina Keeper marked as read').waitFor();
      await expect.poll(() => read.getAttribute('aria-checked')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tables-messages-${width}`);
      // Back to unread, so the other width starts from the same state.
      await read.click();
      await expect.poll(() => read.getAttribute('aria-checked')).toBe('false');

      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );
});
