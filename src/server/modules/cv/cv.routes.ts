import express, { type Request, type Response, type Router } from 'express';
import type { Context } from '../../trpc/context';
import { sendMediaFile } from '../media/media-send';
import { mediaService } from '../media/media.service';
import { sanitizeAboutHtml } from '../variable/about-html';
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
 * content. Every request counts as a CV download (contract §6).
 */
export function cvRoutes({ createContext }: CvRoutesOptions): Router {
  const routes = express.Router();

  routes.get('/cv', async (req, res, next) => {
    try {
      const ctx = await createContext(req, res);
      if (req.method === 'GET') {
        try {
          await ctx.analytics.recordCvDownload(ctx.em);
        } catch (error) {
          // Counting is a nicety: the visitor still gets the CV.
          req.log.error({ err: error }, 'could not record a CV download');
        }
      }

      const mediaName = await cvMediaName(ctx.em);
      const media = mediaName ? await mediaService(ctx).findPublicByName(mediaName) : null;
      if (media) {
        return await sendMediaFile(req, res, media.media, media.root, media.file, {
          cacheControl: CV_CACHE_CONTROL,
        });
      }

      const content = await loadCvContent(ctx.em);
      const about = content.variables.about;
      const html = renderCvHtml(content, about ? await sanitizeAboutHtml(about) : '');
      res.setHeader('Cache-Control', CV_CACHE_CONTROL);
      res.status(200).type('html').send(html);
    } catch (error) {
      next(error);
    }
  });

  return routes;
}
