import { adminPath } from './admin-nav';

/** The login page's query parameter naming the admin page to go back to after signing in. */
export const RETURN_PARAM = 'next';

const LOGIN_PATH = adminPath('login');
const ADMIN_PREFIX = '/admin/';
/** Any origin will do: it only anchors relative paths so the parser can say where they lead. */
const PROBE_ORIGIN = 'https://admin.invalid';

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * A place to return to after signing in, or null when it is not one: only a
 * page of this admin app on this site counts. Anything else (another site,
 * `//host`, `\\host`, a `javascript:` URL, the public pages, the login page
 * itself) is refused, so a crafted sign-in link can never send anyone away.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//')) return null;
  // Browsers read a backslash as a slash: `/\host` would leave the site.
  if (candidate.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (!url.pathname.startsWith(ADMIN_PREFIX)) return null;
  if (url.pathname.replace(/\/+$/, '') === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that leads back to `from` after signing in (or the plain one). */
export function loginPathReturningTo(from: PathParts): string {
  const back = safeReturnPath(`${from.pathname}${from.search}${from.hash}`);
  if (!back) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
