import type { DehydratedState } from '@tanstack/react-query';

/** Which page the server rendered; the client hydrates the same one. */
export type SitePage = 'home' | 'not-found';

/** What the server embeds in the page for the client to resume from. */
export interface SiteState {
  page: SitePage;
  /** The server's calendar year, so the footer renders the same on both sides. */
  year: number;
  /** The server's day (yyyy-mm-dd): ongoing jobs' durations count to it on both sides. */
  today: string;
  dehydrated: DehydratedState;
}

export const SITE_STATE_ELEMENT_ID = 'site-state';

/**
 * The home page's queries. The server prefetches
 * exactly these inputs and the client hooks read them, so the embedded state
 * answers every hook and nothing is fetched twice.
 */
export const homeQueries = {
  expertise: { page: 1, limit: 1000 },
  experience: { page: 1, limit: 1000, sort: 'startAt:desc' },
  projects: { page: 1, limit: 1000, sort: 'pinned:desc,publishedAt:desc' },
} as const;
