import { useMutation } from '@tanstack/react-query';
import type { TRPCRequestOptions } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../../server/composition/app-router';
import { trpc } from './trpc';

type RouterInputs = inferRouterInputs<AppRouter>;

/** The routers with the three generic writes: every managed entity's. */
export type WritableRouter = {
  [R in keyof RouterInputs]: RouterInputs[R] extends Record<'create' | 'update' | 'delete', unknown>
    ? R
    : never;
}[keyof RouterInputs];

export type WriteProcedure = 'create' | 'update' | 'delete';

/** One call: the procedure's input, and the request options it goes with (e.g. If-Match). */
export interface WriteCall<R extends WritableRouter, P extends WriteProcedure> {
  input: RouterInputs[R][P];
  options?: TRPCRequestOptions;
}

interface UntypedWrite {
  mutate(input: unknown, options?: TRPCRequestOptions): Promise<unknown>;
}

/**
 * One of an entity's writes as a React Query mutation, like tRPC's own
 * `useMutation`, except that each call carries its own request options:
 * tRPC's hook takes its context once, for every call it makes, while a
 * write to an existing item names that item's version (see if-match.ts).
 * Resolves once `onSuccess` (usually refetching the entity's lists) has.
 */
export function useWriteMutation<R extends WritableRouter, P extends WriteProcedure>(
  router: R,
  procedure: P,
  onSuccess: () => Promise<unknown>,
) {
  const utils = trpc.useUtils();
  return useMutation({
    mutationKey: [[router, procedure], { type: 'mutation' }],
    mutationFn: ({ input, options }: WriteCall<R, P>) => {
      // The routers differ only in their types; at run time each is the same proxy.
      const call = (utils.client[router] as unknown as Record<P, UntypedWrite>)[procedure];
      return call.mutate(input, options);
    },
    onSuccess,
  });
}
