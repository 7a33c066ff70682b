import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identity } from '../../../shared/auth';
import { toApiError } from '../../lib/api-error';
import { type TrpcClient, trpc } from '../../lib/trpc';
import { SKIP_UNAUTHORIZED_HANDLER } from '../../lib/unauthorized-link';
import { hasUnsavedChanges } from './unsaved-changes';

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

/**
 * Set by Logout: the owner left on purpose, so the login page they land on
 * keeps no page to return to and the next sign-in starts at the dashboard.
 */
const signedOutOnPurposeKey = ['admin', 'signed-out-on-purpose'] as const;
const signedOutOnPurposeHash = hashKey(signedOutOnPurposeKey);

export function signedOutOnPurpose(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<boolean>(signedOutOnPurposeKey) === true;
}

/** Marks the session as gone; the admin shell then redirects to the login page. */
export function signOut(queryClient: QueryClient, { onPurpose = false } = {}): void {
  queryClient.setQueryData<boolean>(signedOutOnPurposeKey, onPurpose);
  queryClient.setQueryData<Identity | null>(identityQueryKey, null);
}

/**
 * Drops everything fetched while signed in, so nothing private stays in
 * memory for the next person at this browser. Called once the signed-in
 * screens are gone, so none of them refetches what was removed.
 */
export function forgetSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryHash !== identityHash && query.queryHash !== signedOutOnPurposeHash,
  });
}

/**
 * Set when the session ended while a form held unsaved edits: the page stays
 * as it is, with a sign-in dialog over it, instead of going to the login page
 * and losing what was typed.
 */
const sessionExpiredQueryKey = ['admin', 'session-expired'] as const;

export function useSessionExpired(): boolean {
  const { data } = useQuery({
    queryKey: sessionExpiredQueryKey,
    queryFn: () => false,
    initialData: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

export function setSessionExpired(queryClient: QueryClient, expired: boolean): void {
  queryClient.setQueryData<boolean>(sessionExpiredQueryKey, expired);
}

/**
 * A call was refused because the session is gone. With edits unsaved, the
 * page stays and asks to sign in again over them; otherwise it signs out,
 * and the shell sends the admin to the login page.
 */
export function sessionLost(queryClient: QueryClient): void {
  if (hasUnsavedChanges()) setSessionExpired(queryClient, true);
  else signOut(queryClient);
}
