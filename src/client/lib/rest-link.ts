import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { type ApiRoute, routeOf } from '../../shared/api-routes';
import { ifMatchHeader } from './if-match';
import { sendRestRequest } from './rest-request';

export interface RestLinkOptions {
  /** Where the API lives, normally '/'. Relative URLs resolve against the page. */
  baseUrl: string;
  /** For tests and non-browser callers; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /** Defaults to the shared rule and table the server builds its REST paths from. */
  routes?: Readonly<Record<string, ApiRoute>>;
}

/**
 * A terminating tRPC link that speaks the spec's REST paths instead of tRPC's
 * own wire format, so the browser, third-party tools and the MSW test
 * handlers all see one protocol. Failures reach callers as a TRPCClientError
 * whose `cause` is an ApiError.
 */
export function restLink<TRouter extends AnyRouter>(options: RestLinkOptions): TRPCLink<TRouter> {
  const { routes } = options;
  const lookUp = (path: string) => (routes ? routes[path] : routeOf(path));
  return () =>
    ({ op }) =>
      observable((observer) => {
        // One signal for both "the caller gave up" and "nobody listens any more"
        // (AbortSignal.any would do it, but only in browsers from 2024 on).
        const controller = new AbortController();
        if (op.signal?.aborted) controller.abort();
        op.signal?.addEventListener('abort', () => controller.abort(), { once: true });
        let settled = false;

        const fail = (error: Error) => {
          settled = true;
          observer.error(new TRPCClientError(error.message, { cause: error }));
        };

        const run = async () => {
          const route = lookUp(op.path);
          if (!route) throw new Error(`No REST route for procedure "${op.path}"`);
          const data = await sendRestRequest(route, op.input, {
            baseUrl: options.baseUrl,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            signal: controller.signal,
            // Only a call whose context names a version sends If-Match; every other goes as before.
            ifMatch: ifMatchHeader(op.context),
          });
          settled = true;
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        };

        // An ApiError (no response, or the error envelope) or a plain Error (no route).
        run().catch((error: unknown) =>
          fail(error instanceof Error ? error : new Error(String(error))),
        );

        return () => {
          if (!settled) controller.abort();
        };
      });
}
