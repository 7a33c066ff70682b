import type { Request, Response } from 'express';
import { sendError } from './send-error';

/** A refused body up to this size is still read (and dropped) before the answer goes out. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Answers a request refused before its body was read (a 401 on a route that
 * takes large bodies). A small body is read to its end and dropped first: a
 * browser still sending when the connection closes reports a network error
 * and never shows the answer. A larger body, or one of unknown length, is
 * not read at all: the answer goes out and the connection closes, so a
 * stranger cannot make the server take in megabytes it will never use.
 */
export function refuseUnread(req: Request, res: Response, error: unknown): void {
  const declared = Number(req.headers['content-length']);
  if (req.readableEnded || (Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES)) {
    req.once('end', () => {
      if (!res.headersSent) sendError(res, error);
    });
    req.once('error', () => res.destroy());
    if (req.readableEnded) sendError(res, error);
    else req.resume();
    return;
  }
  res.setHeader('Connection', 'close');
  sendError(res, error);
}
