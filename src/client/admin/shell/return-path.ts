import { adminPath } from './admin-nav';

/**
 * Where the page to return to is kept: this tab's session storage, not the
 * login page's address, so the login page's URL stays plain `/admin/login`
 * and a crafted link cannot choose where a sign-in leads.
 */
const STORAGE_KEY = 'portfolio.admin.returnTo';

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

/** Keeps `from` as the page to open after the next sign-in in this tab (when it is an admin page). */
export function rememberReturnPath(from: PathParts): void {
  const back = safeReturnPath(`${from.pathname}${from.search}${from.hash}`);
  try {
    if (back) sessionStorage.setItem(STORAGE_KEY, back);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a locked-down browser): sign-in simply goes to the dashboard.
  }
}

/** The page kept by `rememberReturnPath`, if any and still safe; it stays kept until `forgetReturnPath`. */
export function rememberedReturnPath(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Drops the kept page: once the admin is on a signed-in page, or signs out on purpose. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept where storage is refused.
  }
}
