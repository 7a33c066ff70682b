import type { ApiRoute } from '../../shared/api-routes';
import type { FieldError } from '../../shared/error-codes';
import { ApiError } from './api-error';

/*
 * One call over the spec's REST paths, with no tRPC in it: the admin app's
 * tRPC link (rest-link.ts) sends every call through here, and the public page
 * calls its few procedures with it directly, so the page's script carries
 * neither tRPC's client nor its React Query binding.
 */

export interface RestRequest {
  method: ApiRoute['method'];
  url: string;
  body: string | undefined;
}

const PATH_PARAM = /\{(\w+)\}/g;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joinUrl(baseUrl: string, path: string): string {
  const joined = `${baseUrl.replace(/\/+$/, '')}${path}`;
  // Node's fetch (tests, SSR) has no page to resolve a relative URL against.
  const origin = globalThis.location?.href;
  return origin && !/^[a-z][a-z\d+.-]*:/i.test(joined) ? new URL(joined, origin).href : joined;
}

function appendQuery(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    for (const entry of value) appendQuery(params, key, entry);
    return;
  }
  params.append(key, value instanceof Date ? value.toISOString() : String(value));
}

/**
 * The HTTP request for one procedure call: path params from the input fill
 * the route's `{name}` slots, the rest travels as the query string (GET,
 * DELETE) or as a JSON body (POST, PUT).
 */
export function buildRestRequest(route: ApiRoute, input: unknown, baseUrl: string): RestRequest {
  const rest: Record<string, unknown> = isPlainObject(input) ? { ...input } : {};
  const path = route.path.replace(PATH_PARAM, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${route.method} ${route.path}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });

  if (route.method === 'GET' || route.method === 'DELETE') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) appendQuery(params, key, value);
    const query = params.toString();
    return {
      method: route.method,
      url: joinUrl(baseUrl, query ? `${path}?${query}` : path),
      body: undefined,
    };
  }
  // The REST adapter refuses a bodiless POST/PUT, so writes always carry a JSON object.
  return { method: route.method, url: joinUrl(baseUrl, path), body: JSON.stringify(rest) };
}

function isFieldErrors(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        isPlainObject(entry) && typeof entry.path === 'string' && typeof entry.message === 'string',
    )
  );
}

/**
 * Reads a reply as the API contract asks: every HTTP status is a response, the
 * body is JSON, and a numeric `statusCode` other than 0 is an error. Returns
 * the data, or the ApiError to throw.
 */
export async function readRestResponse(
  response: Response,
): Promise<{ data: unknown } | { error: ApiError }> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // A proxy's HTML error page or a cut-off body is as good as no response.
    return { error: ApiError.connection(cause) };
  }
  const statusCode = isPlainObject(body) ? body.statusCode : undefined;
  if (typeof statusCode === 'number' && statusCode !== 0) {
    const envelope = body as Record<string, unknown>;
    return {
      error: new ApiError({
        statusCode,
        message:
          typeof envelope.message === 'string'
            ? envelope.message
            : `Request failed (${statusCode})`,
        errors: isFieldErrors(envelope.errors) ? envelope.errors : undefined,
        httpStatus: response.status,
      }),
    };
  }
  if (!response.ok) {
    // The contract never sends this, but treating a failed status as data would hide the fault.
    return {
      error: new ApiError({
        statusCode: response.status,
        message: `Request failed (${response.status})`,
        httpStatus: response.status,
      }),
    };
  }
  return { data: body };
}

export interface SendRestOptions {
  /** Where the API lives ('/' on this site). Relative URLs resolve against the page. */
  baseUrl: string;
  /** For tests and non-browser callers; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** `If-Match` for a write that must not overwrite a newer version (see if-match.ts). */
  ifMatch?: string | undefined;
}

/**
 * Sends one call and answers its data. Every failure is thrown as an
 * ApiError: no response (or no JSON) as the connection error, an error
 * envelope as itself. A route whose path parameter is missing throws a plain
 * Error before anything is sent.
 */
export async function sendRestRequest(
  route: ApiRoute,
  input: unknown,
  options: SendRestOptions,
): Promise<unknown> {
  const request = buildRestRequest(route, input, options.baseUrl);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers,
      body: request.body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    throw ApiError.connection(cause);
  }
  const outcome = await readRestResponse(response);
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}
