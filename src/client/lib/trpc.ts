import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/composition/app-router';
import type { ApiError } from './api-error';
import { confirmLink } from './confirm-link';
import { restLink } from './rest-link';
import { unauthorizedLink } from './unauthorized-link';

export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export interface TrpcClientOptions {
  /** Where every call goes; '/' unless given. */
  baseUrl?: string;
  /** Called on a 401 from any call that does not opt out; the admin shell signs out. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Asks the admin to confirm it is them when a sensitive change needs it
   * (403, 4031); the call is then made again. Without it the refusal stands.
   */
  askToConfirm?: () => Promise<boolean>;
  fetch?: typeof fetch;
}

export function createTrpcClient(options: TrpcClientOptions = {}) {
  const links: TRPCLink<AppRouter>[] = [];
  if (options.askToConfirm) links.push(confirmLink({ askToConfirm: options.askToConfirm }));
  if (options.onUnauthorized)
    links.push(unauthorizedLink({ onUnauthorized: options.onUnauthorized }));
  links.push(
    restLink({
      baseUrl: options.baseUrl ?? '/',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  );
  return createTRPCClient<AppRouter>({ links });
}
