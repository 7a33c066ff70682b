import type { DehydratedState } from '@tanstack/react-query';

/** Which page the server rendered; the client hydrates the same one. */
export type SitePage = 'home' | 'not-found';

/** What the server embeds in the page for the client to resume from. */
export interface SiteState {
  page: SitePage;
  dehydrated: DehydratedState;
}

export const SITE_STATE_ELEMENT_ID = 'site-state';

/** The home page's queries; server prefetch and client hooks must use the same inputs. */
export const homeQueries = {
  categories: { page: 1, limit: 1000 },
} as const;
