/**
 * npm run measure:page-bytes [-- --skip-build] [-- --no-variants]
 *
 * How many bytes a phone downloads for `/` with the demo content (whose
 * pinned Tidepool project has a 4000×3000 photo as its cover): builds,
 * seeds a temporary data folder, starts the production server and opens the
 * page in Debian's Chromium as a 390 px phone at device pixel ratio 3 (as
 * Chromium's mobile emulation of such phones). Counts the bytes transferred
 * (headers and compressed bodies, as the network carried them) once the page
 * has loaded, and again after scrolling to its end so every lazy image has
 * loaded; lists the largest downloads. Writes test-results/page-bytes.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { cleanUp, cleanUpOnSignals, onCleanup } from './audit/cleanup';
import { CHROMIUM, CHROMIUM_FLAGS, serveDemoSite } from './audit/demo-site';

const RESULTS_FILE = path.resolve('test-results', 'page-bytes.json');
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };

interface Download {
  url: string;
  bytes: number;
}

/** Bytes per request as Chromium's network layer counts them (encodedDataLength: headers and body as sent). */
async function watchDownloads(page: Page): Promise<Map<string, Download>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const urls = new Map<string, string>();
  const downloads = new Map<string, Download>();
  session.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  session.on('Network.loadingFinished', (event) => {
    downloads.set(event.requestId, {
      url: urls.get(event.requestId) ?? '?',
      bytes: event.encodedDataLength,
    });
  });
  return downloads;
}

const total = (downloads: Map<string, Download>) =>
  [...downloads.values()].reduce((sum, download) => sum + download.bytes, 0);

async function main() {
  const build = !process.argv.includes('--skip-build');
  // A version without image copies (to measure the page before them) has none to wait for.
  const wait = !process.argv.includes('--no-variants');
  cleanUpOnSignals();
  const { baseUrl, pageUrl, imageCopies } = await serveDemoSite({ build, waitForCopies: wait });
  console.log(
    `Production server on ${baseUrl}; image copies on the page: ${imageCopies ? 'yes' : 'no'}`,
  );

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Playwright starts it with a fresh profile of its own.
    args: CHROMIUM_FLAGS,
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const downloads = await watchDownloads(page);
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const loaded = total(downloads);
  const loadedRequests = downloads.size;

  // Scrolled to the end a screen at a time, as a visitor would: every lazy image loads.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const scrolled = total(downloads);
  const largest = [...downloads.values()]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map(({ url, bytes }) => ({ url: url.replace(baseUrl, ''), bytes }));

  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`Phone ${PHONE.width} px at DPR ${PHONE.deviceScaleFactor}, GET /:`);
  console.log(
    `  loaded:              ${kb(loaded)} in ${loadedRequests} requests before scrolling`,
  );
  console.log(`  scrolled to the end: ${kb(scrolled)} in ${downloads.size} requests`);
  console.log('  largest downloads:');
  for (const { url, bytes } of largest) console.log(`    ${kb(bytes).padStart(10)}  ${url}`);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ phone: PHONE, loadedBytes: loaded, scrolledBytes: scrolled, largest }, null, 2)}\n`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
