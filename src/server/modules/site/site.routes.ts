import type { Orm } from '../../db/orm-type';
import express, { type Router } from 'express';
import { siteOrigin } from './request-origin';
import { latestContentDay, robotsTxt, sitemapXml, utcDay } from './sitemap';

export interface SiteRoutesOptions {
  orm: Orm;
  publicUrl: string | undefined;
}

/** Crawlers may cache these for an hour: they change only when content does. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

/** `robots.txt` and `sitemap.xml`, with absolute URLs on the site's public origin. */
export function siteRoutes({ orm, publicUrl }: SiteRoutesOptions): Router {
  const routes = express.Router();

  routes.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', CRAWLER_CACHE_CONTROL);
    res.type('text/plain').send(robotsTxt(siteOrigin(req, publicUrl)));
  });

  routes.get('/sitemap.xml', async (req, res) => {
    let lastmod: string;
    try {
      lastmod = await latestContentDay(orm.em.fork());
    } catch (error) {
      // A sitemap dated today is still a valid sitemap.
      req.log.error({ err: error }, 'could not date the sitemap');
      lastmod = utcDay();
    }
    res.setHeader('Cache-Control', CRAWLER_CACHE_CONTROL);
    res.type('application/xml').send(sitemapXml(siteOrigin(req, publicUrl), lastmod));
  });

  return routes;
}
