/** The demo site as the audits measure it: built, seeded into a temporary folder, served in production mode. */
import { randomBytes } from 'node:crypto';
import { seedDemoDatabase } from '../demo/seed';
import { temporaryDir } from './cleanup';
import { run, startProductionServer } from './processes';

/** Debian's Chromium, started as this machine needs it (no sandbox as root, no calls to a closed network). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface DemoSite {
  baseUrl: string;
  pageUrl: string;
  /** Whether the demo photo's smaller copies were on the page before the wait ran out. */
  imageCopies: boolean;
}

/**
 * Builds (unless told not to), seeds a fresh data folder with the demo
 * content and serves it as `npm start` does. The first render after a start
 * loads the HTML sanitizer (jsdom, about a second); visitors of a running
 * site never pay for that, so the page is fetched twice first. The demo
 * photo's copies are made in the background after its upload: measured
 * before they exist, the page (and the machine, busy encoding them) would
 * not be the one visitors get, so this waits for them up to 3 minutes (a
 * version from before the copies has none to wait for: `waitForCopies`).
 */
export async function serveDemoSite(options: {
  build: boolean;
  waitForCopies: boolean;
}): Promise<DemoSite> {
  if (options.build) {
    process.stdout.write('Building (npm run build)... ');
    await run('npm', ['run', 'build']);
    console.log('done');
  }
  const dataDir = temporaryDir('portfolio-audit-data-');
  process.stdout.write('Seeding demo content... ');
  const seeded = await seedDemoDatabase({
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    },
  });
  if (seeded.outcome !== 'seeded') throw new Error('a fresh data folder refused the demo content');
  console.log('done');

  const baseUrl = await startProductionServer(dataDir);
  const pageUrl = `${baseUrl}/`;
  for (let warmUp = 0; warmUp < 2; warmUp += 1) await (await fetch(pageUrl)).text();
  const imageCopies = options.waitForCopies && (await waitForDemoPhotoCopies(pageUrl));
  return { baseUrl, pageUrl, imageCopies };
}

async function waitForDemoPhotoCopies(pageUrl: string): Promise<boolean> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(pageUrl)).text();
    if (html.includes('demo-photo-tidepool.jpg/')) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}
