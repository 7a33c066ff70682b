const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as `yyyy-mm-dd` in local time: what a date input holds, and the day
 * the server's once-a-day work (the visitor salt, kept answers) is keyed by.
 */
export function toDateInput(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
