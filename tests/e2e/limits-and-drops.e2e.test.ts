import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD, type AppProcess, startAppProcess } from './support/app-process';
import { type BrowserSession, launchBrowser, screenshot } from './support/browser';

/*
 * Two things an owner meets: a photo over MAX_UPLOAD_MB is refused in words
 * (by the dialog before sending, and by the server's 413 when the dialog
 * does not know the limit), never as "Connection error"; and a message the
 * robot box drops is counted in the server's log while nothing is sent.
 */

let app: AppProcess;
let session: BrowserSession;

const LIMIT_MESSAGE = 'The upload is too large: the limit is 1 MB';

beforeAll(async () => {
  app = await startAppProcess({ env: { MAX_UPLOAD_MB: '1', LOG_LEVEL: 'info' } });
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  await app?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${app.url}/admin/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** A 3 MB "photo": three times the limit, so the server reads it to its end before its 413. */
const bigPhoto = {
  name: 'holiday.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.alloc(3 * 1024 * 1024, 0xff),
};

describe('an upload over the limit', () => {
  it.each([390, 1280])('says so, at %i px', async (width) => {
    const context = await session.browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname === '/api/media') {
        uploads.push(request.method());
      }
    });
    await signIn(page);
    await page.goto(`${app.url}/admin/media`);

    // The dialog knows the limit from the page: refused as soon as chosen, nothing sent.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Media' });
    await dialog.getByLabel('File').setInputFiles(bigPhoto);
    await dialog.getByText(LIMIT_MESSAGE).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await screenshot(page, `upload-limit-dialog-${width}`);
    expect(uploads).toEqual([]);
    // A file was chosen: closing asks before throwing the choice away.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await dialog.waitFor({ state: 'detached' });

    // Without that knowledge the file goes up, and the server's 413 reaches the owner.
    await page.evaluate(() => document.querySelector('meta[name="upload-limit"]')?.remove());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add Media' });
    await dialog.getByLabel('File').setInputFiles(bigPhoto);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: LIMIT_MESSAGE }).first().waitFor();
    expect(uploads).toEqual(['POST']);
    await expect(page.getByText('Connection error').count()).resolves.toBe(0);
    await screenshot(page, `upload-limit-server-${width}`);
    await context.close();
  });
});

describe('the robot box', () => {
  it('sends no message, stores nothing, and the server log counts the drop', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    await page.goto(app.url);
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Robbie');
    await form.getByLabel('Email').fill('robbie@example.com');
    await form.getByLabel('Message').fill('A message nobody must read: ticket 4711');
    await form.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent successfully!').waitFor();

    const dropLine = () =>
      app
        .output()
        .split('\n')
        .filter((line) => line.includes('message dropped (robot checkbox)'));
    const deadline = Date.now() + 10_000;
    while (dropLine().length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(dropLine()).toHaveLength(1);
    expect(JSON.parse(dropLine()[0] ?? '{}')).toMatchObject({
      event: 'message-dropped',
      reason: 'robot-checkbox',
      droppedSinceStart: 1,
    });
    expect(posted).toEqual(['/beacon/message-dropped']);
    expect(app.output()).not.toContain('4711');

    const login = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const inbox = (await (
      await fetch(`${app.url}/api/message`, { headers: { cookie } })
    ).json()) as {
      metadata: { totalItems: number };
    };
    expect(inbox.metadata.totalItems).toBe(0);
    await context.close();
  });
});
