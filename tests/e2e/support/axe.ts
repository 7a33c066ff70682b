import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface AxeViolation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's WCAG A/AA rules on the page once its finite animations are
 * done (a dialog fading in has, halfway, the blended colours of no real
 * state), each violation named with its elements. axe is injected as a
 * script: the page's context needs `bypassCSP: true`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`)
        .join('; ')}`,
  );
}
