import { generate } from 'otplib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from './support/app-process';
import { axeViolations } from './support/axe';
import {
  type BrowserSession,
  launchBrowser,
  screenshot,
  visitFromSidebar,
} from './support/browser';

/**
 * The account-security pages against the real server in Chromium: two-factor
 * sign-in set up from what the page shows (the key, as an authenticator app
 * would read it), turned on, and used to sign in again in the login's second
 * step; another session, made by a script, listed and signed out from the
 * Sessions panel until the server refuses its cookie; an API token made and
 * shown once. The Security, Activity and second-step screens are
 * photographed at 390 px and 1280 px into test-results/screenshots, with no
 * sideways scrolling and no unexpected console errors.
 */

let app: AppProcess;
let session: BrowserSession;
let context: BrowserContext;
let page: Page;

/** What the page showed, for the tests that follow. */
let secret = '';
let recoveryCodes: string[] = [];

interface ConsoleProblem {
  text: string;
  url: string;
}
const problems: ConsoleProblem[] = [];

function watch(target: Page) {
  target.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ text: message.text(), url: message.location().url });
    }
  });
  target.on('pageerror', (error) => problems.push({ text: error.message, url: '' }));
}

beforeAll(async () => {
  app = await startAppProcess();
  session = await launchBrowser();
  context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  watch(page);
});

afterAll(async () => {
  await context?.close();
  await session?.close();
  await app?.stop();
});

/**
 * Console errors since the last check. Chrome logs every 4xx fetch: the
 * identity check's 401 before sign-in, and the login's 401 asking for the
 * code (or refusing a wrong one), are answers these tests expect.
 */
function takeUnexpectedProblems(): string[] {
  const found = problems
    .filter(
      ({ text, url }) => !(/status of 401/.test(text) && /\/auth\/(identity|login)$/.test(url)),
    )
    .map(({ text, url }) => (url ? `${text} (${url})` : text));
  problems.length = 0;
  return found;
}

/** A full-page screenshot once dialogs have finished fading in. */
async function shot(target: Page, name: string) {
  await target.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await screenshot(target, name);
}

/** Waits until every notice has closed (3 s each), so a phone-sized shot shows the page itself. */
async function noNotices(target: Page) {
  await expect.poll(() => target.locator('.ui-toasts > *').count(), { timeout: 5_000 }).toBe(0);
}

async function expectNoSidewaysScroll(target: Page, width: number, what: string) {
  await expect(
    target.evaluate(() => document.documentElement.scrollWidth),
    `${what} scroll width`,
  ).resolves.toBeLessThanOrEqual(width);
}

/** A code from the authenticator app `steps` 30-second steps from now. */
function totp(steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

const visit = (link: string, slug: string) => visitFromSidebar(page, link, slug);

async function firstStep(target: Page) {
  await target.goto(`${app.url}/admin/login`);
  await target.getByRole('heading', { name: 'Admin' }).waitFor();
  await target.getByLabel('Username').fill('admin');
  await target.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await target.getByRole('button', { name: 'Login' }).click();
}

const twoFactorPanel = (): Locator => page.getByRole('region', { name: 'Two-factor sign-in' });
const sessionsPanel = (): Locator => page.getByRole('region', { name: 'Sessions' });

/** Signs in from a script, as another device would; answers its session cookie. */
async function signInElsewhere(code: string, userAgent: string): Promise<string> {
  const response = await fetch(`${app.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD, code }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/=/);
  return cookie;
}

const sessionsWith = (cookie: string) =>
  fetch(`${app.url}/api/session`, { headers: { cookie } }).then((response) => response.status);

describe('admin security in the browser', () => {
  it('sets two-factor sign-in up from the key on the page and turns it on', async () => {
    await firstStep(page);
    await page.waitForURL('**/admin/dashboard');
    await visit('Security', 'security');

    const panel = twoFactorPanel();
    await panel.getByText('Off', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Set up' }).click();

    const qr = panel.getByRole('img', { name: 'QR code' });
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml;base64,/);
    // The server's SVG really draws: Chromium decoded it as an image.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    secret = ((await panel.getByLabel('Key for manual entry').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The QR code and the app link carry the same key.
    const otpauthUrl =
      (await panel.getByRole('link', { name: 'Open in authenticator app' }).getAttribute('href')) ??
      '';
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    await shot(page, 'security-setup-1280');

    await panel.getByLabel('Authentication code').fill(await totp());
    await panel.getByRole('button', { name: 'Turn on' }).click();

    const codes = panel.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) =>
      code.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    await panel.getByText('Save these now: they will not be shown again.').waitFor();
    await shot(page, 'security-recovery-codes-1280');

    await panel.getByRole('button', { name: 'I have saved them' }).click();
    await panel.getByText('On', { exact: true }).waitFor();
    await panel.getByText(/10 recovery codes left/).waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('signs out, then signs in with the password and the code in a second step', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');

    await firstStep(page);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Two-factor code required' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);

    // The code enable took is spent: the app's next one is good, and the server allows one step ahead.
    await code.fill(await totp(1));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('lists a session made elsewhere and signs it out until its cookie is refused', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const other = await signInElsewhere(recoveryCodes[0]!, firefox);
    expect(await sessionsWith(other)).toBe(200);

    await visit('Security', 'security');
    const panel = sessionsPanel();
    const row = panel.getByRole('row').filter({ hasText: 'Firefox 128 on Linux' });
    await row.waitFor();
    await panel.getByRole('row').filter({ hasText: 'This device' }).waitFor();
    await expect(
      panel.getByRole('row').filter({ hasText: 'This device' }).getByRole('button').count(),
    ).resolves.toBe(0);

    await row.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed out Firefox 128 on Linux' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await sessionsWith(other)).toBe(401);
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('signs out every other session at once', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const laptop = await signInElsewhere(recoveryCodes[1]!, chrome);
    const phone = await signInElsewhere(recoveryCodes[2]!, safari);

    await page.reload();
    const panel = sessionsPanel();
    await panel.getByRole('row').filter({ hasText: 'Chrome 126 on Windows' }).waitFor();
    await panel.getByRole('row').filter({ hasText: 'Safari 17 on iOS' }).waitFor();
    await noNotices(page);
    await shot(page, 'security-1280');

    await panel.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed out 2 other sessions' }).waitFor();
    await panel.getByText('You are signed in on this device only.').waitFor();
    expect(await sessionsWith(laptop)).toBe(401);
    expect(await sessionsWith(phone)).toBe(401);
    // This browser is still signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('makes an API token, shows it once, and the token works until revoked', async () => {
    const panel = page.getByRole('region', { name: 'API tokens' });
    await panel.getByText('No API tokens yet').waitFor();
    await panel.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Name').fill('Backup script');
    await dialog.getByLabel('Scope').selectOption({ label: 'Read only' });
    await dialog.getByRole('button', { name: 'Create' }).click();

    const shown = page.getByRole('dialog', { name: 'Token created' });
    const value = ((await shown.getByLabel('Token Backup script').textContent()) ?? '').trim();
    expect(value).toMatch(/^pcms_[A-Za-z0-9_-]{43}$/);
    await shot(page, 'security-token-1280');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await expect(page.getByText(value).count()).resolves.toBe(0);

    const row = panel.getByRole('row').filter({ hasText: 'Backup script' });
    await row.getByRole('cell', { name: 'Read only', exact: true }).waitFor();
    const read = () =>
      fetch(`${app.url}/api/message`, { headers: { authorization: `Bearer ${value}` } }).then(
        (response) => response.status,
      );
    expect(await read()).toBe(200);

    await row.getByRole('button', { name: 'Revoke Backup script' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('status').filter({ hasText: 'Token revoked' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await read()).toBe(401);

    // One more token stays, so the phone-sized shots show a filled table.
    await panel.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByLabel('Name').fill('Deploy from CI with a rather long name');
    await dialog.getByLabel('Scope').selectOption({ label: 'Read and write' });
    await dialog.getByLabel('Expires').fill('31.12.2999');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await shown.getByRole('button', { name: 'Done' }).click();
    await panel.getByRole('row').filter({ hasText: 'Deploy from CI' }).waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('shows the activity trail of all this, newest first, and filters it', async () => {
    await visit('Activity', 'activity');
    const table = page.getByRole('table', { name: 'Activity' });
    const rows = table.getByRole('row');
    await rows.filter({ hasText: 'Two-factor turned on' }).first().waitFor();
    await rows.filter({ hasText: 'Sign-in failed' }).first().waitFor();
    // Newest first: the last thing done was creating the second token.
    await expect(rows.nth(1).textContent()).resolves.toMatch(/Created.*token #/);
    await noNotices(page);
    await shot(page, 'activity-1280');
    await expectNoSidewaysScroll(page, 1280, 'activity');
    // Nothing in the trail's table is hidden behind a sideways scroll inside its card either.
    await expect(
      table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0)),
    ).resolves.toBe(true);

    const filters = page.getByRole('form', { name: 'Filter activity' });
    await filters.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(async () =>
        (await rows.allTextContents()).slice(1).every((text) => text.includes('Sign-in failed')),
      )
      .toBe(true);
    await filters.getByRole('button', { name: 'Clear' }).click();
    await rows.filter({ hasText: 'Two-factor turned on' }).first().waitFor();
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('fits a phone: Security and Activity at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('Security', 'security');
    await sessionsPanel().getByText('This device', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'API tokens' }).getByText('Deploy from CI').waitFor();
    await noNotices(page);
    await shot(page, 'security-390');
    await expectNoSidewaysScroll(page, 390, 'security');

    await visit('Activity', 'activity');
    await page
      .getByRole('table', { name: 'Activity' })
      .getByText('Two-factor turned on')
      .first()
      .waitFor();
    await shot(page, 'activity-390');
    await expectNoSidewaysScroll(page, 390, 'activity');

    await visit('Admins', 'admins');
    await page.getByRole('row').filter({ hasText: 'admin' }).first().waitFor();
    await expectNoSidewaysScroll(page, 390, 'admins');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('shows the second step of sign-in on a phone and a desktop', async () => {
    const visitor = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await visitor.newPage();
    watch(other);
    await firstStep(other);
    await other.getByLabel('Authentication code').waitFor();
    await shot(other, 'login-code-390');
    await expectNoSidewaysScroll(other, 390, 'login second step');
    await other.setViewportSize({ width: 1280, height: 800 });
    await shot(other, 'login-code-1280');

    await other.getByRole('button', { name: 'Back' }).click();
    await expect(other.getByLabel('Username').inputValue()).resolves.toBe('admin');
    await visitor.close();
    expect(takeUnexpectedProblems()).toEqual([]);
  });
});

/**
 * Changing one's password on the Security page, and the confirm dialog a
 * sensitive change brings up once the sign-in is older than CONFIRM_MINUTES
 * (here 0.1: six seconds, so the test can wait it out). The change waits
 * under the dialog and goes through once the password is confirmed, its
 * form as it was. Photographed at 390 and 1280 px; axe finds nothing.
 */
describe('confirming before sensitive changes in the browser', () => {
  const NEW_PASSWORD = 'a-new-e2e-passphrase';
  const CONFIRM_WINDOW_MS = 6_000;
  let confirmApp: AppProcess;
  let confirmContext: BrowserContext;
  let tab: Page;
  let signedInAt = 0;

  beforeAll(async () => {
    confirmApp = await startAppProcess({ env: { CONFIRM_MINUTES: '0.1' } });
    confirmContext = await session.browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    tab = await confirmContext.newPage();
    watch(tab);
  });
  afterAll(async () => {
    await confirmContext?.close();
    await confirmApp?.stop();
  });

  /** Waits until the sign-in (or last confirmation) no longer counts. */
  async function outlastConfirmation() {
    const left = signedInAt + CONFIRM_WINDOW_MS + 1_000 - Date.now();
    if (left > 0) await tab.waitForTimeout(left);
  }

  const passwordForm = () => tab.getByRole('region', { name: 'Change password' });

  async function fillPasswordForm(current: string, next: string) {
    const form = passwordForm();
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Repeat new password').fill(next);
  }

  const canSignIn = (password: string) =>
    fetch(`${confirmApp.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    }).then((response) => response.status === 200);

  it('changes the password from the Security page with the current one', async () => {
    await tab.goto(`${confirmApp.url}/admin/login`);
    await tab.getByLabel('Username').fill('admin');
    await tab.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL('**/admin/dashboard');
    signedInAt = Date.now();
    await visitFromSidebar(tab, 'Security', 'security');

    await fillPasswordForm(E2E_ADMIN_PASSWORD, 'too-short-1');
    await passwordForm().getByLabel('Repeat new password').fill('does-not-match');
    await passwordForm().getByRole('button', { name: 'Change password' }).click();
    await passwordForm().getByText('The passwords do not match').waitFor();
    await shot(tab, 'security-password-1280');
    expect(await axeViolations(tab)).toEqual([]);

    await fillPasswordForm(E2E_ADMIN_PASSWORD, NEW_PASSWORD);
    await passwordForm().getByRole('button', { name: 'Change password' }).click();
    await tab
      .getByRole('status')
      .filter({ hasText: 'Password changed. Your other sessions and API tokens were ended.' })
      .waitFor();
    await expect(passwordForm().getByLabel('Current password').inputValue()).resolves.toBe('');
    expect(await canSignIn(E2E_ADMIN_PASSWORD)).toBe(false);
    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
    expect(takeUnexpectedProblems()).toEqual([]);
  });

  it('asks for the password before adding an admin, then adds it with the form as it was', async () => {
    await outlastConfirmation();
    await visitFromSidebar(tab, 'Admins', 'admins');
    await tab.getByRole('button', { name: 'Add' }).click();
    const form = tab.getByRole('dialog', { name: 'Add Admin' });
    await form.getByLabel('Username').fill('second-admin');
    await form.getByLabel('Password').fill('second-admin-passphrase');
    await form.getByRole('button', { name: 'Save' }).click();

    const confirm = tab.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.waitFor();
    await expect
      .poll(() =>
        confirm.getByLabel('Password').evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    expect(await axeViolations(tab)).toEqual([]);
    await shot(tab, 'confirm-dialog-1280');

    await confirm.getByLabel('Password').fill('not-the-password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('The password is wrong').waitFor();
    await confirm.getByLabel('Password').fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    await form.waitFor({ state: 'detached' });
    await tab.getByRole('row').filter({ hasText: 'second-admin' }).waitFor();
    signedInAt = Date.now();
    // The refused call and the wrong password are answers this test expects.
    expect(takeUnexpectedProblems().filter((text) => !/status of (403|400)/.test(text))).toEqual(
      [],
    );
  });

  it('fits a phone: the confirm dialog over the Change password form at 390 px', async () => {
    await tab.setViewportSize({ width: 390, height: 844 });
    await visitFromSidebar(tab, 'Security', 'security');
    await outlastConfirmation();
    await fillPasswordForm(NEW_PASSWORD, 'a-third-e2e-passphrase');
    await passwordForm().getByRole('button', { name: 'Change password' }).click();
    const confirm = tab.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.waitFor();
    await shot(tab, 'confirm-dialog-390');
    await expectNoSidewaysScroll(tab, 390, 'confirm dialog');
    expect(await axeViolations(tab)).toEqual([]);

    await confirm.getByLabel('Password').fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await tab
      .getByRole('status')
      .filter({ hasText: 'Password changed. Your other sessions and API tokens were ended.' })
      .waitFor();
    expect(await canSignIn('a-third-e2e-passphrase')).toBe(true);
    await noNotices(tab);
    await shot(tab, 'security-password-390');
    await expectNoSidewaysScroll(tab, 390, 'security');
    expect(takeUnexpectedProblems().filter((text) => !/status of 403/.test(text))).toEqual([]);
  });
});
