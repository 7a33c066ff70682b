import { useState } from 'react';
import { ANALYTICS_DEFAULT_DAYS, type AnalyticsRange } from '../../../shared/analytics';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { PageHeader } from '../page-header';
import { usePageTitle } from '../use-page-title';
import { projectViewsChartData, visitsChartData } from './analytics-data';
import { DateRangeFilter } from './date-range-filter';
import { StackedBarChart } from './stacked-bar-chart';

/**
 * Every Filter or Clear asks again, even for the range on screen. Errors are
 * left to the charts' empty states: the dashboard ignores failures
 * silently (a 401 still signs out, through the tRPC client).
 */
const queryOptions = { staleTime: 0 } as const;

function rangeText({ from, to }: AnalyticsRange): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `${formatDate(from)} – today`;
  if (to) return `The ${ANALYTICS_DEFAULT_DAYS} days up to ${formatDate(to)}`;
  return `The last ${ANALYTICS_DEFAULT_DAYS} days`;
}

const sameRange = (a: AnalyticsRange, b: AnalyticsRange) => a.from === b.from && a.to === b.to;

/**
 * The dashboard: a date range and two stacked bar charts. With no dates
 * chosen the calls carry no from/to, and the API answers for the last 7
 * days up to today (its days are UTC): one definition of "the last week".
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const [range, setRange] = useState<AnalyticsRange>({});

  // Three separate queries: they run in parallel, and one failing leaves the others alone.
  const visits = trpc.analytics.visits.useQuery(range, queryOptions);
  const downloads = trpc.analytics.cvDownloads.useQuery(range, queryOptions);
  const projectViews = trpc.analytics.projectViews.useQuery(range, queryOptions);

  const load = (next: AnalyticsRange) => {
    if (!sameRange(next, range)) {
      setRange(next);
      return;
    }
    void visits.refetch();
    void downloads.refetch();
    void projectViews.refetch();
  };

  return (
    <>
      <PageHeader title="Dashboard" description="Visits, CV downloads and project views per day." />
      <section className="admin-card dashboard-filter-card" aria-label="Period">
        <DateRangeFilter onFilter={load} onClear={() => load({})} />
        <p className="dashboard-range" role="status">
          Showing: {rangeText(range)}
        </p>
      </section>
      <div className="dashboard-charts">
        <StackedBarChart
          title="Visits"
          {...visitsChartData(visits.data, downloads.data)}
          emptyText="No visits in this period"
          loading={visits.isPending || downloads.isPending}
        />
        <StackedBarChart
          title="Project Views"
          {...projectViewsChartData(projectViews.data)}
          emptyText="No project views in this period"
          loading={projectViews.isPending}
        />
      </div>
    </>
  );
}
