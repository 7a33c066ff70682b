import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLog } from '../../src/server/logger';
import { freePort } from '../e2e/support/app-process';

/**
 * Every request answered leaves one line in the log, also those answered
 * from memory, whose lines are buffered and written in batches.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('the access line of a request answered from memory', () => {
  it('is the JSON line pino writes for the same call, a URL with quotes included', () => {
    const written: string[] = [];
    const collect = {
      write: (line: Buffer) => written.push(line.toString()),
      flushSync: () => undefined,
    };
    const request = {
      id: '1b4e28ba-2fa1-41d2-883f-0016561e9d7e',
      method: 'GET',
      url: '/api/project?search="a\\b"&é',
      statusCode: 200,
      responseTime: 3,
    };
    createAccessLog('info', 'json', collect).completed(request);

    const fromPino: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        fromPino.push(chunk.toString());
        done();
      },
    });
    pino({ level: 'info' }, sink).info(
      {
        req: { id: request.id, method: request.method, url: request.url },
        res: { statusCode: 200 },
        responseTime: 3,
      },
      'request completed',
    );
    const withoutTime = (line: string | undefined) => {
      const { time, ...rest } = JSON.parse(line ?? '{}') as { time: number };
      expect(time).toBeGreaterThan(0);
      return rest;
    };
    expect(written).toHaveLength(1);
    expect(written[0]?.endsWith('\n')).toBe(true);
    expect(withoutTime(written[0])).toEqual(withoutTime(fromPino[0]));
  });

  it('is not written when the level leaves info out', () => {
    const written: string[] = [];
    const collect = {
      write: (line: Buffer) => written.push(line.toString()),
      flushSync: () => undefined,
    };
    createAccessLog('warn', 'json', collect).completed({
      id: 'x',
      method: 'GET',
      url: '/',
      statusCode: 200,
      responseTime: 0,
    });
    expect(written).toEqual([]);
  });
});

describe('the access log of a running server', () => {
  let child: ChildProcess;
  let url: string;
  let output = '';
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-access-log-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        SESSION_SECRET: 'access-log-secret-that-is-at-least-32-characters',
        ADMIN_PASSWORD: 'access-log-password-123',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        PUBLIC_URL: '',
        TRUST_PROXY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
      const healthy = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 40_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has one line per request, with its id, once the server has stopped', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      const response = await fetch(`${url}/`, { headers: { 'user-agent': BROWSER } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      ids.push(response.headers.get('x-request-id') ?? '');
    }
    // The long way too: a sign-in (its password and cookie are in no line)
    // and signed-in reads that the fast lane never answers.
    const signIn = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: 'admin', password: 'access-log-password-123' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const adminIds: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${url}/api/admin?page=1&limit=5`, {
        headers: { cookie, accept: 'application/json' },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      adminIds.push(response.headers.get('x-request-id') ?? '');
    }
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;

    const lines = output
      .split('\n')
      .filter((line) => line.includes('"msg":"request completed"'))
      .map((line) => JSON.parse(line) as { req: { id: string; url: string }; res: object });
    const logged = new Map(lines.map((line) => [line.req.id, line]));
    for (const id of ids) {
      expect(logged.get(id), `the line of request ${id}`).toMatchObject({
        req: { id, url: '/' },
        res: { statusCode: 200 },
      });
    }
    expect(lines.filter((line) => line.req.url === '/')).toHaveLength(ids.length);
    for (const id of adminIds) {
      expect(logged.get(id), `the line of request ${id}`).toMatchObject({
        req: { id, method: 'GET', url: '/api/admin?page=1&limit=5' },
        res: { statusCode: 200 },
      });
    }
    expect(lines.filter((line) => line.req.url.startsWith('/api/admin'))).toHaveLength(
      adminIds.length,
    );
    expect(output).not.toContain('access-log-password-123');
    expect(output).not.toContain(cookie.split('=')[1]!.slice(0, 40));
  }, 60_000);
});
