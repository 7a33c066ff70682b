import type { EntityManager } from '@mikro-orm/knex';
import { escapeHtml } from '../../ssr/html-document';
import { sitemapDaySelects } from '../content-sections';

/** The pages worth indexing: the one-page site and the CV. */
export const SITEMAP_PATHS = ['/', '/cv'] as const;

/**
 * The newest date in the visible content, capped at today (an end date may
 * lie ahead). The tables keep no update times, so this is the cheapest honest
 * guess at "last changed": a new project or job moves it forward. Each
 * content module names its date columns. Written for both databases: `not hidden` reads SQLite's 0/1 and PostgreSQL's
 * booleans alike, and PostgreSQL wants the subquery named.
 */
const LATEST_CONTENT_DATE = `
  select max(day) as latest from (
    ${sitemapDaySelects.join('\n    union all ')}
  ) as days where day <= ?`;

export const utcDay = (date = new Date()): string => date.toISOString().slice(0, 10);

/** The sitemap's lastmod: the newest dated content, or today when there is none. */
export async function latestContentDay(em: EntityManager, today = utcDay()): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<{ latest: string | null }[]>(LATEST_CONTENT_DATE, [today]);
  const latest = rows[0]?.latest;
  return latest && /^\d{4}-\d{2}-\d{2}$/.test(latest) ? latest : today;
}

export function sitemapXml(origin: string, lastmod: string): string {
  const urls = SITEMAP_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${escapeHtml(`${origin}${path}`)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${origin}/sitemap.xml
`;
}
