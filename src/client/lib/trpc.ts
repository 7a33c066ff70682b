import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';
import { type ApiError, toApiError } from './api-error';
import { restLink } from './rest-link';
import { unauthorizedLink } from './unauthorized-link';

export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export interface TrpcClientOptions {
  /** Where every call goes; '/' unless given. */
  baseUrl?: string;
  /** Called on a 401 from any call that does not opt out; the admin shell signs out. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export function createTrpcClient(options: TrpcClientOptions = {}) {
  const links: TRPCLink<AppRouter>[] = [];
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

const MAX_QUERY_RETRIES = 2;

/**
 * Retrying only helps when the fault may pass: no response, or a server
 * fault. A 4xx (validation, 401, 404, conflict) will answer the same again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const { httpStatus, statusCode } = toApiError(error);
  if (statusCode === null) return true;
  return httpStatus !== null && httpStatus >= 500;
}

export function createQueryClient({
  staleTime = 30_000,
}: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: shouldRetry },
      // Writes are not idempotent in general: never repeat one behind the user's back.
      mutations: { retry: false },
    },
  });
}
