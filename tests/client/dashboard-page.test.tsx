import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { integerTicks } from '../../src/client/admin/dashboard/analytics-data';
import { mockDb, mockDb as db } from '../mocks';
import { server } from '../mocks/server';
import { renderAdmin } from './render-admin';
import { type LoggedRequest, recordRequests } from './request-log';

const ANALYTICS_PATHS = [
  '/api/analytics/visits',
  '/api/analytics/cv-downloads',
  '/api/analytics/project-views',
];

/** jsdom lays nothing out: this ResizeObserver reports a chart area of 800 × 288. */
class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 800, height: 288, top: 0, left: 0 } as DOMRectReadOnly;
    this.callback(
      [{ target, contentRect } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  db.reset();
  vi.stubGlobal('ResizeObserver', FixedSizeResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** A UTC day relative to today, as the API counts days. */
const utcDay = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

function seedWeek() {
  db.analytics.visits.set(utcDay(0), { totalVisits: 5, uniqueVisits: 3 });
  db.analytics.visits.set(utcDay(-1), { totalVisits: 4, uniqueVisits: 1 });
  db.analytics.downloads.set(utcDay(0), 2);
  db.analytics.projectViews.set(utcDay(0), [
    { projectId: 1, name: 'Alpha', count: 3 },
    { projectId: 2, name: 'Beta', count: 1 },
  ]);
}

async function openDashboard() {
  mockDb.signedIn = true;
  const view = renderAdmin('/admin/dashboard');
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());
  return view;
}

function chart(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/** The drawn chart: ParentSize reports its width on the next animation frame. */
function chartImage(title: string): Promise<HTMLElement> {
  return within(chart(title)).findByRole('img');
}

/** Query strings of the analytics calls, by path. */
function analyticsQueries(requests: LoggedRequest[]) {
  return ANALYTICS_PATHS.map((path) =>
    requests
      .filter((request) => request.url.pathname === path)
      .map((request) => Object.fromEntries(request.url.searchParams)),
  );
}

function dataRows(title: string): string[][] {
  const table = within(chart(title)).getByRole('table', { name: `${title} per day` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

const shown = (day: string) => day.split('-').reverse().join('.');

describe('dashboard', () => {
  it('shows the last 7 days when no dates are chosen, asking with no from/to', async () => {
    seedWeek();
    const requests = recordRequests();
    await openDashboard();

    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(screen.getByLabelText('End date')).toHaveValue('');
    expect(screen.getByText('Showing: The last 7 days')).toBeInTheDocument();
    expect(analyticsQueries(requests)).toEqual([[{}], [{}], [{}]]);

    const visits = dataRows('Visits');
    expect(visits).toHaveLength(7);
    expect(visits[0]?.[0]).toBe(shown(utcDay(-6)));
    expect(visits.at(-1)).toEqual([shown(utcDay(0)), '2', '5', '3']);
    expect(await chartImage('Visits')).toHaveAccessibleName(
      `Visits from ${shown(utcDay(-6))} to ${shown(utcDay(0))}, stacked per day. ` +
        'Totals: CV Downloads 2, Total Visits 9, Unique visits 4.',
    );
  });

  it('draws both charts with a legend, a y axis in whole steps and one colour per project', async () => {
    seedWeek();
    await openDashboard();

    const visits = chart('Visits');
    const legend = within(visits).getByRole('list', { name: 'Visits legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CV Downloads', 'Total Visits', 'Unique visits']);
    // The busiest day stacks 2 + 5 + 3 = 10: ticks 0, 1, 2, … 10, never a fraction.
    const svg = await chartImage('Visits');
    const yLabels = [...svg.querySelectorAll('.visx-axis-left .visx-axis-tick')].map(
      (tick) => tick.textContent,
    );
    expect(yLabels).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(svg.querySelectorAll('.dashboard-bar')).toHaveLength(5);

    const projects = chart('Project Views');
    const projectLegend = within(projects).getByRole('list', { name: 'Project Views legend' });
    expect(
      within(projectLegend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alpha', 'Beta']);
    const fills = [...(await chartImage('Project Views')).querySelectorAll('.dashboard-bar')].map(
      (bar) => bar.getAttribute('style'),
    );
    expect(fills).toHaveLength(2);
    expect(new Set(fills).size).toBe(2);
    expect(dataRows('Project Views').at(-1)).toEqual([shown(utcDay(0)), '3', '1']);
  });

  it('shows a tooltip for the day under the keyboard', async () => {
    seedWeek();
    const { user } = await openDashboard();

    const svg = await chartImage('Visits');
    act(() => svg.focus());

    const tooltip = await waitFor(() => {
      const found = chart('Visits').querySelector('.dashboard-tooltip');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(tooltip).toHaveTextContent(shown(utcDay(0)));
    expect(tooltip).toHaveTextContent('Total Visits5');

    await user.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(chart('Visits').querySelector('.dashboard-tooltip')).toHaveTextContent(
        shown(utcDay(-1)),
      ),
    );
    expect(chart('Visits').querySelector('.dashboard-tooltip')).toHaveTextContent('Total Visits4');
  });

  it('shows a tooltip for the day under the pointer', async () => {
    seedWeek();
    const { user } = await openDashboard();

    const columns = (await chartImage('Project Views')).querySelectorAll(
      'rect[fill="transparent"]',
    );
    expect(columns).toHaveLength(7);
    await user.hover(columns[6]!);

    const tooltip = await waitFor(() => {
      const found = chart('Project Views').querySelector('.dashboard-tooltip');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(tooltip).toHaveTextContent(shown(utcDay(0)));
    expect(tooltip).toHaveTextContent('Beta1');
    expect(tooltip).toHaveTextContent('Alpha3');

    await user.unhover(columns[6]!);
    await waitFor(() =>
      expect(chart('Project Views').querySelector('.dashboard-tooltip')).toBeNull(),
    );
  });

  it('sends the chosen dates as from and to on Filter', async () => {
    db.analytics.visits.set('2024-05-02', { totalVisits: 7, uniqueVisits: 2 });
    const requests = recordRequests();
    const { user } = await openDashboard();

    await user.type(screen.getByLabelText('Start date'), '01.05.2024');
    await user.type(screen.getByLabelText('End date'), '03.05.2024');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    const range = { from: '2024-05-01', to: '2024-05-03' };
    await waitFor(() =>
      expect(analyticsQueries(requests)).toEqual([
        [{}, range],
        [{}, range],
        [{}, range],
      ]),
    );
    expect(screen.getByText('Showing: 01.05.2024 – 03.05.2024')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataRows('Visits')).toEqual([
        ['01.05.2024', '0', '0', '0'],
        ['02.05.2024', '0', '7', '2'],
        ['03.05.2024', '0', '0', '0'],
      ]),
    );

    // The same range again still asks again.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(analyticsQueries(requests)[0]).toHaveLength(3));
  });

  it('checks the dates before asking', async () => {
    const requests = recordRequests();
    const { user } = await openDashboard();

    await user.type(screen.getByLabelText('Start date'), '03.05.2024');
    await user.type(screen.getByLabelText('End date'), '01.05.2024');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'End date cannot be before start date',
    );
    expect(analyticsQueries(requests)).toEqual([[{}], [{}], [{}]]);
  });

  it('Clear empties both dates and reloads the default range', async () => {
    const requests = recordRequests();
    const { user } = await openDashboard();

    await user.type(screen.getByLabelText('Start date'), '01.05.2024');
    await user.type(screen.getByLabelText('End date'), '03.05.2024');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(analyticsQueries(requests)[0]).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(screen.getByLabelText('End date')).toHaveValue('');
    await waitFor(() =>
      expect(analyticsQueries(requests).map((calls) => calls.at(-1))).toEqual([{}, {}, {}]),
    );
    expect(analyticsQueries(requests)[0]).toHaveLength(3);
    expect(screen.getByText('Showing: The last 7 days')).toBeInTheDocument();

    // Clear on the default range still reloads it.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(analyticsQueries(requests)[0]).toHaveLength(4));
  });

  it('still draws the other chart when one call fails, without a message', async () => {
    seedWeek();
    server.use(
      http.get('*/api/analytics/project-views', () =>
        HttpResponse.json({ statusCode: 400, message: 'Invalid input' }, { status: 400 }),
      ),
    );
    await openDashboard();

    expect(await chartImage('Visits')).toBeInTheDocument();
    expect(
      within(chart('Project Views')).getByText('No project views in this period'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the visits it has when only the CV downloads fail', async () => {
    seedWeek();
    server.use(
      http.get('*/api/analytics/cv-downloads', () =>
        HttpResponse.json({ statusCode: 400, message: 'Invalid input' }, { status: 400 }),
      ),
    );
    await openDashboard();

    expect(dataRows('Visits').at(-1)).toEqual([shown(utcDay(0)), '0', '5', '3']);
    expect(await chartImage('Project Views')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a period has nothing to show', async () => {
    await openDashboard();

    expect(within(chart('Visits')).getByText('No visits in this period')).toBeInTheDocument();
    expect(
      within(chart('Project Views')).getByText('No project views in this period'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('integerTicks', () => {
  it('counts in steps of 1 while they fit, and never in fractions', () => {
    expect(integerTicks(3, 9)).toEqual({ top: 3, step: 1 });
    expect(integerTicks(0, 9)).toEqual({ top: 1, step: 1 });
    expect(integerTicks(2.5, 9)).toEqual({ top: 3, step: 1 });
    expect(integerTicks(17, 9)).toEqual({ top: 18, step: 2 });
    expect(integerTicks(45, 8)).toEqual({ top: 50, step: 10 });
    expect(integerTicks(1234, 6)).toEqual({ top: 1500, step: 500 });
  });
});
