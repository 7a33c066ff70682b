import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/app-process';

/**
 * A service manager (systemd, a container runtime, Ctrl+C at a terminal)
 * stops `npm start` with SIGTERM or SIGINT sent to npm: the server must get
 * it and stop too, not stay behind as an orphan holding the port. Run with
 * this project's own `prestart` and `start` scripts, in a folder holding a
 * build (a stand-in server at `dist/server/main.js`), so no real build is
 * needed.
 */

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  type: string;
  scripts: { prestart: string; start: string };
};

/** Stands in for the built server: listens on PORT, says so with its pid, and ends on a signal. */
const STAND_IN = `import { createServer } from 'node:http';
const server = createServer((_req, res) => res.end('ok'));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening ' + process.pid));
`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm start', () => {
  let folder: string;
  const leftOver: number[] = [];

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'portfolio-npm-start-'));
    writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify({
        name: 'npm-start-probe',
        private: true,
        type: pkg.type,
        scripts: { prestart: pkg.scripts.prestart, start: pkg.scripts.start },
      }),
    );
    mkdirSync(path.join(folder, 'scripts'));
    copyFileSync('scripts/ensure-build.mjs', path.join(folder, 'scripts', 'ensure-build.mjs'));
    mkdirSync(path.join(folder, 'dist', 'server'), { recursive: true });
    mkdirSync(path.join(folder, 'dist', 'client', '.vite'), { recursive: true });
    writeFileSync(path.join(folder, 'dist', 'client', '.vite', 'manifest.json'), '{}');
    writeFileSync(path.join(folder, 'dist', 'server', 'main.js'), STAND_IN);
  });

  afterAll(() => {
    // A server left behind by a failing run is ended here, by its own pid.
    for (const pid of leftOver) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the build check before starting', () => {
    expect(pkg.scripts.prestart).toBe('node scripts/ensure-build.mjs');
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s on to the server: nothing keeps running or holds the port',
    async (signal) => {
      const port = await freePort();
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: folder,
        env: { ...process.env, PORT: String(port), npm_config_update_notifier: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const serverPid = await new Promise<number>((resolve, reject) => {
        npm.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening (\d+)/.exec(output);
          if (match?.[1]) resolve(Number(match[1]));
        });
        npm.once('exit', () => reject(new Error(`npm start ended early:\n${output}`)));
      });
      leftOver.push(serverPid);
      expect(await portAnswers(port)).toBe(true);

      const npmExited = new Promise((resolve) => npm.once('exit', resolve));
      npm.kill(signal);
      await npmExited;
      // The server gets a few seconds to go (a busy machine is slow to reap it).
      const deadline = Date.now() + 10_000;
      while (isRunning(serverPid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(isRunning(serverPid), `the server (pid ${serverPid}) still runs`).toBe(false);
      expect(await portAnswers(port)).toBe(false);
    },
    40_000,
  );
});
