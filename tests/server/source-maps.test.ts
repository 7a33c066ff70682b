import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A public source map would hand every visitor the client's whole source:
 * the production build makes none, and the server does not serve one that
 * a development build left behind.
 */

const run = promisify(execFile);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the production client build', () => {
  it('holds no source map and names none', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'portfolio-build-'));
    try {
      await run(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        { env: { ...process.env, NODE_ENV: 'production' } },
      );
      const files = filesUnder(outDir);
      expect(files.some((file) => file.endsWith('.js'))).toBe(true);
      expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
      for (const file of files.filter((name) => name.endsWith('.js'))) {
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/sourceMappingURL/);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a source map left in the client folder', () => {
  let server: TestServer;
  const assets = path.resolve('dist/client/assets');
  const name = `probe-${randomUUID()}.js.map`;

  beforeAll(async () => {
    mkdirSync(assets, { recursive: true });
    writeFileSync(
      path.join(assets, name),
      JSON.stringify({ version: 3, sources: ['secret.ts'], sourcesContent: ['// the source'] }),
    );
    writeFileSync(path.join(assets, name.replace(/\.map$/, '')), 'export {};');
    server = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(path.join(assets, name), { force: true });
    rmSync(path.join(assets, name.replace(/\.map$/, '')), { force: true });
  });

  it('is not served outside development: the 404 page answers', async () => {
    const response = await fetch(`${server.url}/assets/${name}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('sourcesContent');
    // The script beside it is still served.
    const script = await fetch(`${server.url}/assets/${name.replace(/\.map$/, '')}`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('export {};');
  });
});
