import { escapeHtml, scriptSafeJson } from './html-escape';
import type { SiteMeta } from './site-meta';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The description, canonical link, OpenGraph and Twitter card tags and the
 * JSON-LD Person, every value escaped. JSON-LD is a data block (not run by the
 * browser), so the CSP's script-src 'self' does not have to allow it.
 */
export function siteHeadTags(site: SiteMeta, preload = ''): string {
  const image = site.image;
  const tags = [
    ...(preload ? [preload] : []),
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeHtml(site.canonicalUrl)}">`,
    meta('property', 'og:type', site.type),
    meta('property', 'og:title', site.title),
    meta('property', 'og:description', site.description),
    meta('property', 'og:url', site.canonicalUrl),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:locale', 'en_US'),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          ...(image.type ? [meta('property', 'og:image:type', image.type)] : []),
          ...(image.width && image.height
            ? [
                meta('property', 'og:image:width', String(image.width)),
                meta('property', 'og:image:height', String(image.height)),
              ]
            : []),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', site.title),
    meta('name', 'twitter:description', site.description),
    ...(image
      ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)]
      : []),
    `<script type="application/ld+json">${scriptSafeJson(site.person)}</script>`,
  ];
  return tags.join('\n    ');
}
