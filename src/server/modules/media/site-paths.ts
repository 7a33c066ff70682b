import type { CrudService } from '../../trpc/crud';

/** A host name or IP literal with an optional port: anything else is not a real Host header. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `host[:port]` as the URL parser spells it (lower case, no default port), or null. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * The hosts this site is reached at: the configured public origin's, and
 * the one the request names (through a proxy's headers only when they are
 * trusted). A link to either is a link to the site itself, whatever its
 * scheme: behind a TLS proxy the same host answers on both.
 */
export function siteHosts(
  req: { protocol: string; host: string | undefined },
  publicUrl: string | undefined,
): readonly string[] {
  const hosts = new Set<string>();
  const configured = publicUrl ? hostOf(publicUrl) : null;
  if (configured) hosts.add(configured);
  if (req.host && HOST.test(req.host)) {
    const requested = hostOf(`${req.protocol === 'https' ? 'https' : 'http'}://${req.host}`);
    if (requested) hosts.add(requested);
  }
  return [...hosts];
}

/**
 * An address on one of `hosts` as a path of the site (`/api/media/image/a.png`),
 * so it keeps working when the site moves to another domain; any other
 * address is kept as given. A path that would read as protocol-relative
 * (`//elsewhere`) is never produced.
 */
export function toSitePath(address: string, hosts: readonly string[]): string {
  if (!/^https?:\/\//i.test(address)) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (!hosts.includes(url.host) || url.username || url.password) return address;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? address : path;
}

/** An absolute link into the media folder: scheme, host, then the site path. */
const ABSOLUTE_MEDIA_LINK = /https?:\/\/[^/\s"'()<>[\]]+(?=\/api\/media\/)/gi;

/**
 * A text (markdown) with its absolute links to this site's media files
 * written as site paths; links elsewhere are left alone.
 */
export function mediaLinksAsSitePaths(text: string, hosts: readonly string[]): string {
  return text.replace(ABSOLUTE_MEDIA_LINK, (origin) => {
    const host = hostOf(origin);
    return host !== null && hosts.includes(host) ? '' : origin;
  });
}

/**
 * The service with its create and update input passed through `normalize`
 * first: how an entity's router stores links to the site as site paths.
 */
export function withSitePaths<TItem, TInput>(
  service: CrudService<TItem, TInput, TInput>,
  normalize: (input: TInput) => TInput,
): CrudService<TItem, TInput, TInput> {
  return {
    ...service,
    create: (input) => service.create(normalize(input)),
    update: (id, input) => service.update(id, normalize(input)),
  };
}
