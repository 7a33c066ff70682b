import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { ownerFrom } from '../../../shared/owner';
import type { Project } from '../../../shared/project';
import type { Environment } from '../../../shared/variable';
import type { ContentVersion } from '../../db/content-version';
import type { MediaContext } from '../media/media.service';
import { readPublicImage } from '../media/public-image';
import { drawPreviewImage, PREVIEW_IMAGE_PATH, PREVIEW_TYPE } from './preview-image';
import { previewSource } from './site-meta';

/** What the home page shows a visitor, the preview's input. */
export interface PreviewContent {
  environment: Environment;
  /** Visible projects in page order. */
  projects: Project[];
}

export interface PreviewImageRouteOptions {
  version: ContentVersion;
  /** The line CPU-heavy work waits in; a preview from memory does not wait. */
  inTurn: RequestHandler;
  /** The public content, read as a visitor reads it. */
  readContent: (req: Request) => Promise<PreviewContent>;
  /** Where the site's own media are read from, as a visitor may read them. */
  mediaContext: (req: Request) => Pick<MediaContext, 'em' | 'mediaStore'>;
}

/** Whether an If-None-Match header names this ETag (or `*`), weak or strong alike. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

interface DrawnPreview {
  png: Buffer;
  etag: string;
}

/**
 * Platforms fetch a preview once per share and keep it; an hour lets a
 * browser or proxy reuse it, and the ETag makes checking it again cheap.
 */
const PREVIEW_CACHE_CONTROL = 'public, max-age=3600';

/**
 * `GET /preview-image.png`: the link preview the page's head names, drawn
 * once per content version and then sent from memory; a request carrying the
 * current ETag gets 304. Without an image to preview (no image variable, no
 * cover) there is no preview: the page's head names none, and the address
 * is not found.
 */
export function previewImageRoute({
  version,
  inTurn,
  readContent,
  mediaContext,
}: PreviewImageRouteOptions): Router {
  const routes = express.Router();
  let kept: { at: number; drawing: Promise<DrawnPreview | null> } | undefined;

  async function draw(req: Request): Promise<DrawnPreview | null> {
    const content = await readContent(req);
    const owner = ownerFrom(content.environment);
    const source = previewSource(content, owner.name);
    if (!source) return null;
    const image = await readPublicImage(mediaContext(req), source.address).catch(
      (error: unknown) => {
        req.log.warn({ err: error }, 'could not read the link preview image');
        return null;
      },
    );
    const png = await drawPreviewImage(image, { name: owner.name, title: owner.title }, (error) =>
      req.log.warn({ err: error }, 'could not draw the link preview from its image'),
    );
    const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
    return { png, etag };
  }

  const fromMemory = (): Promise<DrawnPreview | null> | undefined =>
    kept?.at === version.current ? kept.drawing : undefined;

  const send = async (req: Request, res: express.Response) => {
    const at = version.current;
    let drawing = fromMemory();
    if (!drawing) {
      drawing = draw(req);
      kept = { at, drawing };
      // A failure (the database away) is not kept: the next request tries again.
      drawing.catch(() => {
        if (kept?.drawing === drawing) kept = undefined;
      });
    }
    const preview = await drawing;
    if (!preview) return false;
    res.setHeader('Cache-Control', PREVIEW_CACHE_CONTROL);
    res.setHeader('ETag', preview.etag);
    if (matches(req.headers['if-none-match'], preview.etag)) {
      res.status(304).end();
      return true;
    }
    res.type(PREVIEW_TYPE).send(preview.png);
    return true;
  };

  routes.get(
    PREVIEW_IMAGE_PATH,
    (req, res, next) => {
      // Already drawn: sent at once, without waiting in line.
      if (!fromMemory()) return next();
      send(req, res).then((sent) => (sent ? undefined : next('router')), next);
    },
    inTurn,
    (req, res, next) => {
      send(req, res).then((sent) => (sent ? undefined : next('router')), next);
    },
  );

  return routes;
}
