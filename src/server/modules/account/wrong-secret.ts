import { AppError } from '../../trpc/errors';

/**
 * A wrong password or code typed by someone who already holds a session
 * (confirming, turning two-factor off, changing their password): a guess
 * like a failed sign-in, so the caller counts it toward the same lock-out
 * and puts it on the trail (the field's name only, never what was typed).
 */
export class WrongSecret extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, 400, message, [{ path: field, message }]);
  }
}
