import { toDateInput } from '../../shared/dates';
export { toDateInput };
/**
 * Display helpers shared by the site and the admin: dates shown as
 * dd.mm.yyyy and sent as yyyy-mm-dd, month-and-year text, hh:mm and durations.
 * They use fixed English names rather than the browser's locale, so the
 * server-rendered page and the hydrated one print the same text.
 */

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/**
 * The calendar day a value names: a `yyyy-mm-dd` date as written (no time
 * zone can move it), a timestamp as the local day it falls on. Null when unreadable.
 */
function calendarDay(value: string | Date): CalendarDay | null {
  if (typeof value === 'string') {
    const match = DAY_PATTERN.exec(value);
    if (match) {
      return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** 'dd.mm.yyyy' for a `yyyy-mm-dd` date or a timestamp; an unreadable value is shown as given. */
export function formatDate(value: string | Date): string {
  const day = calendarDay(value);
  if (!day) return String(value);
  return `${pad(day.day)}.${pad(day.month)}.${day.year}`;
}

/** 'May 2024'; 'Present' when there is no date (an ongoing job or study). */
export function formatMonthYear(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Present';
  const day = calendarDay(value);
  if (!day) return String(value);
  return `${MONTHS[day.month - 1]} ${day.year}`;
}

/** 'hh:mm', 24-hour, in the viewer's time zone; an unreadable value is shown as given. */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'dd.mm.yyyy hh:mm' in the viewer's time zone, for timestamps such as a message's arrival. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** Today as `yyyy-mm-dd`: the "issued today" and "started today" create defaults. */
export function today(): string {
  return toDateInput(new Date());
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long something lasted, counted in whole calendar months with both the
 * first and the last month included, as CVs usually count: Jan–Mar 2024 is
 * '3 months', Jan 2023–Feb 2024 is '1 year 2 months'. No end means up to now.
 * Empty when the dates cannot be read or the end comes before the start.
 */
export function formatDuration(
  start: string | Date,
  end: string | Date | null | undefined,
  now: Date = new Date(),
): string {
  const from = calendarDay(start);
  const to = calendarDay(end === null || end === undefined || end === '' ? now : end);
  if (!from || !to) return '';
  const months = (to.year - from.year) * 12 + (to.month - from.month) + 1;
  if (months < 1) return '';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years > 0 ? plural(years, 'year') : '', rest > 0 ? plural(rest, 'month') : '']
    .filter(Boolean)
    .join(' ');
}
