import { type FormEvent, useState } from 'react';
import { ANALYTICS_MAX_DAYS, type AnalyticsRange } from '../../../shared/analytics';
import { Button } from '../../ui/button';
import { isCalendarDate } from '../../../shared/fields';
import { DateField } from '../../ui/date-field';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export interface RangeErrors {
  start?: string;
  end?: string;
}

/** The checks the API would refuse with a 400, made before any call. */
export function validateRange(start: string, end: string): RangeErrors {
  // 'Invalid Date' stands for the field's own words about what was typed.
  if (start && !isCalendarDate(start)) return { start: 'Invalid Date' };
  if (end && !isCalendarDate(end)) return { end: 'Invalid Date' };
  if (!start || !end) return {};
  if (start > end) return { end: 'End date cannot be before start date' };
  if (daysBetween(start, end) > ANALYTICS_MAX_DAYS) {
    return { end: `The range cannot be longer than ${ANALYTICS_MAX_DAYS} days` };
  }
  return {};
}

/** The query the dates make: an empty date is left out, and the API fills in its default. */
export function rangeOf(start: string, end: string): AnalyticsRange {
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}

export interface DateRangeFilterProps {
  /** Filter: the dates as chosen; the parent reloads even if they did not change. */
  onFilter: (range: AnalyticsRange) => void;
  /** Clear: both dates emptied, back to the default range. */
  onClear: () => void;
}

/** The dashboard's range filter: Start date, End date, Filter and Clear. */
export function DateRangeFilter({ onFilter, onClear }: DateRangeFilterProps) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<RangeErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRange(start, end);
    setErrors(found);
    if (found.start || found.end) return;
    onFilter(rangeOf(start, end));
  };

  const clear = () => {
    setStart('');
    setEnd('');
    setErrors({});
    onClear();
  };

  return (
    <form className="dashboard-filter" onSubmit={submit} noValidate aria-label="Date range">
      <DateField
        label="Start date"
        name="from"
        value={start}
        error={errors.start}
        onChange={(event) => {
          setStart(event.target.value);
          setErrors({});
        }}
        fieldClassName="dashboard-filter-field"
      />
      <DateField
        label="End date"
        name="to"
        value={end}
        error={errors.end}
        onChange={(event) => {
          setEnd(event.target.value);
          setErrors({});
        }}
        fieldClassName="dashboard-filter-field"
      />
      <div className="dashboard-filter-actions">
        <Button type="submit">Filter</Button>
        <Button variant="outlined" tone="neutral" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
