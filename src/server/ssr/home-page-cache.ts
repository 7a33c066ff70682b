import { toDateInput } from '../../client/lib/format';
import type { ContentVersion } from '../db/content-version';

interface CachedPage<T> {
  page: T;
  version: number;
  day: string;
}

/**
 * Origins kept at once. Without PUBLIC_URL the origin comes from the Host
 * header, which any client can set: the map must stay small whatever it sends.
 */
export const HOME_CACHE_ORIGINS = 8;

/**
 * The rendered home page (in the form it is sent), kept until it can differ (decision 0024). A page
 * depends on
 * - the content: kept with the content version it was rendered at (every
 *   flush that changes content moves the version);
 * - the origin (canonical and preview URLs): one page per origin;
 * - the server's local day (`today` and `year` in the embedded state, and
 *   durations "up to now"): a page from another day is stale;
 * - the client build's assets: read once at start in production.
 * Nothing of the visitor goes into the page, so all visitors share it.
 */
export class HomePageCache<T> {
  private readonly pages = new Map<string, CachedPage<T>>();

  constructor(
    private readonly version: ContentVersion,
    private readonly maxOrigins = HOME_CACHE_ORIGINS,
  ) {}

  /** The content version to hand back to `set` with the page rendered from it. */
  get currentVersion(): number {
    return this.version.current;
  }

  get(origin: string, day = toDateInput()): T | undefined {
    const cached = this.pages.get(origin);
    if (!cached) return undefined;
    if (cached.version === this.version.current && cached.day === day) return cached.page;
    this.pages.delete(origin);
    return undefined;
  }

  /**
   * Keeps a page rendered from content at `version`. A page whose content
   * changed while it was being rendered is not kept: it may mix old and new.
   */
  set(origin: string, page: T, version: number, day = toDateInput()): void {
    if (version !== this.version.current) return;
    this.pages.delete(origin);
    if (this.pages.size >= this.maxOrigins) {
      const oldest = this.pages.keys().next();
      if (!oldest.done) this.pages.delete(oldest.value);
    }
    this.pages.set(origin, { page, version, day });
  }
}
