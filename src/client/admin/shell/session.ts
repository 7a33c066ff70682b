import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identity } from '../../../shared/auth';
import { toApiError } from '../../lib/api-error';
import { type TrpcClient, trpc } from '../../lib/trpc';
import { SKIP_UNAUTHORIZED_HANDLER } from '../../lib/unauthorized-link';

/*
 * This module is the one place, with the admin list hook, that calls the
 * tRPC client itself: asking who is signed in treats a 401 as the answer
 * "nobody" (null), which tRPC's query hooks would report as an error.
 */

/**
 * The signed-in admin, or `null` when signed out. Kept in the query cache
 * under its own key so a sign-out can set it to `null` at once, without a
 * round trip, and every screen reading it follows.
 */
export const identityQueryKey = ['admin', 'identity'] as const;

const identityHash = hashKey(identityQueryKey);

export async function fetchIdentity(client: TrpcClient): Promise<Identity | null> {
  try {
    return await client.auth.identity.query(undefined, {
      // A 401 here is the answer "signed out", not a session that just expired.
      context: { [SKIP_UNAUTHORIZED_HANDLER]: true },
    });
  } catch (error) {
    const apiError = toApiError(error);
    // Any reply carrying a statusCode means "not signed in". Only a missing reply is a failure.
    if (apiError.statusCode !== null) return null;
    throw apiError;
  }
}

export function useIdentity() {
  const utils = trpc.useUtils();
  return useQuery({
    queryKey: identityQueryKey,
    queryFn: () => fetchIdentity(utils.client),
  });
}

/** Asks the server again, e.g. right after login; throws when there is no response. */
export async function refreshIdentity(queryClient: QueryClient, client: TrpcClient) {
  return queryClient.fetchQuery({
    queryKey: identityQueryKey,
    queryFn: () => fetchIdentity(client),
    staleTime: 0,
  });
}

/** `refreshIdentity` bound to the app's query cache and client, for the login page. */
export function useRefreshIdentity(): () => Promise<Identity | null> {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(() => refreshIdentity(queryClient, utils.client), [queryClient, utils]);
}

/** Marks the session as gone; the admin shell then redirects to the login page. */
export function signOut(queryClient: QueryClient): void {
  queryClient.setQueryData<Identity | null>(identityQueryKey, null);
}

/**
 * Drops everything fetched while signed in, so nothing private stays in
 * memory for the next person at this browser. Called once the signed-in
 * screens are gone, so none of them refetches what was removed.
 */
export function forgetSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== identityHash });
}
