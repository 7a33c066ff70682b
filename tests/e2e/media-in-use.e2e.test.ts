import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi } from './support/api';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { type BrowserSession, launchBrowser, screenshot, watchConsole } from './support/browser';

const require = createRequire(import.meta.url);
/** axe-core, the accessibility engine Lighthouse runs, injected into the page under test. */
const AXE = require.resolve('axe-core/axe.min.js');

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

/** The refused delete answers 409 (and the identity check 401 before sign-in): both expected. */
const unexpected = (problems: string[]) =>
  problems.filter((text) => !/status of (401|409)/.test(text));

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('admin: a media file in use', () => {
  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ])('is not deleted, and the page says what uses it (%s)', async (label, width, height) => {
    const api = await signInApi(app.url);
    const media = await api.upload(`harbour-${label}.png`, 'image/png', PNG);
    const url = `/api/media/${media.type}/${media.name}`;
    const category = await api.post<{ categoryId: number }>('/api/category', {
      name: `Boats ${label}`,
    });
    await api.post('/api/project', {
      name: `Harbour ${label}`,
      categoryId: category.categoryId,
      publishedAt: '2024-01-01',
      cover: url,
      description: 'A harbour',
      content: '# Harbour',
    });

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
    await page.goto(`${app.url}/admin/media`);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();

    await page.getByRole('button', { name: `Delete ${media.name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const refusal = page.getByRole('alertdialog', { name: `${media.name} was not deleted` });
    await refusal.getByText(`The file is used by: project "Harbour ${label}"`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `media-in-use-${width}`);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'detached' });

    // The file is still listed and still served.
    await page.getByRole('button', { name: `Delete ${media.name}` }).waitFor();
    expect((await fetch(`${app.url}${url}`)).status).toBe(200);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
