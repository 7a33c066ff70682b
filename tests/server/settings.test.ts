import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/server/settings';

const run = promisify(execFile);

describe('settings (contract §8)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-settings-'));

  it('has working defaults', () => {
    const settings = loadSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      env: 'development',
      port: 3000,
      databaseFile: path.join(dataDir, 'portfolio.sqlite'),
      maxUploadBytes: 25 * 1024 * 1024,
      trustProxy: false,
    });
    // A development secret is generated once and kept.
    expect(settings.sessionSecret).toHaveLength(64);
    expect(loadSettings({ DATA_DIR: dataDir }).sessionSecret).toBe(settings.sessionSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid setting PORT: must be a whole number from 0 to 65535$/],
    [{ PORT: '70000' }, /^Invalid setting PORT: /],
    [
      { SESSION_SECRET: 'short' },
      /^Invalid setting SESSION_SECRET: must be at least 32 characters$/,
    ],
    [
      { NODE_ENV: 'production' },
      /^Invalid setting SESSION_SECRET: required when NODE_ENV=production/,
    ],
    [{ MAX_UPLOAD_MB: '-1' }, /^Invalid setting MAX_UPLOAD_MB: /],
    [{ NODE_ENV: 'staging' }, /^Invalid setting NODE_ENV: /],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('stops the start with exit code 1 and one clear line', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr.trim()).toMatch(/^Invalid setting PORT: [^\n]+$/);
  });
});
