import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = 'test-results/screenshots';

export interface BrowserSession {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with the flags this closed network needs.
 * Playwright gives every launch a fresh temporary profile of its own.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/** Collects console errors and page errors, so a test can insist there are none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Opens an admin page from the sidebar link named `link` and waits for its
 * address, /admin/`slug`, and its heading (the link's name unless told).
 */
export async function visitFromSidebar(page: Page, link: string, slug: string, heading = link) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await page.waitForURL(`**/admin/${slug}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}
