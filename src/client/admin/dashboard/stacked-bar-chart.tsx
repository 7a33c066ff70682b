import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { formatDate } from '../../lib/format';
import { LoadingIndicator } from '../../ui/spinner';
import {
  type ChartData,
  type ChartDay,
  type ChartSeries,
  dayTotal,
  integerTicks,
  isEmptyChart,
  seriesTotal,
} from './analytics-data';

const MARGIN = { top: 12, right: 12, bottom: 36, left: 44 };
/** Room one y tick needs, so short charts get fewer, wider steps. */
const Y_TICK_SPACING = 20;
/** Below this width per day an x label shows dd.mm; the year is in the tooltip and table. */
const FULL_DATE_WIDTH = 80;
const SHORT_DATE_WIDTH = 44;

const shortDate = (date: string) => formatDate(date).slice(0, 5);

/**
 * ParentSize measures with ResizeObserver. Where there is none (old
 * browsers, test DOMs) this measures once and again on window resizes,
 * instead of failing to render the page.
 */
class WindowResizeObserver {
  private readonly targets = new Set<Element>();
  private readonly onResize = () => this.report();

  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element) {
    if (this.targets.size === 0) window.addEventListener('resize', this.onResize);
    this.targets.add(target);
    this.report();
  }

  unobserve(target: Element) {
    this.targets.delete(target);
    if (this.targets.size === 0) window.removeEventListener('resize', this.onResize);
  }

  disconnect() {
    this.targets.clear();
    window.removeEventListener('resize', this.onResize);
  }

  private report() {
    const entries = [...this.targets].map(
      (target) => ({ target, contentRect: target.getBoundingClientRect() }) as ResizeObserverEntry,
    );
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

/** Checked when a chart renders, so a ResizeObserver that arrives later is still used. */
const fallbackResizeObserver = (): typeof ResizeObserver | undefined =>
  typeof window.ResizeObserver === 'undefined'
    ? (WindowResizeObserver as unknown as typeof ResizeObserver)
    : undefined;

export interface StackedBarChartProps extends ChartData {
  title: string;
  /** Shown instead of the chart when every count is 0 (or the call failed). */
  emptyText: string;
  loading: boolean;
}

/**
 * A stacked bar per day, drawn with visx: axes, legend, tooltips on hover
 * and on keyboard focus (arrow keys move between days), and the same
 * numbers in a visually hidden table for screen readers.
 */
export function StackedBarChart({ title, series, days, emptyText, loading }: StackedBarChartProps) {
  const headingId = useId();
  const empty = isEmptyChart({ series, days });

  let body;
  if (loading) {
    body = (
      <div className="dashboard-chart-message">
        <LoadingIndicator label={`Loading ${title.toLowerCase()}…`} />
      </div>
    );
  } else if (empty) {
    body = <p className="dashboard-chart-message">{emptyText}</p>;
  } else {
    body = (
      <>
        <ul className="dashboard-legend" aria-label={`${title} legend`}>
          {series.map((entry) => (
            <li key={entry.key}>
              <span
                className="dashboard-legend-swatch"
                style={{ background: entry.color }}
                aria-hidden="true"
              />
              {entry.label}
            </li>
          ))}
        </ul>
        <ChartArea title={title} series={series} days={days} />
        <ChartTable title={title} series={series} days={days} />
      </>
    );
  }

  return (
    <section className="admin-card dashboard-chart" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-chart-title">
        {title}
      </h2>
      {body}
    </section>
  );
}

function summaryOf(title: string, { series, days }: ChartData): string {
  const first = days[0];
  const last = days[days.length - 1];
  const range = first && last ? ` from ${formatDate(first.date)} to ${formatDate(last.date)}` : '';
  const totals = series.map(({ key, label }) => `${label} ${seriesTotal(days, key)}`).join(', ');
  return `${title}${range}, stacked per day. Totals: ${totals}.`;
}

interface ChartAreaProps extends ChartData {
  title: string;
}

function ChartArea({ title, series, days }: ChartAreaProps) {
  const tooltip = useTooltip<ChartDay>();
  const hintId = useId();
  const liveId = useId();
  // The day the keyboard is on; null while the chart does not have focus.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  // The pointer wins while it is over a column; the keyboard's day comes back when it leaves.
  const activeIndex = hoverIndex ?? focusIndex;
  const focusDay = focusIndex === null ? undefined : days[focusIndex];
  const summary = useMemo(() => summaryOf(title, { series, days }), [title, series, days]);
  const resizeObserver = fallbackResizeObserver();

  return (
    <div className="dashboard-chart-area">
      <ParentSize
        debounceTime={50}
        {...(resizeObserver ? { resizeObserverPolyfill: resizeObserver } : {})}
      >
        {({ width, height }) =>
          width > 0 && height > 0 ? (
            <ChartSvg
              width={width}
              height={height}
              series={series}
              days={days}
              summary={summary}
              hintId={hintId}
              activeIndex={activeIndex}
              onHover={(index, position) => {
                setHoverIndex(index);
                if (index === null || !position) {
                  if (focusIndex === null) tooltip.hideTooltip();
                  return;
                }
                tooltip.showTooltip({ tooltipData: days[index], ...position });
              }}
              onFocusDay={(index, position) => {
                setFocusIndex(index);
                setHoverIndex(null);
                if (index === null || !position) {
                  tooltip.hideTooltip();
                  return;
                }
                tooltip.showTooltip({ tooltipData: days[index], ...position });
              }}
            />
          ) : null
        }
      </ParentSize>
      {tooltip.tooltipOpen && tooltip.tooltipData ? (
        <TooltipWithBounds
          left={tooltip.tooltipLeft}
          top={tooltip.tooltipTop}
          className="dashboard-tooltip"
          unstyled
          applyPositionStyle
        >
          <DayDetails day={tooltip.tooltipData} series={series} />
        </TooltipWithBounds>
      ) : null}
      <p id={hintId} className="visually-hidden">
        Use the left and right arrow keys to read each day.
      </p>
      {/* What the arrow keys land on is read out; the tooltip shows the same. */}
      <p id={liveId} className="visually-hidden" aria-live="polite">
        {focusDay ? dayText(focusDay, series) : ''}
      </p>
    </div>
  );
}

function dayText(day: ChartDay, series: readonly ChartSeries[]): string {
  const parts = series
    .filter(({ key }) => (day.values[key] ?? 0) > 0 || series.length <= 3)
    .map(({ key, label }) => `${label} ${day.values[key] ?? 0}`);
  return `${formatDate(day.date)}: ${parts.length ? parts.join(', ') : 'none'}`;
}

function DayDetails({ day, series }: { day: ChartDay; series: readonly ChartSeries[] }) {
  // Few series (Visits) are all listed; many (projects) only those seen that day.
  const shown = series.length <= 3 ? series : series.filter(({ key }) => day.values[key]);
  return (
    <>
      <p className="dashboard-tooltip-date">{formatDate(day.date)}</p>
      {shown.length === 0 ? (
        <p className="dashboard-tooltip-none">No views</p>
      ) : (
        <ul className="dashboard-tooltip-list">
          {[...shown].reverse().map(({ key, label, color }) => (
            <li key={key}>
              <span
                className="dashboard-legend-swatch"
                style={{ background: color }}
                aria-hidden="true"
              />
              <span className="dashboard-tooltip-label">{label}</span>
              <span className="dashboard-tooltip-value">{day.values[key] ?? 0}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface TooltipPosition {
  tooltipLeft: number;
  tooltipTop: number;
}

interface ChartSvgProps extends ChartData {
  width: number;
  height: number;
  summary: string;
  hintId: string;
  activeIndex: number | null;
  onHover: (index: number | null, position?: TooltipPosition) => void;
  onFocusDay: (index: number | null, position?: TooltipPosition) => void;
}

function ChartSvg({
  width,
  height,
  series,
  days,
  summary,
  hintId,
  activeIndex,
  onHover,
  onFocusDay,
}: ChartSvgProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const [keyboardIndex, setKeyboardIndex] = useState(days.length - 1);
  const [focused, setFocused] = useState(false);

  const xScale = useMemo(
    () =>
      scaleBand<string>({
        domain: days.map((day) => day.date),
        range: [0, innerWidth],
        padding: 0.28,
      }),
    [days, innerWidth],
  );
  const { top, step } = integerTicks(
    Math.max(0, ...days.map((day) => dayTotal(day, series))),
    innerHeight / Y_TICK_SPACING,
  );
  const yScale = useMemo(
    () => scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0] }),
    [top, innerHeight],
  );
  const yTicks = Array.from({ length: top / step + 1 }, (_, index) => index * step);

  const slot = xScale.step();
  const labelWidth = slot >= FULL_DATE_WIDTH ? FULL_DATE_WIDTH : SHORT_DATE_WIDTH;
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(slot, 1)));
  const xTicks = days
    .map((day) => day.date)
    .filter((_, index) => (days.length - 1 - index) % every === 0);
  const formatTick = slot >= FULL_DATE_WIDTH ? formatDate : shortDate;

  const positionOf = (index: number): TooltipPosition => {
    const day = days[index];
    const x = day ? (xScale(day.date) ?? 0) + xScale.bandwidth() / 2 : 0;
    const y = day ? yScale(dayTotal(day, series)) : innerHeight;
    return { tooltipLeft: MARGIN.left + x, tooltipTop: MARGIN.top + Math.min(y, innerHeight - 24) };
  };

  const moveTo = (index: number) => {
    const next = Math.min(days.length - 1, Math.max(0, index));
    setKeyboardIndex(next);
    onFocusDay(next, positionOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: keyboardIndex - 1,
      ArrowRight: keyboardIndex + 1,
      Home: 0,
      End: days.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) {
      if (event.key === 'Escape') onFocusDay(null);
      return;
    }
    event.preventDefault();
    moveTo(target);
  };

  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={summary}
      aria-describedby={hintId}
      tabIndex={0}
      className="dashboard-chart-svg"
      onKeyDown={onKeyDown}
      onFocus={() => {
        setFocused(true);
        moveTo(Math.min(keyboardIndex, days.length - 1));
      }}
      onBlur={() => {
        setFocused(false);
        onFocusDay(null);
      }}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows
          scale={yScale}
          width={innerWidth}
          tickValues={yTicks}
          className="dashboard-grid"
          stroke="currentColor"
        />
        {activeIndex !== null && days[activeIndex] ? (
          <rect
            className="dashboard-chart-highlight"
            x={(xScale(days[activeIndex].date) ?? 0) - (slot - xScale.bandwidth()) / 2}
            y={0}
            width={slot}
            height={innerHeight}
          />
        ) : null}
        {days.map((day, index) => {
          const x = xScale(day.date) ?? 0;
          let base = 0;
          return (
            <g key={day.date}>
              {series.map(({ key, color }) => {
                const value = day.values[key] ?? 0;
                if (value <= 0) return null;
                const y0 = yScale(base);
                base += value;
                const y1 = yScale(base);
                return (
                  <Bar
                    key={key}
                    x={x}
                    y={y1}
                    width={xScale.bandwidth()}
                    height={Math.max(0, y0 - y1)}
                    // A style, not the fill attribute: the colour is a theme token (var()).
                    style={{ fill: color }}
                    className="dashboard-bar"
                  />
                );
              })}
              {/* The whole column answers the pointer, not only the bars, which may be tiny. */}
              <rect
                x={x - (slot - xScale.bandwidth()) / 2}
                y={0}
                width={slot}
                height={innerHeight}
                fill="transparent"
                onMouseEnter={() => onHover(index, positionOf(index))}
                onMouseMove={() => onHover(index, positionOf(index))}
                onMouseLeave={() => {
                  onHover(null);
                  if (focused) moveTo(keyboardIndex);
                }}
              />
            </g>
          );
        })}
        <AxisLeft
          scale={yScale}
          tickValues={yTicks}
          tickFormat={(value) => String(value)}
          axisClassName="dashboard-axis"
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ className: 'dashboard-axis-label', fill: 'currentColor' }}
        />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          tickValues={xTicks}
          tickFormat={(value) => formatTick(String(value))}
          axisClassName="dashboard-axis"
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ className: 'dashboard-axis-label', fill: 'currentColor' }}
        />
      </Group>
    </svg>
  );
}

/** The chart's numbers as a table, for screen readers and anyone who cannot see the bars. */
function ChartTable({ title, series, days }: ChartAreaProps) {
  // The wrapper hides it: a table ignores the width and overflow that hiding relies on.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{`${title} per day`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {series.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              {series.map(({ key }) => (
                <td key={key}>{day.values[key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
