import type { Locator, Page } from 'playwright-core';
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
  session = await launchBrowser();
  api = await signInApi(app.url);
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
});

/** A 16:9 picture in one colour, as an owner's cover would be (only smaller). */
const coverSvg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${colour}"/><circle cx="320" cy="180" r="90" fill="#ffffff" opacity="0.6"/></svg>`;

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

async function saveDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Project saved successfully' })
    .first()
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('admin: a cover from the project form', () => {
  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ])('is uploaded or chosen from media in place (%s)', async (label, width, height) => {
    const name = `Lighthouse ${label}`;
    const category = await api.post<{ categoryId: number }>('/api/category', {
      name: `Coast ${label}`,
    });
    const first = await api.upload(`first-${label}.svg`, 'image/svg+xml', coverSvg('#94a3b8'));
    const library = await api.upload(`harbour-${label}.svg`, 'image/svg+xml', coverSvg('#0e7490'));
    await api.post('/api/project', {
      name,
      categoryId: category.categoryId,
      publishedAt: '2024-01-01',
      cover: `/api/media/${first.type}/${first.name}`,
      description: 'A lighthouse',
      content: '# Lighthouse',
    });

    // CSP bypassed only so the test can inject axe; the app runs as served.
    const context = await session.browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signIn(page);
    await page.goto(`${app.url}/admin/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

    // Upload: the chosen image is shown first, then sent with a progress bar.
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const cover = dialog.getByRole('textbox', { name: 'Cover' });
    await dialog.getByRole('img', { name: 'Cover preview' }).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `Sunset ${label}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(coverSvg('#ea580c')),
    });
    const upload = dialog.getByRole('group', { name: 'Cover upload' });
    await upload.getByRole('img', { name: 'Chosen image' }).waitFor();
    await upload.getByText(`Sunset ${label}.svg`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `media-field-upload-${width}`);
    await upload.getByRole('button', { name: 'Upload this image' }).click();
    await upload.waitFor({ state: 'detached' });
    const uploaded = `/api/media/image/sunset-${label}.svg`;
    await expect.poll(() => cover.inputValue()).toBe(uploaded);
    await dialog.getByRole('img', { name: 'Cover preview' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `media-field-form-${width}`);
    await saveDialog(page, dialog);

    // The public page shows the new cover, linked by its site path.
    const site = await context.newPage();
    await site.goto(`${app.url}/`);
    // The card's cover sits in a button hidden from assistive technology (Read More is the named one).
    const shown = site.locator(`img[alt="Cover image of ${name}"]`);
    await shown.scrollIntoViewIfNeeded();
    expect(await shown.getAttribute('src')).toBe(uploaded);
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await site.close();

    // Choose from media: a search narrows the thumbnails; a click puts the path in the field.
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('button', { name: 'Choose from media' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose cover from media' });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(`harbour-${label}`);
    await picker
      .getByRole('status')
      .filter({ hasText: /^1 image$/ })
      .waitFor();
    const choice = picker.getByRole('button', { name: library.name, exact: true });
    await choice.waitFor();
    await picker.getByRole('searchbox', { name: 'Search images' }).fill('');
    await picker.getByRole('button', { name: `sunset-${label}.svg`, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `media-field-picker-${width}`);
    await picker.getByRole('searchbox', { name: 'Search images' }).fill('no-such-image');
    await picker.getByText('No image matches “no-such-image”').waitFor();
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(`harbour-${label}`);
    await choice.click();
    await picker.waitFor({ state: 'detached' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Cover' }).inputValue())
      .toBe(`/api/media/image/${library.name}`);
    await saveDialog(page, dialog);

    const projects = await api.get<{ items: { name: string; cover: string }[] }>(
      `/api/project?filter=${encodeURIComponent(name)}`,
    );
    expect(projects.items.map((project) => project.cover)).toEqual([
      `/api/media/image/${library.name}`,
    ]);
    // The identity check before sign-in answers 401, as expected.
    expect(problems.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await context.close();
  });
});

describe('admin: the other image fields', () => {
  it.each([
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ])('offer the same choices, with a preview (%s)', async (label, width, height) => {
    const icon = await api.upload(`icon-${label}.svg`, 'image/svg+xml', coverSvg('#4338ca'));
    const context = await session.browser.newContext({
      viewport: { width, height },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signIn(page);
    for (const [slug, heading, entity, field, picker] of [
      ['tools', 'Tools', 'Tool', 'Icon URL', 'Choose icon from media'],
      ['experiences', 'Experiences', 'Experience', 'Cover', 'Choose cover from media'],
      ['expertise', 'Expertise', 'Expertise', 'Icon', 'Choose icon from media'],
    ] as const) {
      await page.goto(`${app.url}/admin/${slug}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Add ${entity}` });
      // By keyboard: leaving the empty first field shows its error, which moves a clicked button away.
      await dialog.getByRole('button', { name: 'Choose from media' }).press('Enter');
      const pickerDialog = page.getByRole('dialog', { name: picker });
      await pickerDialog.getByRole('button', { name: icon.name, exact: true }).click();
      await pickerDialog.waitFor({ state: 'detached' });
      expect(await dialog.getByRole('textbox', { name: field, exact: true }).inputValue()).toBe(
        `/api/media/image/${icon.name}`,
      );
      await dialog.getByRole('img', { name: `${field} preview` }).waitFor();
      await dialog.getByRole('button', { name: 'Upload', exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `media-field-${slug}-${width}`);
      // A chosen image is an edit: closing asks before throwing it away.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
        .getByRole('button', { name: 'Discard' })
        .click();
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
