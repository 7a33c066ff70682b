import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startMain } from './support/start-main';
import { describeDatabase, loadSettings, maskDatabaseUrl } from '../../src/server/settings';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-database-url-'));

/** A port nothing listens on (taken, then given back). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

const start = (url: string) => startMain(dataDir, url);

describe('DATABASE_URL', () => {
  it.each([
    ['postgres://ada:secret@db.example:5432/portfolio'],
    ['postgresql://ada:secret@db.example/portfolio?sslmode=require'],
  ])('takes %s as a PostgreSQL server', (url) => {
    expect(loadSettings({ DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
    });
  });

  it.each([
    ['sqlite:/srv/site.sqlite', '/srv/site.sqlite'],
    ['file:///srv/site.sqlite', '/srv/site.sqlite'],
    ['/srv/site.sqlite', '/srv/site.sqlite'],
  ])('takes %s as a SQLite file', (url, file) => {
    expect(loadSettings({ DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual({
      kind: 'sqlite',
      file,
    });
  });

  it('defaults to the SQLite file in DATA_DIR', () => {
    expect(loadSettings({ DATA_DIR: dataDir }).database).toEqual({
      kind: 'sqlite',
      file: path.join(dataDir, 'portfolio.sqlite'),
    });
  });

  it.each(['postgres://db.example', 'postgres://db.example/', 'mysql://db.example/portfolio'])(
    'refuses %s with one line naming the setting',
    (url) => {
      expect(() => loadSettings({ DATA_DIR: dataDir, DATABASE_URL: url })).toThrow(
        /^Invalid setting DATABASE_URL: must be a SQLite file path .* or a PostgreSQL URL/,
      );
    },
  );

  it.each([
    ['postgress://ada:secret@db.example/portfolio', '"postgress:" is none of'],
    ['postgre://db.example/portfolio', '"postgre:" is none of'],
    ['postgres//db.example/portfolio', '"postgres:" is none of'],
    ['mysql://ada:secret@db.example/portfolio', '"mysql:" is none of'],
    ['http://db.example/portfolio', '"http:" is none of'],
    ['pg:db.example/portfolio', '"pg:" is none of'],
    ['postgres:db.example/portfolio', 'names no host'],
    ['postgres:///portfolio', 'names no host'],
    ['postgresql://ada:secret@db.example', 'names no database'],
    ['sqlite:', 'no SQLite file path after the prefix'],
    ['file://', 'no SQLite file path after the prefix'],
    ['sqlite:/srv/site.sqlite/', 'ends with a slash'],
  ])('refuses %s, saying why, in one line naming the setting', (url, why) => {
    let message = '';
    try {
      loadSettings({ DATA_DIR: dataDir, DATABASE_URL: url });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid setting DATABASE_URL: must be a SQLite file path .*\)$/);
    expect(message).toContain(why);
    expect(message).not.toContain('\n');
    expect(message).not.toContain('secret');
  });

  it('refuses a SQLite path that is a folder', () => {
    expect(() => loadSettings({ DATA_DIR: dataDir, DATABASE_URL: dataDir })).toThrow(
      `(${dataDir} is a folder, not a SQLite file)`,
    );
  });

  it('stops the start in one line when the SQLite file is in a folder that does not exist', async () => {
    const result = await start(`file:${dataDir}/no-such-folder/a.sqlite`);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Invalid setting DATABASE_URL: the folder ${dataDir}/no-such-folder of the SQLite file does not exist`,
    );
  });

  it('takes a relative SQLite path, resolved from the working folder', () => {
    expect(loadSettings({ DATA_DIR: dataDir, DATABASE_URL: 'data-test.sqlite' }).database).toEqual({
      kind: 'sqlite',
      file: path.resolve('data-test.sqlite'),
    });
  });

  it('stops the real start with that one line, before any database is made', async () => {
    const result = await start('postgress://ada:hunter22@db.example/portfolio');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Invalid setting DATABASE_URL: must be a SQLite file path [^\n]*"postgress:" is none of postgres:, postgresql:, sqlite: or file:\)$/,
    );
    expect(existsSync(path.resolve('postgress:'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'portfolio.sqlite'))).toBe(false);
  });

  it('never shows the password', () => {
    const url = 'postgres://ada:s3cr%40t@db.example:5432/portfolio';
    expect(maskDatabaseUrl(url)).toBe('postgres://ada:***@db.example:5432/portfolio');
    expect(describeDatabase({ kind: 'postgres', url })).not.toContain('s3cr');
  });

  it('stops the start with one line when the port refuses connections', async () => {
    const port = await closedPort();
    const result = await start(`postgres://ada:hunter22@127.0.0.1:${port}/portfolio`);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Invalid setting DATABASE_URL: could not connect to postgres://ada:***@127.0.0.1:${port}/portfolio (connection refused)`,
    );
  });

  it('stops the start with one line when the host does not exist', async () => {
    const result = await start('postgres://ada:hunter22@no-such-host.invalid:5432/portfolio');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid setting DATABASE_URL: could not connect to postgres://ada:***@no-such-host.invalid:5432/portfolio (host not found)',
    );
  });
});

describe('backup and restore on PostgreSQL', () => {
  const script = (name: string, args: string[] = []) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://ada:hunter22@127.0.0.1:9/portfolio',
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({
        code: error.code,
        stderr: error.stderr.trim(),
      }),
    );

  it('npm run backup names an unreachable server in one line, without the password', async () => {
    const result = await script('backup');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid setting DATABASE_URL: could not connect to postgres://ada:***@127.0.0.1:9/portfolio (connection refused)',
    );
  });

  it('npm run restore names a missing archive in one line', async () => {
    const result = await script('restore', ['some-backup.tar.gz']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`No such backup file: ${path.resolve('some-backup.tar.gz')}`);
  });
});
