import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from '../e2e/support/app-process';
import { reportFigures } from './support/figures';

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the kernel's resident peak). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
    new RegExp(`${field}:\\s+(\\d+)`),
  );
  return Math.round(Number(match?.[1] ?? 0) / 1024);
}

function countFiles(folder: string, extension: string): number {
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) count += countFiles(file, extension);
    else if (entry.name.endsWith(extension)) count += 1;
  }
  return count;
}

/**
 * A photo-like 49-megapixel PNG (8570x5714) that fits the default upload
 * limit: random colours at a 160th of the size, enlarged smoothly.
 */
async function largePng(): Promise<Buffer> {
  const seed = await sharp({
    create: {
      width: 54,
      height: 36,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(seed)
    .resize(8570, 5714, { kernel: 'cubic' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('memory of an image upload', () => {
  let app: AppProcess;
  let image: Buffer;

  beforeAll(async () => {
    image = await largePng();
    app = await startAppProcess();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('making the copies of a 49-megapixel PNG adds at most 200 MB to the server', async () => {
    await fetch(`${app.url}/`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = statusMb(app.pid, 'VmRSS');

    const login = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'large.png');
    const upload = await fetch(`${app.url}/api/media`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(upload.status).toBe(200);

    // The copies are made in the background: wait for all six (a busy machine may take minutes).
    const deadline = Date.now() + 240_000;
    const made = () =>
      countFiles(app.dataDir, '.avif') >= 3 && countFiles(app.dataDir, '.webp') >= 3;
    while (!made() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(made()).toBe(true);
    const peakMb = statusMb(app.pid, 'VmHWM');
    reportFigures('image-memory', {
      'idle resident MB': idleMb,
      'peak resident MB (VmHWM)': peakMb,
      'added by the upload and its copies, MB': peakMb - idleMb,
    });
    // Decoding it whole for each of the six copies added about 250 MB; one
    // shrunken decode with two malloc arenas adds about 140 MB.
    expect(peakMb - idleMb).toBeLessThan(200);
  });
});
