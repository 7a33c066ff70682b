import type { CvDownloadsDay, ProjectViewsDay, VisitsDay } from '../../../shared/analytics';

/** One stacked layer of a chart: a key in each day's values, its name and colour. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** One bar: a `yyyy-mm-dd` day and a count per series key. */
export interface ChartDay {
  date: string;
  values: Readonly<Record<string, number>>;
}

export interface ChartData {
  series: readonly ChartSeries[];
  days: readonly ChartDay[];
}

/*
 * Colours are the theme's chart tokens (theme.css), which reach 3:1 against
 * the card in either theme (WCAG 1.4.11), and each bar segment is outlined
 * in the card's colour, so neighbours stay apart for everyone.
 */
export const VISITS_SERIES: readonly ChartSeries[] = [
  { key: 'downloads', label: 'CV Downloads', color: 'var(--chart-3)' },
  { key: 'totalVisits', label: 'Total Visits', color: 'var(--chart-1)' },
  { key: 'uniqueVisits', label: 'Unique visits', color: 'var(--chart-2)' },
];

const PROJECT_PALETTE = Array.from({ length: 10 }, (_, index) => `var(--chart-${index + 1})`);

/** A distinct colour per project: the palette first, then hues a golden angle apart. */
export function projectColor(index: number): string {
  const fixed = PROJECT_PALETTE[index];
  if (fixed) return fixed;
  const hue = Math.round((index * 137.508) % 360);
  return `hsl(${hue} 70% var(--chart-lightness))`;
}

const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The Visits chart: CV downloads, total and unique visits per day. Either
 * call may have failed (one failure does not block the others), so
 * the days are those either answer has, and a missing count is 0.
 */
export function visitsChartData(
  visits: readonly VisitsDay[] | undefined,
  downloads: readonly CvDownloadsDay[] | undefined,
): ChartData {
  const days = new Map<string, Record<string, number>>();
  const day = (date: string) => {
    let values = days.get(date);
    if (!values) {
      values = { downloads: 0, totalVisits: 0, uniqueVisits: 0 };
      days.set(date, values);
    }
    return values;
  };
  for (const entry of downloads ?? []) day(entry.date).downloads = entry.downloads;
  for (const entry of visits ?? []) {
    const values = day(entry.date);
    values.totalVisits = entry.totalVisits;
    values.uniqueVisits = entry.uniqueVisits;
  }
  return {
    series: VISITS_SERIES,
    days: [...days.keys()].sort(byDate).map((date) => ({ date, values: day(date) })),
  };
}

/**
 * The Project Views chart: one series per project seen in the range, most
 * viewed first, each with its own colour. Keyed by id: two projects may
 * share a name (every deleted one is 'Deleted project').
 */
export function projectViewsChartData(views: readonly ProjectViewsDay[] | undefined): ChartData {
  const totals = new Map<number, { name: string; total: number }>();
  for (const day of views ?? []) {
    for (const { projectId, name, count } of day.views) {
      const current = totals.get(projectId);
      totals.set(projectId, { name, total: (current?.total ?? 0) + count });
    }
  }
  const projects = [...totals.entries()].sort(
    ([idA, a], [idB, b]) => b.total - a.total || a.name.localeCompare(b.name) || idA - idB,
  );
  const series = projects.map(([projectId, { name }], index) => ({
    key: `project-${projectId}`,
    label: name,
    color: projectColor(index),
  }));
  const days = [...(views ?? [])]
    .sort((a, b) => byDate(a.date, b.date))
    .map((day) => ({
      date: day.date,
      values: Object.fromEntries(
        day.views.map(({ projectId, count }) => [`project-${projectId}`, count]),
      ),
    }));
  return { series, days };
}

export const dayTotal = (day: ChartDay, series: readonly ChartSeries[]) =>
  series.reduce((sum, { key }) => sum + (day.values[key] ?? 0), 0);

export const seriesTotal = (days: readonly ChartDay[], key: string) =>
  days.reduce((sum, day) => sum + (day.values[key] ?? 0), 0);

export function isEmptyChart({ series, days }: ChartData): boolean {
  return days.every((day) => dayTotal(day, series) === 0);
}

/**
 * The y axis counts in whole steps (step 1 while counts are small).
 * The step grows 1, 2, 5, 10, 20, 50… only so that at most `maxTicks`
 * intervals fit; the axis never shows a fraction.
 */
export function integerTicks(max: number, maxTicks: number): { top: number; step: number } {
  const target = Math.max(1, Math.ceil(max));
  const limit = Math.max(1, Math.floor(maxTicks));
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const base of [1, 2, 5]) {
      const step = base * magnitude;
      const intervals = Math.ceil(target / step);
      if (intervals <= limit) return { top: intervals * step, step };
    }
  }
}
