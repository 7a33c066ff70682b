import type { RequestView } from '../../http/plain-request';

/** A host name or IP literal with an optional port: anything else is not a real Host header. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute URLs are built on (canonical link, sitemap, link
 * previews). PUBLIC_URL wins; without it the request says where the site is
 * reached, through the proxy headers only when TRUST_PROXY trusts them. A
 * malformed Host cannot be echoed into the page.
 */
export function siteOrigin(
  req: Pick<RequestView, 'protocol' | 'host'>,
  publicUrl: string | undefined,
): string {
  if (publicUrl) return publicUrl;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const host = req.host;
  return `${protocol}://${host && HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}

/**
 * An address from the content (a cover, the `image` variable) as an absolute
 * URL: http(s) URLs stay, site paths get the origin, anything else (a
 * protocol-relative `//host`, `javascript:`) is no usable address.
 */
export function absoluteUrl(address: string, origin: string): string | null {
  const value = address.trim();
  if (/^https?:\/\/\S+$/i.test(value)) return value;
  if (/^\/(?!\/)\S*$/.test(value)) return `${origin}${value}`;
  return null;
}
