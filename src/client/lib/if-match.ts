import type { OperationContext, TRPCRequestOptions } from '@trpc/client';
import { ErrorCode } from '../../shared/error-codes';
import { toApiError } from './api-error';

/*
 * Writes that must not overwrite someone else's change. A content item
 * carries `updatedAt`, the version the server stamps on every change; a
 * write sent with `If-Match: "<that updatedAt>"` is refused with 412 when
 * the item has changed since. The version travels to the REST link in the
 * call's tRPC context, so only the calls given one send the header.
 */

/** The operation-context key the REST link reads the expected version from. */
const IF_MATCH_KEY = 'ifMatch';

/** The version of an item as the page last saw it: its `updatedAt`, when it has one. */
export function versionOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || !('updatedAt' in item)) return undefined;
  const { updatedAt } = item;
  return typeof updatedAt === 'string' && updatedAt !== '' ? updatedAt : undefined;
}

/**
 * The call options that make a write to `item` conditional on its version.
 * An item without `updatedAt` (an entity the server does not track, or a
 * server from before tracking) gets none, so its write goes as it always did.
 */
export function ifMatchOptions(item: unknown): TRPCRequestOptions {
  const version = versionOf(item);
  return version === undefined ? {} : { context: { [IF_MATCH_KEY]: version } };
}

/**
 * The `If-Match` header value a call's context asks for: the version as a
 * strong entity tag, `"<updatedAt>"`. Undefined when the call sets none.
 */
export function ifMatchHeader(context: OperationContext | undefined): string | undefined {
  const version = context?.[IF_MATCH_KEY];
  // A quote or a line break inside would make a different (or broken) header: send none.
  if (typeof version !== 'string' || !/^[\x21\x23-\x7e]+$/.test(version)) return undefined;
  return `"${version}"`;
}

/** True for a write refused because someone else changed the item since the page read it. */
export function isChangedElsewhere(error: unknown): boolean {
  return toApiError(error).statusCode === ErrorCode.preconditionFailed;
}
