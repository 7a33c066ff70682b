import { spawn } from 'node:child_process';
import type { DriverConfig, DriverReport } from '../../../scripts/load/drive';

const DRIVER = 'scripts/load/drive.ts';

/**
 * Runs the load driver in its own Node process (so the generator does not
 * share the test's event loop) and answers the JSON report it prints. Its
 * progress lines (memory trend) are passed through to stderr.
 */
export function runLoadDriver(config: DriverConfig): Promise<DriverReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', DRIVER, JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`load driver ended with ${signal ?? code}:\n${stderr.slice(-4000)}`));
        return;
      }
      try {
        resolve(JSON.parse(stdout) as DriverReport);
      } catch {
        reject(new Error(`load driver printed no report:\n${stdout.slice(0, 2000)}`));
      }
    });
  });
}
