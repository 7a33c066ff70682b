import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { ErrorCode } from '../../shared/error-codes';
import { toApiError } from './api-error';

export interface ConfirmLinkOptions {
  /**
   * Asks the person to confirm it is them (the admin's password dialog);
   * resolves true once the server accepted it, false when they gave up.
   */
  askToConfirm: () => Promise<boolean>;
}

/**
 * A sensitive change refused for want of a recent confirmation (403 with
 * statusCode 4031) is not an error the page needs to see: the call waits
 * while the password is asked for, then goes again, once. The form that
 * made it stays as it was, values and all, and gets the second answer; if
 * the person closes the dialog instead, the form gets the refusal.
 */
export function confirmLink<TRouter extends AnyRouter>(
  options: ConfirmLinkOptions,
): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let retry: Unsubscribable | null = null;
        let stopped = false;
        const first = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (
              op.type !== 'mutation' ||
              toApiError(error).statusCode !== ErrorCode.confirmRequired
            ) {
              observer.error(error);
              return;
            }
            void options.askToConfirm().then((confirmed) => {
              if (stopped) return;
              if (!confirmed) {
                observer.error(error);
                return;
              }
              retry = next(op).subscribe(observer);
            });
          },
        });
        return () => {
          stopped = true;
          first.unsubscribe();
          retry?.unsubscribe();
        };
      });
}
