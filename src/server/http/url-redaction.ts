/**
 * Credentials that arrive in a query string (`?token=…`, `?api_key=…`, a
 * signed link's `X-Amz-Signature=…`) must never reach a log line: logs are
 * copied, shipped and kept far longer than any secret should live. The
 * server itself takes API tokens only from the Authorization header, but a
 * client may still put one in a URL by mistake, and the URL is logged.
 */

/** The words of a parameter name that mark its value as a credential. */
const SECRET_WORDS = new Set([
  'token',
  'key',
  'apikey',
  'secret',
  'password',
  'passwd',
  'pwd',
  'pass',
  'auth',
  'authorization',
  'bearer',
  'jwt',
  'session',
  'sid',
  'signature',
  'sig',
  'credential',
  'credentials',
  'code',
  'otp',
]);

/** Put in place of a credential's value. */
export const MASK = '***';

/**
 * Whether a query parameter's name marks a credential: one of its words
 * (split at `_`, `-`, `.`, `[`, `]` and lower-to-upper case changes) is a
 * secret word. `access_token`, `apiKey`, `X-Amz-Signature` and `key` are;
 * `keyword`, `page` and `sort` are not.
 */
export function isSecretParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judged as written.
  }
  const words = decoded
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.\-[\]]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** One `name=value` pair of a query, its value masked when the name marks a credential. */
function maskPair(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals === -1) return pair;
  return isSecretParameter(pair.slice(0, equals)) ? `${pair.slice(0, equals + 1)}${MASK}` : pair;
}

/**
 * A request URL (path and query) fit for a log line: the value of every
 * query parameter whose name marks a credential is replaced by `***`; the
 * path, the other parameters and the fragment stay as they were. A URL
 * without a query is returned as it is, at the cost of one search.
 */
export function maskQuerySecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url.slice(start + 1, end).replace(/[^&;]+/g, maskPair);
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** A query pair anywhere in a text: after `?`, `&` or `;`, up to a separator, a quote or a space. */
const QUERY_PAIR_IN_TEXT = /([?&;])([^=&;?#\s"'<>]+)=([^&;#\s"'<>]*)/g;

/**
 * Any text (an error's message or stack, which may quote the URL that
 * failed) with the values of credential parameters in URLs masked.
 */
export function maskSecretsInText(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PAIR_IN_TEXT, (pair, separator: string, name: string) =>
    isSecretParameter(name) ? `${separator}${name}=${MASK}` : pair,
  );
}
