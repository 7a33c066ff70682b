import type { Response } from 'express';
import { toEnvelope } from '../trpc/errors';

/** Answers any error in the one error envelope, for routes outside the REST adapter. */
export function sendError(res: Response, error: unknown): void {
  const { httpStatus, body } = toEnvelope(error);
  res.status(httpStatus).json(body);
}
