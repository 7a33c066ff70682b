const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Only web links become `href`s; anything else (javascript:, data:) stays text. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/** 'Mar 2024' from '2024-03-15'; 'Present' for no date. */
export function monthYear(day: string | null): string {
  if (!day) return 'Present';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function period(start: string, end: string | null): string {
  return `${escapeHtml(monthYear(start))} – ${escapeHtml(monthYear(end))}`;
}
