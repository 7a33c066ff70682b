import type { DehydratedState } from '@tanstack/react-query';
import type { SiteImages } from './site-images';

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
  /** The content's uploaded raster images: size and smaller copies (see site-images.tsx). */
  images?: SiteImages;
}

/**
 * The page's first image, in the order the page shows them: the first
 * experience's cover, else the first project's. It alone is loaded at once
 * and preloaded from the head; the others load as they near the screen.
 */
export function firstImageOf(
  experiences: readonly { cover: string }[],
  projects: readonly { cover: string }[],
): string | undefined {
  return (experiences[0] ?? projects[0])?.cover || undefined;
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
