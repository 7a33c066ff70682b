/** Clean-up steps that run once, whether the audit ends, fails or is interrupted (Ctrl-C). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | null = null;

export function onCleanup(step: () => Promise<void> | void) {
  cleanups.push(step);
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', error);
      }
    }
  })();
  return cleaning;
}

/** On SIGINT/SIGTERM: run the clean-up, then exit with the signal's conventional code. */
export function cleanUpOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and Chromium, removing temporary folders...`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}

/** A fresh folder under the system temp dir, removed at clean-up. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
