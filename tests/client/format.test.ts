import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatMonthYear,
  formatTime,
  toDateInput,
  today,
} from '../../src/client/lib/format';

describe('formatDate', () => {
  it('shows a yyyy-mm-dd date as dd.mm.yyyy', () => {
    expect(formatDate('2024-05-31')).toBe('31.05.2024');
    expect(formatDate('1999-01-02')).toBe('02.01.1999');
  });

  it('keeps the written day whatever the time zone', () => {
    // A date-only string parsed by Date would be UTC midnight: the day before west of Greenwich.
    expect(formatDate('2024-01-01')).toBe('01.01.2024');
  });

  it('shows a timestamp as the local day it falls on', () => {
    const local = new Date(2024, 2, 9, 23, 30);
    expect(formatDate(local.toISOString())).toBe('09.03.2024');
    expect(formatDate(local)).toBe('09.03.2024');
  });

  it('shows an unreadable value as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatMonthYear', () => {
  it('shows the month and year', () => {
    expect(formatMonthYear('2024-05-31')).toBe('May 2024');
    expect(formatMonthYear('2020-12-01')).toBe('Dec 2020');
  });

  it("says 'Present' when there is no date", () => {
    expect(formatMonthYear(null)).toBe('Present');
    expect(formatMonthYear(undefined)).toBe('Present');
    expect(formatMonthYear('')).toBe('Present');
  });
});

describe('formatTime', () => {
  it('shows hh:mm in 24-hour time', () => {
    expect(formatTime(new Date(2024, 0, 1, 9, 5).toISOString())).toBe('09:05');
    expect(formatTime(new Date(2024, 0, 1, 21, 45))).toBe('21:45');
  });

  it('shows an unreadable value as given', () => {
    expect(formatTime('later')).toBe('later');
  });
});

describe('date inputs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a local day as yyyy-mm-dd', () => {
    expect(toDateInput(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });

  it("gives today's local date", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 6, 4, 0, 15));
    expect(today()).toBe('2025-07-04');
  });
});

describe('formatDuration', () => {
  const now = new Date(2024, 5, 15);

  it('counts whole months, the first and the last included', () => {
    expect(formatDuration('2024-01-10', '2024-03-02', now)).toBe('3 months');
    expect(formatDuration('2024-01-10', '2024-01-20', now)).toBe('1 month');
  });

  it('gives years and months', () => {
    expect(formatDuration('2023-01-01', '2024-02-29', now)).toBe('1 year 2 months');
    expect(formatDuration('2020-01-01', '2021-12-31', now)).toBe('2 years');
    expect(formatDuration('2019-03-01', '2024-03-31', now)).toBe('5 years 1 month');
  });

  it('runs up to now when there is no end', () => {
    expect(formatDuration('2024-04-01', null, now)).toBe('3 months');
    expect(formatDuration('2024-04-01', undefined, now)).toBe('3 months');
  });

  it('is empty for an end before the start or an unreadable date', () => {
    expect(formatDuration('2024-05-01', '2024-03-01', now)).toBe('');
    expect(formatDuration('whenever', '2024-03-01', now)).toBe('');
  });
});
