import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { toDateInput } from '../../shared/dates';
import { keepableHeaders } from '../http/fast-lane';
import { KeptResponse, type KeptResponses, sendKept } from '../http/kept-responses';
import type { RequestView } from '../http/plain-request';
import type { RenderedSitePage } from './render-site';

/** Rendered once per content change: worth the strongest practical compression (about 30 ms). */
const PAGE_BROTLI_QUALITY = 10;

export interface HomePageOptions {
  kept: KeptResponses;
  /** The key the page is kept under: its origin and `/` (the fast lane looks it up the same way). */
  keyOf: (req: RequestView) => string;
  /** The line renders wait in (admission.ts); a page from memory does not wait. */
  inTurn: RequestHandler;
  /** Counts the visit; runs on every GET, from memory or rendered. */
  countVisit: (req: RequestView) => void;
  render: (req: Request, origin: string) => Promise<RenderedSitePage>;
  origin: (req: Request) => string;
  /** False in development, where the client assets change under the running server. */
  keep: boolean;
}

/**
 * `GET /` (decisions 0024, 0025): the page is rendered once per content
 * version, origin and day, kept with the headers it was sent with, and from
 * then on sent from memory: by the fast lane to visitors, here to requests
 * the fast lane leaves alone (an admin's), without waiting in line. A page
 * with a part that failed to load is sent but not kept.
 */
export function homePage({
  kept,
  keyOf,
  inTurn,
  countVisit,
  render,
  origin,
  keep,
}: HomePageOptions): RequestHandler[] {
  const fromMemory = (req: Request, res: Response): boolean => {
    const page = keep ? kept.get(keyOf(req)) : undefined;
    if (page) sendKept(req, res, page);
    return page !== undefined;
  };

  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (req.method === 'GET') countVisit(req);
      if (!fromMemory(req, res)) next();
    },
    inTurn,
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        // A request ahead in the line may have rendered it meanwhile.
        if (fromMemory(req, res)) return;
        const day = toDateInput();
        const version = kept.currentVersion;
        const { html, complete } = await render(req, origin(req));
        res.type('html');
        const headers = keepableHeaders(res);
        if (!headers) throw new Error('the home page got headers that cannot be kept');
        const page = new KeptResponse(headers, Buffer.from(html, 'utf8'), {
          brotliQuality: PAGE_BROTLI_QUALITY,
          onServe: countVisit,
        });
        if (keep && complete) kept.set(keyOf(req), page, version, day);
        sendKept(req, res, page);
      } catch (error) {
        next(error);
      }
    },
  ];
}
