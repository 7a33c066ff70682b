/**
 * The error vocabulary the browser needs, free of zod so the public site's
 * bundle stays small. `errors.ts` builds the envelope schema on top of it.
 */

/** The `statusCode` values of the error envelope that are not plain HTTP statuses. */
export const ErrorCode = {
  createFailed: 1002,
  updateFailed: 1003,
  deleteFailed: 1004,
  badCredentials: 2001,
  /** Password right, but two-factor sign-in is on and the code was missing or wrong. */
  twoFactorRequired: 2002,
  /**
   * A sensitive change (a password, an admin, two-factor sign-in, a write
   * token, other sessions) from a session not confirmed recently: confirm
   * with POST /auth/confirm, then repeat the call.
   */
  confirmRequired: 4031,
  /**
   * A PUT or DELETE sent `If-Match` and the item is no longer as the caller
   * last saw it (someone else changed it): nothing was changed.
   */
  preconditionFailed: 4121,
} as const;

/** One rejected input field of an error envelope. */
export interface FieldError {
  path: string;
  message: string;
}
