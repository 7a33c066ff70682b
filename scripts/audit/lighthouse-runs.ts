/** Lighthouse 12 runs in Debian's Chromium, and what the audit reads from their results. */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { onCleanup, temporaryDir } from './cleanup';
import { CHROMIUM, CHROMIUM_FLAGS } from './demo-site';

export type { LighthouseResult };

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

class LighthouseRunError extends Error {}

export interface LighthouseOptions {
  /** The browser reports a dark colour scheme (prefers-color-scheme: dark), for the dark theme. */
  dark?: boolean;
}

async function runLighthouse(
  url: string,
  { dark = false }: LighthouseOptions = {},
): Promise<LighthouseResult> {
  // chrome-launcher reports a missing browser as an unhandled 'error' event that ends the process.
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const userDataDir = temporaryDir('portfolio-audit-chromium-');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // --force-dark-mode makes the page's prefers-color-scheme match dark.
    chromeFlags: dark ? [...CHROMIUM_FLAGS, '--force-dark-mode'] : CHROMIUM_FLAGS,
    userDataDir,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    await chrome.kill();
  };
  onCleanup(kill);
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!runner) throw new Error('Lighthouse returned no result');
    if (runner.lhr.runtimeError) {
      throw new LighthouseRunError(
        `Lighthouse: ${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`,
      );
    }
    return runner.lhr;
  } finally {
    await kill();
  }
}

/**
 * Chromium now and then fails to record a trace (NO_NAVSTART, NO_FCP): such
 * a run measures nothing about the page, so it is repeated, up to twice.
 */
export async function runLighthouseWithRetries(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= 3) throw error;
      console.log(`  (Lighthouse run failed: ${error.message}; trying again)`);
    }
  }
}

export const score = (result: LighthouseResult, category: CategoryId) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

export interface AuditFinding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

const UNSCORED = new Set(['notApplicable', 'informative', 'manual', 'error']);

/** Audits of a category that did not pass, across all runs (by id). */
function failingAudits(results: LighthouseResult[], category: CategoryId): AuditFinding[] {
  const found = new Map<string, AuditFinding>();
  for (const result of results) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode) || audit.score === null) continue;
      if (audit.score >= 1 || found.has(ref.id)) continue;
      found.set(ref.id, {
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return [...found.values()];
}

/** Performance audits with room to improve in the representative run, biggest first. */
function performanceHints(result: LighthouseResult): AuditFinding[] {
  return (result.categories.performance?.auditRefs ?? [])
    .map((ref) => result.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        !!audit &&
        !UNSCORED.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 0.9,
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

const metric = (result: LighthouseResult, id: string) => result.audits[id]?.numericValue ?? null;

export interface RunsSummary {
  /** The run with the median performance score: it stands for the page. */
  representative: LighthouseResult;
  performanceRuns: number[];
  scores: Record<CategoryId, number>;
  metrics: {
    firstContentfulPaintMs: number | null;
    largestContentfulPaintMs: number | null;
    totalBlockingTimeMs: number | null;
    cumulativeLayoutShift: number | null;
    speedIndexMs: number | null;
  };
  failingAudits: Record<Exclude<CategoryId, 'performance'>, AuditFinding[]>;
  performanceHints: AuditFinding[];
}

/**
 * Performance is the median of the runs (it depends on timing); the other
 * categories do not, and report the lowest score seen and every audit that
 * failed in any run.
 */
export function summarizeRuns(results: LighthouseResult[]): RunsSummary {
  if (results.length === 0) throw new Error('no Lighthouse runs to summarize');
  const performanceRuns = results.map((result) => score(result, 'performance'));
  const byPerformance = [...results].sort(
    (a, b) => score(a, 'performance') - score(b, 'performance'),
  );
  const representative = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const lowest = (category: CategoryId) =>
    Math.min(...results.map((result) => score(result, category)));
  return {
    representative,
    performanceRuns,
    scores: {
      performance: score(representative, 'performance'),
      accessibility: lowest('accessibility'),
      'best-practices': lowest('best-practices'),
      seo: lowest('seo'),
    },
    metrics: {
      firstContentfulPaintMs: metric(representative, 'first-contentful-paint'),
      largestContentfulPaintMs: metric(representative, 'largest-contentful-paint'),
      totalBlockingTimeMs: metric(representative, 'total-blocking-time'),
      cumulativeLayoutShift: metric(representative, 'cumulative-layout-shift'),
      speedIndexMs: metric(representative, 'speed-index'),
    },
    failingAudits: {
      accessibility: failingAudits(results, 'accessibility'),
      'best-practices': failingAudits(results, 'best-practices'),
      seo: failingAudits(results, 'seo'),
    },
    performanceHints: performanceHints(representative),
  };
}
