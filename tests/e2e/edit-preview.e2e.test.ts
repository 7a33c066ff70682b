import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, signInApi } from './support/api';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import {
  type BrowserSession,
  launchBrowser,
  screenshot,
  visitFromSidebar,
  watchConsole,
} from './support/browser';

/*
 * Seeing an edit before saving it, in a real browser: the project's markdown
 * and the About text render in a live preview as they are typed, an image
 * without alt text is refused by the form with a message naming it (and
 * nothing is stored), and the project's tools are picked in one searchable
 * multi-select, by keyboard too. axe finds nothing at 390 and 1280 px.
 */

const PROJECT = 'Lighthouse';
const TOOL_NAMES = ['Docker', 'PostgreSQL', 'React', 'TypeScript', 'Vite'];
const ABOUT_BEFORE = '<p>Keeper of the light.</p>';

interface Project {
  projectId: number;
  content: string;
  tools: { name: string }[];
}

let app: AppProcess;
let session: BrowserSession;
let api: AdminApi;
let projectId: number;
let categoryId: number;

beforeAll(async () => {
  app = await startAppProcess();
  api = await signInApi(app.url);
  categoryId = (await api.post<{ categoryId: number }>('/api/category', { name: 'Coast' }))
    .categoryId;
  for (const name of TOOL_NAMES) {
    await api.post('/api/tool', {
      name,
      icon: '/favicon.svg',
      link: `https://example.com/${name.toLowerCase()}`,
    });
  }
  projectId = (await api.post<{ projectId: number }>('/api/project', projectFields())).projectId;
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await app?.stop();
});

function projectFields() {
  return {
    categoryId,
    name: PROJECT,
    publishedAt: '2025-03-01',
    cover: '/favicon.svg',
    description: 'A light on the rocks.',
    content: '## Old notes',
    pinned: false,
    hidden: false,
    tools: [] as number[],
  };
}

/** Chrome reports 4xx answers as console errors: the 401 before sign-in and the refused saves are expected. */
const unexpected = (problems: string[]) =>
  problems.filter((text) => !/status of (400|401)/.test(text));

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.closest('label')?.textContent?.trim() ?? active?.getAttribute('aria-label');
  });

const chipNames = async (dialog: Locator) =>
  (await dialog
    .getByRole('list', { name: 'Selected tools' })
    .locator('.content-chip-label')
    .allTextContents()) as string[];

describe('see it before saving', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])(
    'previews markdown, refuses images without alt, picks tools at %i px',
    async (width, height) => {
      await api.put(`/api/project/${projectId}`, projectFields());
      await api.put('/api/variable/about', { value: ABOUT_BEFORE });
      // CSP bypassed only so the test can inject axe; the app runs as served.
      const context = await session.browser.newContext({
        viewport: { width, height },
        bypassCSP: true,
      });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await signIn(page);

      // --- Project content: the preview follows the typing, nothing is saved yet.
      await visitFromSidebar(page, 'Projects', 'projects');
      await page.getByRole('button', { name: `Edit ${PROJECT}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Project' });
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await preview.getByRole('heading', { name: 'Old notes' }).waitFor();
      const content = dialog.getByRole('textbox', { name: 'Content' });
      await content.fill('## Keeper notes\n\nThe **lamp** turns.\n\n- Oil\n- Wick');
      await preview.getByRole('heading', { name: 'Keeper notes' }).waitFor();
      await preview.locator('strong', { hasText: 'lamp' }).waitFor();
      expect(await preview.getByRole('listitem').allTextContents()).toEqual(['Oil', 'Wick']);
      expect((await api.get<Project>(`/api/project/${projectId}`)).content).toBe('## Old notes');

      // --- Tools: one multi-select, searched as typed, picked by keyboard.
      const search = dialog.getByRole('searchbox', { name: 'Search tools' });
      const options = dialog.getByRole('list', { name: 'Tools to pick' });
      await options.getByRole('checkbox').first().waitFor();
      expect(await options.getByRole('checkbox').count()).toBe(TOOL_NAMES.length);
      await search.fill('typ');
      await dialog.getByText('1 of 5 tools').waitFor();
      expect(await options.getByRole('checkbox').count()).toBe(1);
      // Enter picks the first match; it does not save the form.
      await search.press('Enter');
      expect(await chipNames(dialog)).toEqual(['TypeScript']);
      expect(await dialog.isVisible()).toBe(true);
      // Escape clears the search first; the dialog stays open.
      await search.press('Escape');
      expect(await search.inputValue()).toBe('');
      expect(await dialog.isVisible()).toBe(true);
      expect(await options.getByRole('checkbox').count()).toBe(TOOL_NAMES.length);
      // Down into the boxes, Space ticks one.
      await search.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await focusedName(page)).toBe('React');
      await page.keyboard.press('Space');
      expect(await chipNames(dialog)).toEqual(['TypeScript', 'React']);
      expect(await options.getByRole('checkbox', { name: 'React' }).isChecked()).toBe(true);
      await dialog.getByRole('group', { name: 'Tools' }).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `edit-preview-tools-${width}`);

      // --- An image without alt: warned in the preview, refused on Save.
      await content.fill('## Keeper notes\n\nThe **lamp** turns.\n\n![](/favicon.svg)');
      // Said at once: in the preview's status line, or under the field once the form checks it.
      await dialog
        .getByText(/^An image has no alt text/)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `edit-preview-project-${width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The field says why; the dialog stays open with the text.
      const contentError = dialog.locator('.ui-field-error', {
        hasText: 'An image has no alt text: describe each image',
      });
      await contentError.waitFor();
      expect(await dialog.isVisible()).toBe(true);
      expect((await api.get<Project>(`/api/project/${projectId}`)).content).toBe('## Old notes');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `edit-preview-project-refused-${width}`);

      // Described, it saves, with both tools picked.
      await content.fill(
        '## Keeper notes\n\nThe **lamp** turns.\n\n![The lamp room](/favicon.svg)',
      );
      await preview.getByRole('img', { name: 'The lamp room' }).waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Project saved successfully').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      const saved = await api.get<Project>(`/api/project/${projectId}`);
      expect(saved.content).toContain('![The lamp room](/favicon.svg)');
      expect(saved.tools.map((tool) => tool.name).sort()).toEqual(['React', 'TypeScript']);

      // --- About: markdown with a live preview, an <img> without alt refused.
      await visitFromSidebar(page, 'Variables', 'variables');
      await page.getByRole('button', { name: 'Edit about', exact: true }).click();
      const about = page.getByRole('dialog', { name: 'Edit Variable' });
      const aboutPreview = about.getByRole('region', { name: 'Preview' });
      await aboutPreview.getByText('Keeper of the light.').waitFor();
      const value = about.getByRole('textbox', { name: 'Value' });
      await value.fill('I keep the **light** on.\n\n<img src="/favicon.svg">');
      await aboutPreview.locator('strong', { hasText: 'light' }).waitFor();
      await about
        .getByText(/^An image has no alt text/)
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `edit-preview-about-${width}`);
      await about.getByRole('button', { name: 'Save' }).click();
      await about
        .locator('.ui-field-error', { hasText: 'An image has no alt text: describe each image' })
        .waitFor();
      expect((await api.get<{ value: string }>('/api/variable/about')).value).toBe(ABOUT_BEFORE);

      await value.fill('I keep the **light** on.\n\n<img src="/favicon.svg" alt="The lamp">');
      await about.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Variable saved successfully').first().waitFor();
      await about.waitFor({ state: 'detached' });

      // The public page shows what the preview showed.
      await page.goto(`${app.url}/`);
      const section = page.locator('#about');
      await section.locator('strong', { hasText: 'light' }).waitFor({ state: 'attached' });
      await section.getByRole('img', { name: 'The lamp' }).waitFor({ state: 'attached' });

      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );
});
