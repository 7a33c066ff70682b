import express, { type Request, type Response, type Router } from 'express';
import { sendError } from '../../http/send-error';
import type { Context } from '../../trpc/context';
import { AppError, toEnvelope } from '../../trpc/errors';
import type { createCaller } from '../../composition/app-router';
import { VARIANT_CONTENT_TYPES } from '../../../shared/image-variants';
import { variantKey } from './image-variants';
import { uploadTempRoot } from './media-files';
import { sendMediaFile } from './media-send';
import { withUpload } from './media-upload';
import { mediaService } from './media.service';

export interface MediaRoutesOptions {
  createContext: (req: Request, res: Response) => Promise<Context>;
  dataDir: string;
  maxUploadBytes: number;
  /**
   * The media calls through the whole router, so they run under their full
   * names (`media.create`), as on the trail. Handed in by the app: the
   * router lists every module, this one included.
   */
  createMediaCaller: (ctx: Context) => ReturnType<typeof createCaller>['media'];
}

const FILE_PATH = /^\/api\/media\/([^/]+)\/([^/]+)$/;
/** A smaller copy of an image: `/api/media/image/<name>/<width>.<avif|webp>`. */
const VARIANT_PATH = /^\/api\/media\/([^/]+)\/([^/]+)\/([1-9]\d{0,4})\.(avif|webp)$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Refused uploads up to this size are read before answering (see `failWith`). */
const DRAIN_LIMIT_BYTES = 1024 * 1024;
/** An upload over the limit is read to its end when it declares at most this many times the limit. */
const OVERSIZE_DRAIN_FACTOR = 4;
/** Reading a refused body to its end stops here: then the answer goes out and the connection closes. */
const DRAIN_TIMEOUT_MS = 60_000;

/**
 * How a failed media call is answered. When the body is unread (refused
 * before parsing, e.g. a 401) or cut off at the upload limit, it is read to
 * its end first where that is affordable: a browser that is still sending
 * when the server closes the connection reports a network error and never
 * shows the answer (an expired session, or a photo over the limit, would
 * read as "Connection error"). A small body is always read; a body over the
 * upload limit is read when it declares at most four times the limit (a
 * 30 MB photo against 25 MB), for at most a minute. Anything larger, or of
 * unknown length, is not worth the bandwidth: answer and close.
 */
function failWith(maxUploadBytes: number) {
  return (req: Request, res: Response, error: unknown) => {
    const { httpStatus } = toEnvelope(error);
    if (httpStatus >= 500)
      req.log.error({ err: error, reqId: req.id, url: req.originalUrl }, 'request failed');
    if (req.complete) {
      sendError(res, error);
      return;
    }
    const declared = Number(req.headers['content-length']);
    const drainLimit =
      httpStatus === 413
        ? Math.max(DRAIN_LIMIT_BYTES, OVERSIZE_DRAIN_FACTOR * maxUploadBytes)
        : DRAIN_LIMIT_BYTES;
    if (Number.isFinite(declared) && declared <= drainLimit && !req.readableEnded) {
      const answerAndClose = () => {
        if (res.headersSent) return;
        res.setHeader('Connection', 'close');
        sendError(res, error);
      };
      const timer = setTimeout(answerAndClose, DRAIN_TIMEOUT_MS);
      req.once('end', () => {
        clearTimeout(timer);
        if (!res.headersSent) sendError(res, error);
      });
      req.once('error', () => {
        clearTimeout(timer);
        res.destroy();
      });
      req.resume();
      return;
    }
    res.setHeader('Connection', 'close');
    sendError(res, error);
  };
}

/**
 * The media calls the REST adapter cannot serve: multipart uploads and the
 * file download. Mounted before the adapter; other paths fall through.
 */
export function mediaRoutes({
  createContext,
  dataDir,
  maxUploadBytes,
  createMediaCaller,
}: MediaRoutesOptions): Router {
  const routes = express.Router();
  const uploads = { tempRoot: uploadTempRoot(dataDir), maxBytes: maxUploadBytes };
  const fail = failWith(maxUploadBytes);

  /** Admins allowed to write only, checked before a byte of the body is stored. */
  async function adminContext(req: Request, res: Response): Promise<Context> {
    const ctx = await createContext(req, res);
    const viewer = await ctx.viewer();
    if (!viewer) throw AppError.unauthorized();
    if (viewer.scope !== 'write') throw new AppError(403, 403, 'This token may only read');
    return ctx;
  }

  /**
   * Matches on the raw path and decodes it here: Express would answer a bad
   * escape (`%E0`) with its own error instead of the envelope.
   */
  function on(
    methods: string[],
    pattern: RegExp,
    handle: (req: Request, res: Response, params: string[]) => Promise<void>,
  ) {
    routes.use(async (req, res, next) => {
      if (!methods.includes(req.method)) return next();
      const match = pattern.exec(req.path);
      if (!match) return next();
      try {
        const params = match.slice(1).map((segment) => decoded(segment ?? ''));
        if (params.some((param) => param === null)) throw AppError.notFound('Path');
        await handle(req, res, params as string[]);
      } catch (error) {
        fail(req, res, error);
      }
    });
  }

  on(['POST'], /^\/api\/media\/?$/, async (req, res) => {
    const ctx = await adminContext(req, res);
    const media = await withUpload(req, uploads, ({ fields, file }) =>
      createMediaCaller(ctx).create({ ...fields, file } as never),
    );
    res.json(media);
  });

  on(['PUT'], /^\/api\/media\/([^/]+)\/?$/, async (req, res, [id]) => {
    const ctx = await adminContext(req, res);
    const media = await withUpload(req, uploads, ({ fields, file }) =>
      createMediaCaller(ctx).update({ ...fields, id, file } as never),
    );
    res.json(media);
  });

  on(['GET', 'HEAD'], FILE_PATH, async (req, res, [type = '', name = '']) => {
    const ctx = await createContext(req, res);
    const { media, store } = await mediaService(ctx).findFile(type, name);
    await sendMediaFile(req, res, media, store);
  });

  // Served as the original is (privacy, ETag, ranges, caching), from its own
  // key; a width the image has no copy at is simply not found.
  on(
    ['GET', 'HEAD'],
    VARIANT_PATH,
    async (req, res, [type = '', name = '', width = '', format]) => {
      const ctx = await createContext(req, res);
      const { media, store } = await mediaService(ctx).findFile(type, name);
      const variant = media.variants.find(
        (candidate) => candidate.width === Number(width) && candidate.format === format,
      );
      if (!variant) throw AppError.notFound('Media');
      const key = variantKey(media.type, media.name, variant.width, variant.format);
      await sendMediaFile(
        req,
        res,
        {
          type: media.type,
          name: `${media.name}-${variant.width}.${variant.format}`,
          contentType: VARIANT_CONTENT_TYPES[variant.format],
          private: media.private,
        },
        store,
        {
          file: {
            stat: () => store.statDerived(key),
            open: (range) => store.openDerived(key, range),
          },
        },
      );
    },
  );

  return routes;
}
