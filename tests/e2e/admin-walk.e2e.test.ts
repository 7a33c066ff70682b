import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentModules } from '../../src/server/modules/content-registry';
import { createFixtureRows, type FixtureClient, isFixtureName } from '../server/support/crud-cases';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import {
  type BrowserSession,
  launchBrowser,
  screenshot,
  visitFromSidebar,
} from './support/browser';

/**
 * One signed-in browser walks every admin page through the sidebar: each
 * entity is added, listed, edited and deleted through its dialogs, media is
 * uploaded, a visitor's message is read, and the dashboard filtered. Then the
 * lists are filled through the API (with long texts, and a few visits so the
 * charts draw bars) and every page is photographed at 390 px and again at
 * 1280 px, with no sideways scrolling and no console errors allowed.
 * Screenshots land in test-results/screenshots as <page>-1280.png,
 * <page>-390.png and <page>-full-1280.png, plus a few dialogs.
 */

let app: AppProcess;
let session: BrowserSession;
let context: BrowserContext;
let page: Page;
let tempDir: string;
let pngPath: string;

interface ConsoleProblem {
  text: string;
  url: string;
}
const problems: ConsoleProblem[] = [];

/** A 1×1 PNG: small enough to upload in no time, real enough to be detected and shown. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Served by the app itself: the closed network reaches nothing else, and a failed image is a console error. */
const ICON = '/favicon.svg';

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), 'admin-walk-'));
  pngPath = path.join(tempDir, 'walk-pixel.png');
  writeFileSync(pngPath, PNG);
  app = await startAppProcess();
  session = await launchBrowser();
  context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => problems.push({ text: error.message, url: '' }));
});

afterAll(async () => {
  await context?.close();
  await session?.close();
  await app?.stop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

/**
 * Console errors since the last check. Chrome logs every 4xx fetch as an
 * error; the shell's identity check answers 401 before sign-in by contract,
 * and that one alone is expected.
 */
function takeUnexpectedProblems(): string[] {
  const found = problems
    .filter(({ text, url }) => !(/status of 401/.test(text) && url.endsWith('/auth/identity')))
    .map(({ text, url }) => (url ? `${text} (${url})` : text));
  problems.length = 0;
  return found;
}

/**
 * A full-page screenshot once finite animations and transitions are done:
 * dialogs fade and scale in, and a shot taken mid-way shows the page through them.
 */
async function shot(name: string) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await screenshot(page, name);
}

const visit = (link: string, slug: string, heading: string) =>
  visitFromSidebar(page, link, slug, heading);

/** Waits for a success notice, then dismisses it so the next identical one is a new one. */
async function expectToast(text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.waitFor();
  // It may close on its own (3 s) just before the click; either way it must be gone.
  await toast
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: 'detached' });
}

/** The list row holding a cell with exactly this text. */
function row(cellText: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });
}

async function addThroughDialog(entity: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${entity}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(`${entity} saved successfully`);
  await dialog.waitFor({ state: 'detached' });
}

async function editThroughDialog(
  rowLabel: string,
  entity: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: `Edit ${rowLabel}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${entity}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(`${entity} saved successfully`);
  await dialog.waitFor({ state: 'detached' });
}

async function deleteThroughConfirm(rowLabel: string, entity: string) {
  await page.getByRole('button', { name: `Delete ${rowLabel}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByText('This action cannot be undone').waitFor();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(`${entity} deleted successfully`);
  await confirm.waitFor({ state: 'detached' });
}

/** Adds a tool in the open 'Manage Tools' dialog over `dialog`, and closes it. */
async function attachTool(dialog: Locator, tool: string, shotName?: string) {
  await dialog.getByRole('button', { name: 'Manage Tools' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage Tools' });
  await manager.getByRole('button', { name: `Add ${tool}`, exact: true }).click();
  await manager.getByRole('button', { name: `Remove ${tool}`, exact: true }).waitFor();
  await expect(
    manager.getByRole('button', { name: `Add ${tool}`, exact: true }).isDisabled(),
  ).resolves.toBe(true);
  if (shotName) await shot(shotName);
  await manager.getByRole('button', { name: 'Done' }).click();
  await manager.waitFor({ state: 'detached' });
  await dialog.getByRole('list', { name: 'Selected tools' }).getByText(tool).waitFor();
}

async function postMessage(name: string, email: string, message: string) {
  // From Node, as a non-browser client: no Origin header, so the cross-site guard lets it in.
  const response = await fetch(`${app.url}/api/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, message }),
  });
  expect(response.status).toBeLessThan(300);
}

describe('admin walk: every page at 1280 px', () => {
  it('signs in and filters the dashboard', async () => {
    await page.goto(`${app.url}/admin`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await shot('login-1280');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const period = page.getByRole('region', { name: 'Period' });
    const showing = period.getByRole('status');
    await expect(showing.textContent()).resolves.toBe('Showing: The last 7 days');
    await period.getByLabel('Start date').fill('01.01.2024');
    await period.getByLabel('End date').fill('31.01.2024');
    await period.getByRole('button', { name: 'Filter' }).click();
    await showing.filter({ hasText: '01.01.2024 – 31.01.2024' }).waitFor();
    await period.getByRole('button', { name: 'Clear' }).click();
    await showing.filter({ hasText: 'The last 7 days' }).waitFor();
    await expect(period.getByLabel('Start date').inputValue()).resolves.toBe('');
    await expect(period.getByLabel('End date').inputValue()).resolves.toBe('');

    await page.getByRole('heading', { level: 2, name: 'Visits', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Project Views', exact: true }).waitFor();
    await shot('dashboard-1280');
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('variables: add, edit, delete', async () => {
    await visit('Variables', 'variables', 'Variables');
    await addThroughDialog('Variable', async (dialog) => {
      await dialog.getByLabel('Key').fill('walk_key');
      await dialog.getByLabel('Value').fill('first value');
    });
    await row('walk_key').getByRole('cell', { name: 'first value' }).waitFor();
    await editThroughDialog('walk_key', 'Variable', async (dialog) => {
      await expect(dialog.getByLabel('Key').isDisabled()).resolves.toBe(true);
      await dialog.getByLabel('Value').fill('second value');
    });
    await row('walk_key').getByRole('cell', { name: 'second value' }).waitFor();
    await shot('variables-1280');
    await deleteThroughConfirm('walk_key', 'Variable');
    await row('walk_key').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('tools: add and edit (deleted once nothing uses it)', async () => {
    await visit('Tools', 'tools', 'Tools');
    await addThroughDialog('Tool', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Tool');
      await dialog.getByLabel('Icon URL').fill(ICON);
      await dialog.getByLabel('Link URL').fill('https://example.com/walk');
    });
    await row('Walk Tool').waitFor();
    await editThroughDialog('Walk Tool', 'Tool', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Tool Edited');
    });
    await row('Walk Tool Edited').getByRole('link', { name: 'https://example.com/walk' }).waitFor();
    await row('Walk Tool').waitFor({ state: 'detached' });
    await shot('tools-1280');
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('categories: add and edit (deleted after the project)', async () => {
    await visit('Categories', 'categories', 'Categories');
    await addThroughDialog('Category', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Category');
    });
    await row('Walk Category').waitFor();
    await editThroughDialog('Walk Category', 'Category', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Category Edited');
    });
    await row('Walk Category Edited').waitFor();
    await row('Walk Category').waitFor({ state: 'detached' });
    await shot('categories-1280');
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('projects: add with a category and a tool, edit, preview, delete', async () => {
    await visit('Projects', 'projects', 'Projects');
    await addThroughDialog('Project', async (dialog) => {
      await dialog.getByLabel('Category').selectOption({ label: 'Walk Category Edited' });
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Project');
      await dialog.getByLabel('Cover').fill(ICON);
      await dialog.getByLabel('Description').fill('A project made on the walk.');
      await dialog.getByLabel('Content').fill('# Walk\n\nSome **markdown** content.');
      await attachTool(dialog, 'Walk Tool Edited', 'tool-manager-1280');
      await shot('project-dialog-1280');
    });
    const added = row('Walk Project');
    await added.getByRole('cell', { name: 'Walk Category Edited', exact: true }).waitFor();
    await added.getByRole('img', { name: 'Walk Tool Edited' }).waitFor();

    await editThroughDialog('Walk Project', 'Project', async (dialog) => {
      await expect(dialog.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(
        'Walk Project',
      );
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Project Two');
    });
    await row('Walk Project Two').getByRole('img', { name: 'Walk Tool Edited' }).waitFor();
    await row('Walk Project').waitFor({ state: 'detached' });
    await shot('projects-1280');

    await page.getByRole('button', { name: 'Preview Walk Project Two', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '~/projects/walk-project-two' });
    await preview.getByRole('heading', { name: 'Walk Project Two' }).waitFor();
    await preview.getByRole('link', { name: 'Walk Tool Edited' }).waitFor();
    await preview.getByRole('heading', { name: 'Walk', exact: true }).waitFor();
    await shot('project-preview-1280');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    await deleteThroughConfirm('Walk Project Two', 'Project');
    await row('Walk Project Two').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('categories: deletes the one no project uses any more', async () => {
    await visit('Categories', 'categories', 'Categories');
    await deleteThroughConfirm('Walk Category Edited', 'Category');
    await row('Walk Category Edited').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('expertise: add, edit, delete', async () => {
    await visit('Expertise', 'expertise', 'Expertise');
    await addThroughDialog('Expertise', async (dialog) => {
      await dialog.getByLabel('Icon').fill(ICON);
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Expertise');
      await dialog.getByLabel('Description').fill('Walking through every page.');
    });
    await row('Walk Expertise').waitFor();
    await editThroughDialog('Walk Expertise', 'Expertise', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Expertise Edited');
    });
    await row('Walk Expertise Edited').waitFor();
    await row('Walk Expertise').waitFor({ state: 'detached' });
    await shot('expertise-1280');
    await deleteThroughConfirm('Walk Expertise Edited', 'Expertise');
    await row('Walk Expertise Edited').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('experiences: add with a tool, edit, delete', async () => {
    await visit('Experiences', 'experiences', 'Experiences');
    await addThroughDialog('Experience', async (dialog) => {
      await dialog.getByLabel('Company').fill('Walk Co');
      await dialog.getByLabel('Title', { exact: true }).fill('Walker');
      await dialog.getByLabel('Location', { exact: true }).fill('Remote');
      await dialog.getByLabel('Type').selectOption({ label: 'Freelance' });
      await dialog.getByLabel('Cover').fill(ICON);
      await dialog.getByLabel('Start At').fill('01.02.2023');
      await dialog.getByLabel('Description').fill('Walked every admin page.');
      await attachTool(dialog, 'Walk Tool Edited');
      await shot('experience-dialog-1280');
    });
    const added = row('Walk Co');
    await added.getByRole('cell', { name: 'Freelance', exact: true }).waitFor();
    await added.getByRole('cell', { name: 'Present', exact: true }).waitFor();
    await added.getByRole('img', { name: 'Walk Tool Edited' }).waitFor();
    await editThroughDialog('Walker at Walk Co', 'Experience', async (dialog) => {
      await dialog.getByLabel('Location', { exact: true }).fill('Lisbon');
    });
    await row('Walk Co').getByRole('cell', { name: 'Lisbon', exact: true }).waitFor();
    await shot('experiences-1280');
    await deleteThroughConfirm('Walker at Walk Co', 'Experience');
    await row('Walk Co').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('tools: deletes the one nothing uses any more', async () => {
    await visit('Tools', 'tools', 'Tools');
    await deleteThroughConfirm('Walk Tool Edited', 'Tool');
    await row('Walk Tool Edited').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('certificates: add, edit, delete', async () => {
    await visit('Certificates', 'certificates', 'Certifications');
    await addThroughDialog('Certification', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Cert');
      await dialog.getByLabel('Issuer').fill('Walk Board');
      await dialog.getByLabel('Issued At').fill('01.03.2024');
    });
    const added = row('Walk Cert');
    await added.getByRole('cell', { name: 'Never', exact: true }).waitFor();
    await expect(added.getByRole('cell', { name: 'N/A', exact: true }).count()).resolves.toBe(2);
    await editThroughDialog('Walk Cert', 'Certification', async (dialog) => {
      await dialog.getByLabel('Issuer').fill('Walk Board Two');
    });
    await row('Walk Cert').getByRole('cell', { name: 'Walk Board Two', exact: true }).waitFor();
    await shot('certificates-1280');
    await deleteThroughConfirm('Walk Cert', 'Certification');
    await row('Walk Cert').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('education: add, edit, delete', async () => {
    await visit('Education', 'education', 'Education');
    await addThroughDialog('Education', async (dialog) => {
      await dialog.getByLabel('School').fill('Walk School');
      await dialog.getByLabel('Location', { exact: true }).fill('Porto');
      await dialog.getByLabel('Title', { exact: true }).fill('BSc Walking');
      await dialog.getByLabel('Start At').fill('01.09.2015');
      await dialog.getByLabel('End At').fill('30.06.2019');
      await dialog.getByLabel('GPA').fill('3.5');
    });
    await row('Walk School').getByRole('cell', { name: '3.5', exact: true }).waitFor();
    await editThroughDialog('BSc Walking, Walk School', 'Education', async (dialog) => {
      await dialog.getByLabel('Location', { exact: true }).fill('Braga');
    });
    await row('Walk School').getByRole('cell', { name: 'Braga', exact: true }).waitFor();
    await shot('education-1280');
    await deleteThroughConfirm('BSc Walking, Walk School', 'Education');
    await row('Walk School').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('skillsets: adds the one the skill needs', async () => {
    await visit('Skillsets', 'skillsets', 'Skillsets');
    await addThroughDialog('Skillset', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Set');
    });
    await row('Walk Set').waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('skills: add to the skillset, edit, delete', async () => {
    await visit('Skills', 'skills', 'Skills');
    await addThroughDialog('Skill', async (dialog) => {
      await dialog.getByLabel('Skillset').selectOption({ label: 'Walk Set' });
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Skill');
    });
    await row('Walk Skill').getByRole('cell', { name: 'Walk Set', exact: true }).waitFor();
    await editThroughDialog('Walk Skill', 'Skill', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Skill Edited');
    });
    await row('Walk Skill Edited').waitFor();
    await row('Walk Skill').waitFor({ state: 'detached' });
    await shot('skills-1280');
    await deleteThroughConfirm('Walk Skill Edited', 'Skill');
    await row('Walk Skill Edited').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('skillsets: edit and delete once no skill uses it', async () => {
    await visit('Skillsets', 'skillsets', 'Skillsets');
    await editThroughDialog('Walk Set', 'Skillset', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Walk Set Edited');
    });
    await row('Walk Set Edited').waitFor();
    await row('Walk Set').waitFor({ state: 'detached' });
    await shot('skillsets-1280');
    await deleteThroughConfirm('Walk Set Edited', 'Skillset');
    await row('Walk Set Edited').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('admins: add, deactivate, delete', async () => {
    await visit('Admins', 'admins', 'Admins');
    await addThroughDialog('Admin', async (dialog) => {
      await expect(dialog.getByLabel('Active').isDisabled()).resolves.toBe(true);
      await dialog.getByLabel('Username').fill('walker');
      await dialog.getByLabel('Password').fill('walk-password-1');
    });
    await row('walker').getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    await editThroughDialog('walker', 'Admin', async (dialog) => {
      await dialog.getByLabel('Active').selectOption({ label: 'Inactive' });
    });
    await row('walker').getByRole('cell', { name: 'No', exact: true }).waitFor();
    await shot('admins-1280');
    await deleteThroughConfirm('walker', 'Admin');
    await row('walker').waitFor({ state: 'detached' });
    await row('admin').waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('media: upload a PNG, see it listed, delete it', async () => {
    await visit('Media', 'media', 'Media');
    await addThroughDialog('Media', async (dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('walk-pixel');
      await dialog.getByLabel('File').setInputFiles(pngPath);
    });
    const added = row('walk-pixel');
    await added.getByRole('cell', { name: 'walk-pixel.png', exact: true }).waitFor();
    await added.getByRole('link', { name: 'Open walk-pixel in a new tab' }).waitFor();
    // The thumbnail really loaded from the server.
    await expect
      .poll(() => added.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    await shot('media-1280');
    await deleteThroughConfirm('walk-pixel', 'Media');
    await row('walk-pixel').waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('messages: reads a visitor message and it stops being unread', async () => {
    await postMessage('Walk Sender', 'walk.sender@example.com', 'Hello from the walk.');
    await visit('Messages', 'messages', 'Messages');
    await expect(page.getByRole('button', { name: 'Add', exact: true }).count()).resolves.toBe(0);
    const message = page.getByRole('row').filter({ hasText: 'walk.sender@example.com' });
    await message.getByRole('img', { name: 'Unread' }).waitFor();
    await shot('messages-1280');

    await message.getByRole('button', { name: 'Open message from Walk Sender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await dialog.getByText('Walk Sender', { exact: true }).waitFor();
    await dialog.getByText('Hello from the walk.', { exact: true }).waitFor();
    await expect(dialog.getByRole('link', { name: 'Reply' }).getAttribute('href')).resolves.toMatch(
      /^mailto:walk\.sender@example\.com$/,
    );
    await shot('message-dialog-1280');
    // Marked read on opening: the list reloads behind the dialog without the dot.
    await message.getByRole('img', { name: 'Unread' }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(message.getByRole('img', { name: 'Unread' }).count()).resolves.toBe(0);

    await deleteThroughConfirm('message from Walk Sender', 'Message');
    await message.waitFor({ state: 'detached' });
    expect(takeUnexpectedProblems()).toEqual([]);
  });
});

/** A page (its path under /admin) whose heading is not its sidebar label. */
const HEADINGS: Partial<Record<string, string>> = { certificates: 'Certifications' };

/** Per page (its path under /admin), a text the fill put in its list. */
const cells: Record<string, string> = {};

describe('admin walk: every page at 390 px, with full lists', () => {
  /** Same-origin API calls with the signed-in cookie, to give the lists something to show. */
  async function create<T>(route: string, data: object): Promise<T> {
    const response = await page.request.post(`${app.url}/api/${route}`, { data });
    expect(response.status(), `${route}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  }

  it('fills every list through the API', async () => {
    Object.assign(cells, {
      variables: 'max_message_length',
      tools: 'PostgreSQL',
      categories: 'Developer tooling and infrastructure',
      projects: 'A portfolio CMS with a rather long project name',
      expertise: 'Full-stack web development',
      experiences: 'Senior Software Engineer',
      certificates: 'Certified Kubernetes Application Developer',
      education: 'MSc Informatics and Computing Engineering',
      skills: 'SQL',
      skillsets: 'Languages',
      messages: 'Maria Fernanda',
      admins: 'second-admin',
      media: 'phone-pixel',
    });
    const category = await create<{ categoryId: number }>('category', {
      name: 'Developer tooling and infrastructure',
    });
    const tools = [];
    for (const name of ['TypeScript', 'React', 'PostgreSQL']) {
      tools.push(
        await create<{ toolId: number }>('tool', {
          name,
          icon: ICON,
          link: `https://example.com/tools/${name.toLowerCase()}/documentation/getting-started`,
        }),
      );
    }
    const toolIds = tools.map((tool) => tool.toolId);
    const project = await create<{ projectId: number }>('project', {
      categoryId: category.categoryId,
      name: 'A portfolio CMS with a rather long project name',
      publishedAt: '2024-05-31',
      cover: ICON,
      description: 'Public site and admin back office.',
      content: '# Portfolio\n\nA **markdown** body with a [link](https://example.com).',
      pinned: true,
      hidden: false,
      tools: toolIds,
    });
    await create('expertise', {
      icon: ICON,
      name: 'Full-stack web development',
      description: 'From the database to the pixels.',
    });
    await create('experience', {
      company: 'International Business Machines Corporation',
      title: 'Senior Software Engineer',
      location: 'Lisbon, Portugal',
      cover: ICON,
      startAt: '2021-01-04',
      endAt: null,
      type: 'full_time',
      description: 'Built things.',
      hidden: false,
      tools: toolIds,
    });
    await create('certification', {
      name: 'Certified Kubernetes Application Developer',
      issuer: 'The Linux Foundation',
      issuedAt: '2023-03-01',
      expiresAt: '2026-03-01',
      certificationNumber: 'LF-1234567890',
      link: 'https://training.linuxfoundation.org/certification/verify/LF-1234567890',
    });
    await create('education', {
      school: 'University of Porto, Faculty of Engineering',
      location: 'Porto, Portugal',
      title: 'MSc Informatics and Computing Engineering',
      startAt: '2015-09-01',
      endAt: '2020-07-15',
      gpa: 17.5,
      hidden: false,
    });
    const skillset = await create<{ skillsetId: number }>('skillset', { name: 'Languages' });
    await create('skill', { skillsetId: skillset.skillsetId, name: 'TypeScript' });
    await create('skill', { skillsetId: skillset.skillsetId, name: 'SQL' });
    await create('admin', { username: 'second-admin', password: 'second-password-1' });
    const upload = await page.request.post(`${app.url}/api/media`, {
      multipart: {
        name: 'phone-pixel',
        private: 'false',
        file: { name: 'phone-pixel.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(upload.status(), await upload.text()).toBeLessThan(300);
    // Visitors, so the dashboard has bars to draw: home page visits (a browser-like agent, since
    // headless Chromium counts as a bot) and project views read without the admin cookie.
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
      'Mozilla/5.0 Safari/605',
    ]) {
      expect((await fetch(`${app.url}/`, { headers: { 'user-agent': agent } })).status).toBe(200);
    }
    for (let view = 0; view < 3; view += 1) {
      expect((await fetch(`${app.url}/api/project/${project.projectId}`)).status).toBe(200);
    }
    await postMessage(
      'Maria Fernanda dos Santos Oliveira',
      'maria.fernanda.santos.oliveira@a-long-company-domain.example.com',
      'Hello!\n\nI saw your portfolio and would like to talk about a project.',
    );
    // Every other registered entity gets a row from its test fixture, with a long text.
    const fixtureAdmin: FixtureClient = {
      post: async (route, data) => {
        const response = await page.request.post(`${app.url}${route}`, { data });
        return { status: response.status(), body: await response.json() };
      },
    };
    for (const module of contentModules) {
      if (cells[module.adminPage] || !isFixtureName(module.name)) continue;
      const text = `Walk ${module.name} with a rather long text to see how the list wraps it`;
      await createFixtureRows(fixtureAdmin, module.name, [text]);
      cells[module.adminPage] = text;
    }
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  /**
   * Every page the sidebar links to, in its order (the admin builds it from
   * its registry of pages), each with a cell the fill above put in its list.
   */
  async function pages(): Promise<[link: string, slug: string, heading: string, cell?: string][]> {
    const links = await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link')
      .evaluateAll((found) =>
        found.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']),
      );
    return links.map(([label = '', href = '']) => {
      const slug = href.replace('/admin/', '');
      return [label, slug, HEADINGS[slug] ?? label, cells[slug]];
    });
  }

  /** Every page from the sidebar at one width: a full-page shot, no sideways scroll, a clean console. */
  async function tour(width: number, suffix: string) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    const tourPages = await pages();
    // Every registered module's page is in the tour, and shows a row.
    expect(
      contentModules
        .filter(
          (module) => !tourPages.some(([, slug, , cell]) => slug === module.adminPage && cell),
        )
        .map(({ name }) => name),
    ).toEqual([]);
    for (const [link, slug, heading, cell] of tourPages) {
      await visit(link, slug, heading);
      // On a phone each cell also reads its column name (the card layout's label), so match text.
      if (cell) await page.getByRole('row').filter({ hasText: cell }).first().waitFor();
      if (slug === 'dashboard') {
        await page.getByRole('img', { name: /^Project Views from/ }).waitFor();
        await page.getByRole('img', { name: /^Visits from/ }).waitFor();
      }
      // Lazy images below the fold load as the full-page shot scrolls; let them settle.
      await page.waitForLoadState('networkidle');
      await shot(`${slug}-${suffix}`);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth),
        `${slug} scroll width`,
      ).resolves.toBeLessThanOrEqual(width);
      expect(takeUnexpectedProblems(), slug).toEqual([]);
    }
  }

  it('visits every page through the icon sidebar at 390 px', async () => {
    await tour(390, '390');
  });

  it('shows the dialogs on a phone', async () => {
    await visit('Projects', 'projects', 'Projects');
    const name = 'A portfolio CMS with a rather long project name';
    await page.getByRole('button', { name: `Preview ${name}`, exact: true }).click();
    const preview = page.getByRole('dialog', {
      name: '~/projects/a-portfolio-cms-with-a-rather-long-project-name',
    });
    await preview.getByRole('link', { name: 'PostgreSQL' }).waitFor();
    await shot('project-preview-390');
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('list', { name: 'Selected tools' }).getByText('React').waitFor();
    await shot('project-dialog-390');
    await dialog.getByRole('button', { name: 'Manage Tools' }).click();
    const manager = page.getByRole('dialog', { name: 'Manage Tools' });
    await manager.getByRole('button', { name: 'Remove React' }).waitFor();
    await shot('tool-manager-390');
    await manager.getByRole('button', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await visit('Messages', 'messages', 'Messages');
    await page.getByRole('button', { name: /^Open message from Maria/ }).click();
    const message = page.getByRole('dialog', { name: 'Message' });
    await message.getByText('I saw your portfolio', { exact: false }).waitFor();
    await shot('message-dialog-390');
    await message.getByRole('button', { name: 'Close' }).click();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('visits every page again at 1280 px with the lists full', async () => {
    await tour(1280, 'full-1280');
  });

  it('signs out to the login page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await shot('login-390');
    expect(takeUnexpectedProblems()).toEqual([]);
  });
});
