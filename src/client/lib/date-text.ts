import { isCalendarDate } from '../../shared/fields';

/**
 * What an owner typed into a date field. The admin shows and takes dates as
 * dd.mm.yyyy and sends them as yyyy-mm-dd; a pasted yyyy-mm-dd is taken too.
 */
export type DateText =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  /** Shaped like a date, but no such day exists (31.02.2024). */
  | { kind: 'impossible'; message: string }
  /** Not shaped like a date at all. */
  | { kind: 'unreadable'; message: string };

export const DATE_TEXT_FORMAT = 'dd.mm.yyyy';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** d.m.yyyy with dots, slashes or dashes between: what people type in this order. */
const DAY_MONTH_YEAR = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
/** Eight digits, as a phone's number pad types them (no dot key): ddmmyyyy. */
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
/** The API's own form, e.g. pasted from an export. */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (value: string) => value.padStart(2, '0');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayOf(year: string, month: string, day: string): DateText {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  if (isCalendarDate(iso)) return { kind: 'date', iso };
  const monthNumber = Number(month);
  const shown = `${pad(day)}.${pad(month)}.${year}`;
  if (monthNumber < 1 || monthNumber > 12) {
    return { kind: 'impossible', message: `${shown} is not a date: there is no month ${month}` };
  }
  const days = daysIn(Number(year), monthNumber);
  return {
    kind: 'impossible',
    message: `${shown} is not a date: ${MONTH_NAMES[monthNumber - 1]} ${year} has ${days} days`,
  };
}

export function parseDateText(text: string): DateText {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const match = DAY_MONTH_YEAR.exec(typed) ?? DIGITS_ONLY.exec(typed);
  if (match) return dayOf(match[3] ?? '', match[2] ?? '', match[1] ?? '');
  const iso = ISO.exec(typed);
  if (iso) return dayOf(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  return { kind: 'unreadable', message: `Type the date as ${DATE_TEXT_FORMAT}` };
}

/** A yyyy-mm-dd date as the field shows it; anything else as it is. */
export function dateTextOf(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}
