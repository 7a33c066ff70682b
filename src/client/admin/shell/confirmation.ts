import { type QueryClient, useQuery } from '@tanstack/react-query';

/*
 * A sensitive change (a password, an admin, two-factor sign-in, a write
 * token, ending other sessions) refused because the session was not
 * confirmed recently waits here while the confirm dialog asks for the
 * password. Every call refused meanwhile waits for the same answer.
 */

const confirmRequestedKey = ['admin', 'confirm-requested'] as const;
const waiting = new WeakMap<QueryClient, ((confirmed: boolean) => void)[]>();

/** Opens the confirm dialog; resolves true once the server accepted the password, false when closed. */
export function askToConfirm(queryClient: QueryClient): Promise<boolean> {
  return new Promise((resolve) => {
    waiting.set(queryClient, [...(waiting.get(queryClient) ?? []), resolve]);
    queryClient.setQueryData<boolean>(confirmRequestedKey, true);
  });
}

/** Closes the dialog and answers every call waiting for it. */
export function settleConfirmation(queryClient: QueryClient, confirmed: boolean): void {
  const waiters = waiting.get(queryClient) ?? [];
  waiting.delete(queryClient);
  queryClient.setQueryData<boolean>(confirmRequestedKey, false);
  for (const resolve of waiters) resolve(confirmed);
}

export function useConfirmRequested(): boolean {
  const { data } = useQuery({
    queryKey: confirmRequestedKey,
    queryFn: () => false,
    initialData: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
