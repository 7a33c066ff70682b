import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/server/settings';

const run = promisify(execFile);

describe('settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-settings-'));

  it('has working defaults: production, every interface, a secret made once and kept', () => {
    const settings = loadSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      env: 'production',
      port: 3000,
      host: undefined,
      database: { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') },
      maxUploadBytes: 25 * 1024 * 1024,
      trustProxy: false,
    });
    // Generated once, kept readable by the server's user alone, and reused.
    const file = path.join(dataDir, 'session-secret');
    expect(settings.sessionSecret).toHaveLength(64);
    expect(readFileSync(file, 'utf8')).toBe(settings.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSettings({ DATA_DIR: dataDir }).sessionSecret).toBe(settings.sessionSecret);
  });

  it('is development only when asked for', () => {
    expect(loadSettings({ DATA_DIR: dataDir, NODE_ENV: 'development' }).env).toBe('development');
    expect(loadSettings({ DATA_DIR: dataDir, NODE_ENV: '' }).env).toBe('production');
  });

  it('refuses a kept secret that is too short, naming the file', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-settings-'));
    writeFileSync(path.join(folder, 'session-secret'), 'short');
    expect(() => loadSettings({ DATA_DIR: folder })).toThrow(
      /^Invalid setting SESSION_SECRET: the kept secret in .*session-secret is shorter than 32 characters/,
    );
  });

  it('refuses a data folder it cannot use, in one line naming DATA_DIR', () => {
    const file = path.join(dataDir, 'not-a-folder');
    writeFileSync(file, '');
    expect(() => loadSettings({ DATA_DIR: file })).toThrow(
      /^Invalid setting DATA_DIR: cannot create, read and write the folder .*not-a-folder \(it is a file, not a folder\)$/,
    );
    expect(() => loadSettings({ DATA_DIR: path.join(file, 'below') })).toThrow(
      /^Invalid setting DATA_DIR: cannot create, read and write the folder /,
    );
  });

  it.each(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost', 'portfolio-1.internal'])(
    'takes HOST=%j',
    (value) => {
      expect(loadSettings({ DATA_DIR: dataDir, HOST: value }).host).toBe(value);
    },
  );

  it.each(['http://127.0.0.1', '127.0.0.1:3000', 'two words', '-leading.example', 'a..b', '[::1]'])(
    'refuses HOST=%j with one line naming the setting',
    (value) => {
      expect(() => loadSettings({ DATA_DIR: dataDir, HOST: value })).toThrow(
        /^Invalid setting HOST: must be an IP address of this machine [^\n]+$/,
      );
    },
  );

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
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['5', 5],
    ['::ffff:10.0.0.0/104', '::ffff:10.0.0.0/104'],
    ['10.0.0.0/8, 11.0.0.0/8', '10.0.0.0/8, 11.0.0.0/8'],
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

  it.each([
    ['99', '99', /^at most 5 proxies: /],
    ['6', '6', /^at most 5 proxies: /],
    ['0.0.0.0/0', '0.0.0.0/0', /^0\.0\.0\.0\/0 is too wide: /],
    ['::/0', '::/0', /^::\/0 is too wide: /],
    ['0.0.0.0/0.0.0.0', '0.0.0.0/0.0.0.0', /is too wide: /],
    ['0.0.0.0/1, 128.0.0.0/1', '0.0.0.0/1, 128.0.0.0/1', /is too wide: /],
    // Every IPv4 address, written as IPv6.
    ['::ffff:0:0/96', '::ffff:0:0/96', /is too wide: /],
    // ::/7 holds ::ffff:0:0/96, which stands for every IPv4 address.
    ['::/7', '::/7', /^these ranges together cover every address/],
    [
      'the 256 IPv4 /8 ranges',
      Array.from({ length: 256 }, (_, first) => `${first}.0.0.0/8`).join(','),
      /^these ranges together cover every address/,
    ],
    [
      'the 128 IPv6 /7 ranges',
      Array.from({ length: 128 }, (_, index) => `${(index * 512).toString(16)}::/7`).join(','),
      /^these ranges together cover every address/,
    ],
  ])('refuses TRUST_PROXY=%s: it would trust any client about its address', (_, value, reason) => {
    let message = '';
    try {
      loadSettings({ DATA_DIR: dataDir, TRUST_PROXY: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid setting TRUST_PROXY: [^\n]+$/);
    expect(message.replace('Invalid setting TRUST_PROXY: ', '')).toMatch(reason);
  });

  it.each([
    'yes',
    '10.0.0.1:80',
    '10.0.0.0/33',
    '300.1.1.1',
    'loopback;rm',
    'everyone',
    '10.0.0.0/255.0.255.0',
    'fe80::1%eth0',
  ])('refuses TRUST_PROXY=%j with one line naming the setting', (value) => {
    expect(() => loadSettings({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
      /^Invalid setting TRUST_PROXY: must be false, the number of proxies/,
    );
  });

  it('stops the start with exit code 1 and one clear line', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr.trim()).toMatch(/^Invalid setting PORT: [^\n]+$/);
  });

  it('refuses to start with TRUST_PROXY=0.0.0.0/0 in one line, not a stack trace', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, TRUST_PROXY: '0.0.0.0/0' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect('stderr' in failure && failure.stderr.trim()).toMatch(
      /^Invalid setting TRUST_PROXY: 0\.0\.0\.0\/0 is too wide: [^\n]+$/,
    );
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
