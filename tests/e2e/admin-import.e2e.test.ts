import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function resume(label: string) {
  return {
    basics: { name: 'Grace Hopper', label: 'Compiler Engineer' },
    work: [
      {
        name: `Navy ${label}`,
        position: 'Officer',
        location: 'Arlington',
        startDate: '1943',
        endDate: '1966-08',
        summary: 'Programmed the Mark I.',
      },
      { name: `Univac ${label}`, position: 'Engineer', startDate: '1949-06' },
    ],
    skills: [{ name: 'Languages', level: 'Master', keywords: ['COBOL'] }],
    languages: [{ language: `Esperanto ${label}`, fluency: 'Conversational' }],
  };
}

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

describe('admin journey: importing a CV', () => {
  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ])(
    'uploads a JSON Resume, sees the dry run, imports, and finds it on / (%s)',
    async (label, width, height) => {
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

      if (width < 600) {
        // On a phone the sidebar is behind the menu button.
        await page.goto(`${app.url}/admin/import`);
      } else {
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Import', exact: true })
          .click();
      }
      await page.waitForURL('**/admin/import');
      await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `import-empty-${width}`);

      await page.getByLabel('JSON Resume file').setInputFiles({
        name: 'resume.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(resume(label))),
      });
      await page.getByText('Chosen: resume.json').waitFor();
      await page.getByRole('button', { name: 'Check' }).click();
      const heading = page.getByRole('heading', { name: 'What the import would do' });
      await heading.waitFor();
      await expect
        .poll(() => heading.evaluate((element) => element === document.activeElement))
        .toBe(true);
      const experiences = page.getByRole('region', { name: 'Experiences' });
      await experiences.getByText(`Officer at Navy ${label}`).waitFor();
      expect(await experiences.getByText('New', { exact: true }).count()).toBe(2);
      const languages = page.getByRole('region', { name: 'Languages' });
      await languages.getByText(`Esperanto ${label}`).waitFor();
      expect(await languages.getByText('New', { exact: true }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      // The report fits the screen: no sideways scrolling, even on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await screenshot(page, `import-dry-run-${width}`);

      // Nothing is on the site before the import.
      const before = await context.newPage();
      await before.goto(app.url);
      expect(await before.getByText(`Navy ${label}`).count()).toBe(0);
      await before.close();

      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('heading', { name: 'Imported' }).waitFor();
      await page
        .getByRole('list', { name: 'Pages with imported items' })
        .getByRole('link', { name: 'Experiences' })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `import-done-${width}`);

      const site = await context.newPage();
      await site.goto(app.url);
      const experienceSection = site.locator('#experience');
      await experienceSection.getByText(`Navy ${label}`).first().waitFor();
      await experienceSection.getByText(`Univac ${label}`).first().waitFor();
      await site.close();

      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );
});
