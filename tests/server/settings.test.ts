import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/server/settings';

const run = promisify(execFile);

describe('settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-settings-'));

  it('has working defaults', () => {
    const settings = loadSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      env: 'development',
      port: 3000,
      database: { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') },
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

  it.each(['true', 'TRUE', ' true '])(
    'refuses TRUST_PROXY=%j: any client could name its own address',
    (value) => {
      expect(() => loadSettings({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
        /^Invalid setting TRUST_PROXY: true is refused: it would take any client's X-Forwarded-For as its address/,
      );
    },
  );

  it.each([
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.1', '10.0.0.1'],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
    ['172.16.0.0/255.240.0.0,fd00::/8', '172.16.0.0/255.240.0.0, fd00::/8'],
    ['uniquelocal', 'uniquelocal'],
  ])(
    'takes TRUST_PROXY=%j as a hop count, named range, addresses or subnets',
    (value, expected) => {
      expect(loadSettings({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
    },
  );

  it.each(['yes', '10.0.0.1:80', '10.0.0.0/33', '300.1.1.1', 'loopback;rm', 'everyone'])(
    'refuses TRUST_PROXY=%j with one line naming the setting',
    (value) => {
      expect(() => loadSettings({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
        /^Invalid setting TRUST_PROXY: must be false, the number of proxies/,
      );
    },
  );

  it('stops the start with exit code 1 and one clear line', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr.trim()).toMatch(/^Invalid setting PORT: [^\n]+$/);
  });

  it('refuses to start with TRUST_PROXY=true, saying why in one line', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, TRUST_PROXY: 'true' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr.trim()).toMatch(
      /^Invalid setting TRUST_PROXY: true is refused: [^\n]+lock-out[^\n]+$/,
    );
  });
});
