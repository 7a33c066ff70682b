import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { type ApiError, toApiError } from './api-error';

/**
 * Operation context flag for calls that handle a 401 themselves, like the
 * admin shell's identity check, which treats it as "not signed in".
 */
export const SKIP_UNAUTHORIZED_HANDLER = 'skipUnauthorizedHandler';

export interface UnauthorizedLinkOptions {
  onUnauthorized: (error: ApiError) => void;
}

/**
 * A 401 from any call means the session is gone. Sitting in the link
 * chain, this sees every call (hooks, utils and the vanilla client alike), so
 * no screen can forget to handle it.
 */
export function unauthorizedLink<TRouter extends AnyRouter>(
  options: UnauthorizedLinkOptions,
): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            const apiError = toApiError(error);
            if (apiError.isUnauthorized && op.context[SKIP_UNAUTHORIZED_HANDLER] !== true) {
              options.onUnauthorized(apiError);
            }
            observer.error(error);
          },
        }),
      );
}
