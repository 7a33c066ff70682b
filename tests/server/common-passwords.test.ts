import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseEnv } from './support/test-database';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Beside the length rule, passwords on a list of commonly used ones are
 * refused wherever a password is set: the admin API, the command line; a
 * first-start ADMIN_PASSWORD on the list is only warned about.
 */

const run = promisify(execFile);
const COMMON = ['password', 'password123', '12345678', 'qwertyuiop', 'Password123', 'iloveyou'];

let server: TestServer;
let root: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  root = new ApiClient(server.url);
  await root.login();
});
afterAll(() => server.close());

describe('the admin API', () => {
  it.each(COMMON)('refuses to create an admin with the common password %j', async (password) => {
    const response = await root.post('/api/admin', { username: `u-${password}`, password });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Admin',
      errors: [{ path: 'password', message: 'Password is too common' }],
    });
    const list = await root.get<{ items: { username: string }[] }>('/api/admin?limit=1000');
    expect(list.body.items.map((admin) => admin.username)).not.toContain(`u-${password}`);
  });

  it('refuses a common password on an update, and keeps the old one', async () => {
    const created = await root.post<{ adminId: number }>('/api/admin', {
      username: 'grace',
      password: 'correct-horse-battery',
    });
    expect(created.status).toBe(200);
    for (const password of COMMON) {
      const response = await root.put(`/api/admin/${created.body.adminId}`, {
        username: 'grace',
        password,
        active: true,
      });
      expect(response.status, password).toBe(400);
      expect(response.body, password).toEqual({
        statusCode: 1003,
        message: 'Failed to update Admin',
        errors: [{ path: 'password', message: 'Password is too common' }],
      });
    }
    await new ApiClient(server.url).login('grace', 'correct-horse-battery');
  });

  it('takes an uncommon password, and an update that leaves the password out', async () => {
    const created = await root.post<{ adminId: number }>('/api/admin', {
      username: 'linus',
      password: 'correct-horse-battery',
    });
    expect(created.status).toBe(200);
    const renamed = await root.put(`/api/admin/${created.body.adminId}`, {
      username: 'linus-t',
      password: '',
      active: true,
    });
    expect(renamed.status).toBe(200);
    await new ApiClient(server.url).login('linus-t', 'correct-horse-battery');
  });

  it('still answers a short password with the length message first', async () => {
    const response = await root.post('/api/admin', { username: 'shorty', password: '1234' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 1002,
      errors: [{ path: 'password', message: 'Password must be longer than 8 characters' }],
    });
  });
});

describe('the command line', () => {
  it('refuses a common password, and takes an uncommon one', async () => {
    const env = {
      ...process.env,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      ...server.databaseEnv,
    };
    const cli = (password: string) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'ops', password], {
        env,
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const refused = await cli('qwertyuiop');
    expect('code' in refused && refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('Password is too common');
    const taken = await cli('correct-horse-battery');
    expect(taken.stdout).toContain('Created admin "ops"');
    await new ApiClient(server.url).login('ops', 'correct-horse-battery');
  });
});

describe('a first start with ADMIN_PASSWORD', () => {
  it('warns in the log when it is a common password, and still starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-common-'));
    const database = await testDatabaseEnv();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        ADMIN_PASSWORD: 'password123',
        LOG_LEVEL: 'info',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no warning in: ${output}`)), 15_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Portfolio is running') && output.includes('commonly used')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const warning = output.split('\n').find((line) => line.includes('commonly used'));
      expect(JSON.parse(warning!)).toMatchObject({
        level: 40,
        msg: expect.stringContaining('ADMIN_PASSWORD is a commonly used password'),
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
