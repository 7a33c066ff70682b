import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { toDateInput } from '../../client/lib/format';
import type { AnalyticsRecorder } from '../modules/analytics/analytics.recorder';
import type { HomePageCache } from './home-page-cache';
import type { RenderedSitePage } from './render-site';

type Encoding = 'br' | 'gzip' | 'identity';

/** The home page ready to send: its bytes in each encoding, compressed once. */
export interface PreparedPage {
  bodies: Record<Encoding, Buffer>;
  /** A digest of the page; each encoding's ETag is built on it. */
  tag: string;
}

export function preparePage(html: string): PreparedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          // 11 saves a few per cent more for three times the time (30 ms on a 20 KB page).
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    },
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/** What the client takes, as the `compression` middleware would choose (none without the header). */
function encodingFor(req: Request): Encoding {
  if (!req.headers['accept-encoding']) return 'identity';
  const chosen = req.acceptsEncodings('br', 'gzip', 'identity');
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Sends the page already compressed: `compression` leaves an encoded body
 * alone, and `res.send` keeps a set ETag (and answers 304 to a match).
 */
function sendPage(req: Request, res: Response, page: PreparedPage): void {
  const encoding = encodingFor(req);
  res.status(200).type('html').vary('Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('ETag', `W/"${page.tag}-${encoding}"`);
  res.send(page.bodies[encoding]);
}

export interface HomePageOptions {
  cache: HomePageCache<PreparedPage>;
  /** The line renders wait in (admission.ts); a page from memory does not wait. */
  inTurn: RequestHandler;
  analytics: AnalyticsRecorder;
  render: (req: Request, origin: string) => Promise<RenderedSitePage>;
  origin: (req: Request) => string;
  /** False in development, where the client assets change under the running server. */
  keep: boolean;
}

/**
 * `GET /` (decision 0024): every visit is counted (in memory); the page is
 * rendered once per content version, origin and day and then sent from
 * memory, without waiting in line: sending a kept page is a few microseconds
 * of work, not a render. A page with a part that failed to load is sent but
 * not kept.
 */
export function homePage({
  cache,
  inTurn,
  analytics,
  render,
  origin,
  keep,
}: HomePageOptions): RequestHandler[] {
  const fromMemory = (req: Request, res: Response): boolean => {
    const page = keep ? cache.get(origin(req)) : undefined;
    if (page) sendPage(req, res, page);
    return page !== undefined;
  };

  return [
    (req: Request, res: Response, next: NextFunction) => {
      // A visit is a GET of `/` by a client that is no bot (contract §6).
      if (req.method === 'GET') analytics.recordVisit(req.ip ?? '', req.headers['user-agent']);
      if (!fromMemory(req, res)) next();
    },
    inTurn,
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        // A request ahead in the line may have rendered it meanwhile.
        if (fromMemory(req, res)) return;
        const at = origin(req);
        const day = toDateInput();
        const version = cache.currentVersion;
        const { html, complete } = await render(req, at);
        const page = preparePage(html);
        if (keep && complete) cache.set(at, page, version, day);
        sendPage(req, res, page);
      } catch (error) {
        next(error);
      }
    },
  ];
}
