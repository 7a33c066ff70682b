import express, { type Request, type Response, type Router } from 'express';
import type { Context } from '../../trpc/context';
import { sendMediaFile } from '../media/media-send';
import { mediaService } from '../media/media.service';
import { ABOUT_KEY, sanitizedAbout } from '../variable/about-store';
import { VariableEntity } from '../variable/variable.entity';
import { renderCvHtml } from './cv-html';
import { cvMediaName, loadCvContent } from './cv.service';

export interface CvRoutesOptions {
  createContext: (req: Request, res: Response) => Promise<Context>;
}

/**
 * Revalidated on every open, so each one reaches the server and is counted;
 * an unchanged file still answers 304.
 */
const CV_CACHE_CONTROL = 'no-cache';

/**
 * `GET /cv` (public): the media file the `cv_media` variable names, if it
 * exists and is public; otherwise a print-ready HTML CV rendered from the
 * content. Every request from a client that is not a known bot counts as a
 * CV download.
 */
export function cvRoutes({ createContext }: CvRoutesOptions): Router {
  const routes = express.Router();

  routes.get('/cv', async (req, res, next) => {
    try {
      const ctx = await createContext(req, res);
      // Counted in memory, written within a second (decision 0024).
      if (req.method === 'GET') ctx.analytics.recordCvDownload(req.headers['user-agent']);

      const mediaName = await cvMediaName(ctx.em);
      const media = mediaName ? await mediaService(ctx).findPublicByName(mediaName) : null;
      if (media) {
        return await sendMediaFile(req, res, media.media, media.store, {
          cacheControl: CV_CACHE_CONTROL,
        });
      }

      const content = await loadCvContent(ctx.em);
      // Public and set: then the row is in the identity map already.
      const about = content.variables[ABOUT_KEY]
        ? await ctx.em.findOne(VariableEntity, { key: ABOUT_KEY })
        : null;
      const html = renderCvHtml(content, about ? await sanitizedAbout(ctx.em, about) : '');
      res.setHeader('Cache-Control', CV_CACHE_CONTROL);
      res.status(200).type('html').send(html);
    } catch (error) {
      next(error);
    }
  });

  return routes;
}
