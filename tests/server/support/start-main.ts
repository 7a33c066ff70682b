import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs the real entry point (`src/server/main.ts`) with this DATABASE_URL in
 * `dataDir` and answers its exit code and what it wrote to stderr: for
 * settings that must stop the start with one line.
 */
export async function startMain(
  dataDir: string,
  url: string,
): Promise<{ code: number; stderr: string }> {
  const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: url, LOG_LEVEL: 'silent' },
    timeout: 30_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  return { code: failure.code, stderr: failure.stderr.trim() };
}
