/**
 * Change tracking as the API does it, for the mock handlers: a tracked row
 * carries `updatedAt`, its entity tag is that value quoted, and a write
 * whose `If-Match` names another version is refused with 412 and
 * statusCode 4121.
 */

/** The statusCode of a write refused because the row changed since the caller read it. */
export const PRECONDITION_FAILED = 4121;

/** The last time handed out, so two writes in one millisecond still get different versions. */
let lastStamp = 0;

/** Now as the server writes it (ISO 8601, milliseconds, `Z`), never twice the same. */
export function nextStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** A row's version: its `updatedAt`, for rows that carry one. */
export function versionOfRow(row: object): string | undefined {
  const { updatedAt } = row as { updatedAt?: unknown };
  return typeof updatedAt === 'string' ? updatedAt : undefined;
}

/** The entity tag of a tracked row: its `updatedAt`, quoted (a strong tag). */
export function etagOf(row: object): string | undefined {
  const version = versionOfRow(row);
  return version === undefined ? undefined : `"${version}"`;
}

/**
 * Whether a write may go ahead on `row`: no If-Match, an untracked row, `*`,
 * or a list naming the row's current tag. A weak tag (`W/"…"`) never
 * matches, and anything that is not a list of quoted tags matches nothing.
 */
export function preconditionHolds(request: Request, row: object): boolean {
  const header = request.headers.get('if-match');
  const current = etagOf(row);
  if (header === null || current === undefined) return true;
  if (header.trim() === '*') return true;
  const tags = header.split(',').map((tag) => tag.trim());
  if (!tags.every((tag) => /^(W\/)?"[^"]*"$/.test(tag))) return false;
  return tags.includes(current);
}
