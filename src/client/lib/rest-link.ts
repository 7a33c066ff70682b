import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { type ApiRoute, apiRoutes } from '../../shared/api-routes';
import type { FieldError } from '../../shared/error-codes';
import { ApiError } from './api-error';

export interface RestLinkOptions {
  /** Where the API lives, normally '/'. Relative URLs resolve against the page. */
  baseUrl: string;
  /** For tests and non-browser callers; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /** Defaults to the shared table the server builds its REST paths from. */
  routes?: Readonly<Record<string, ApiRoute>>;
}

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
 * Reads a reply by the API's rules: every HTTP status is a response, the
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

/**
 * A terminating tRPC link that speaks the spec's REST paths instead of tRPC's
 * own wire format, so the browser, third-party tools and the MSW test
 * handlers all see one protocol. Failures reach callers as a TRPCClientError
 * whose `cause` is an ApiError.
 */
export function restLink<TRouter extends AnyRouter>(options: RestLinkOptions): TRPCLink<TRouter> {
  const routes: Readonly<Record<string, ApiRoute>> = options.routes ?? apiRoutes;
  return () =>
    ({ op }) =>
      observable((observer) => {
        // One signal for both "the caller gave up" and "nobody listens any more"
        // (AbortSignal.any would do it, but only in browsers from 2024 on).
        const controller = new AbortController();
        if (op.signal?.aborted) controller.abort();
        op.signal?.addEventListener('abort', () => controller.abort(), { once: true });
        let settled = false;

        const fail = (error: ApiError | Error) => {
          settled = true;
          observer.error(new TRPCClientError(error.message, { cause: error }));
        };

        const run = async () => {
          const route = routes[op.path];
          if (!route) throw new Error(`No REST route for procedure "${op.path}"`);
          const request = buildRestRequest(route, op.input, options.baseUrl);
          const fetchImpl = options.fetch ?? globalThis.fetch;
          let response: Response;
          try {
            response = await fetchImpl(request.url, {
              method: request.method,
              headers:
                request.body === undefined
                  ? { accept: 'application/json' }
                  : { accept: 'application/json', 'content-type': 'application/json' },
              body: request.body,
              credentials: 'include',
              signal: controller.signal,
            });
          } catch (cause) {
            fail(ApiError.connection(cause));
            return;
          }
          const outcome = await readRestResponse(response);
          if ('error' in outcome) {
            fail(outcome.error);
            return;
          }
          settled = true;
          observer.next({ result: { type: 'data', data: outcome.data } });
          observer.complete();
        };

        run().catch((error: unknown) =>
          fail(error instanceof Error ? error : new Error(String(error))),
        );

        return () => {
          if (!settled) controller.abort();
        };
      });
}
