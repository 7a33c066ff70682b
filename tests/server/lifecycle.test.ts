import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabaseEnv } from './support/test-database';

describe('process lifecycle', () => {
  it('starts, serves, and on SIGTERM finishes requests in flight before exiting 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-lifecycle-'));
    const database = await testDatabaseEnv();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'lifecycle-pass',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /running at (http:\/\/localhost:\d+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', () => reject(new Error(`exited early:\n${output}`)));
      });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      // In flight: connected and sent (a busy machine can take longer than
      // any fixed pause just to connect), then a moment for the server to read it.
      let connected!: () => void;
      const sent = new Promise<void>((resolve) => (connected = resolve));
      const inFlight = new Promise<number>((resolve, reject) => {
        const request = get(`${url}/`, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('socket', (socket) => socket.once('connect', connected));
        request.on('error', reject);
      });
      await sent;
      await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received');
      // The generated password is not printed: ADMIN_PASSWORD was given.
      expect(output).not.toContain('lifecycle-pass');
    } finally {
      child.kill('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
