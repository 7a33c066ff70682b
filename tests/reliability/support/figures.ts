import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FIGURES_DIR = 'test-results/reliability';

export type Figure = string | number | boolean;

/**
 * Prints a suite's figures as a table in the test output and keeps them as
 * JSON in test-results/reliability/<suite>.json, so runs can be compared.
 */
export function reportFigures(suite: string, figures: Record<string, Figure>): void {
  const width = Math.max(...Object.keys(figures).map((name) => name.length));
  const lines = Object.entries(figures).map(
    ([name, value]) => `  ${name.padEnd(width)}  ${String(value)}`,
  );
  console.log(`\n${suite}\n${lines.join('\n')}\n`);
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    path.join(FIGURES_DIR, `${suite.replace(/[^\w-]+/g, '-').toLowerCase()}.json`),
    `${JSON.stringify({ suite, measuredAt: new Date().toISOString(), figures }, null, 2)}\n`,
  );
}
