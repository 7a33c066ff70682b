import { createServerSideHelpers } from '@trpc/react-query/server';
import { renderToString } from 'react-dom/server';
import { SiteRoot } from '../../client/site/site-root';
import { COVER_SIZES, type SiteImages } from '../../client/site/site-images';
import {
  firstImageOf,
  homeQueries,
  SITE_STATE_ELEMENT_ID,
  type SitePage,
  type SiteState,
} from '../../client/site/site-state';
import { responsiveImages } from '../modules/media/media.service';
import { siteHeadTags } from '../modules/site/head-tags';
import { escapeHtml } from '../modules/site/html-escape';
import { srcsetOf } from '../../shared/image-variants';
import { siteMeta } from '../modules/site/site-meta';
import { appRouter } from '../composition/app-router';
import type { Context } from '../trpc/context';
import { toDateInput } from '../../shared/dates';
import type { EntryAssets } from './client-assets';
import { scriptSafeJson } from '../modules/site/html-escape';
import { htmlDocument } from './html-document';

export interface SitePageOptions {
  assets: EntryAssets | null;
  /** The site's public origin (`https://ada.dev`), for the canonical link and previews. */
  origin: string;
}

/**
 * Renders the public site on the server. Data comes through the same
 * procedures the REST API serves (no HTTP hop); a part that fails is logged
 * and left out of the state, so its section renders empty and the rest of
 * the page still shows.
 */
export async function renderSitePage(
  page: SitePage,
  ctx: Context,
  options: SitePageOptions,
): Promise<string> {
  return (await renderSite(page, ctx, options)).html;
}

/**
 * Asks for the page's first image from the head, before the script that
 * renders the page has even loaded: the copy the `<picture>` will pick (the
 * same widths and sizes), or the image itself when it has no copies.
 */
function firstImagePreload(src: string, isExperience: boolean, images: SiteImages): string {
  const image = images[src];
  const sizes = isExperience ? COVER_SIZES.experience : COVER_SIZES.project;
  if (image && image.variants.length > 0) {
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcsetOf(image, 'avif'))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
  }
  return `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`;
}

export interface RenderedSitePage {
  html: string;
  /** Every part loaded: a page with a part left out must not be kept and served again. */
  complete: boolean;
}

/** `renderSitePage`, telling also whether every part of the page loaded. */
export async function renderSite(
  page: SitePage,
  ctx: Context,
  { assets, origin }: SitePageOptions,
): Promise<RenderedSitePage> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx });
  let complete = true;
  const settle = <T,>(part: string, loading: Promise<T>): Promise<T | undefined> =>
    loading.catch((error: unknown) => {
      complete = false;
      ctx.log.error({ err: error, part }, 'a part of the home page failed to load');
      return undefined;
    });

  let head = '';
  let images: SiteImages = {};
  let title = 'Page Not Found';
  if (page === 'home') {
    const [environment, , experience, projects] = await Promise.all([
      settle('environment', helpers.variable.environment.fetch()),
      settle('expertise', helpers.expertise.list.fetch(homeQueries.expertise)),
      settle('experience', helpers.experience.list.fetch(homeQueries.experience)),
      settle('projects', helpers.project.list.fetch(homeQueries.projects)),
    ]);
    const experiences = experience?.items ?? [];
    const projectItems = projects?.items ?? [];
    const configured = environment?.image;
    images =
      (await settle(
        'images',
        responsiveImages(ctx.em, [
          ...experiences.map((item) => item.cover),
          ...projectItems.map((item) => item.cover),
          ...(typeof configured === 'string' ? [configured] : []),
        ]),
      )) ?? {};
    const site = siteMeta({
      environment: environment ?? {},
      projects: projectItems,
      origin,
    });
    title = site.title;
    const first = firstImageOf(experiences, projectItems);
    head = siteHeadTags(
      site,
      first ? firstImagePreload(first, experiences.length > 0, images) : '',
    );
  }

  const state: SiteState = {
    page,
    year: new Date().getFullYear(),
    today: toDateInput(),
    // Only answers: a failed query (and its error details) stays on the server.
    dehydrated: helpers.dehydrate({
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    }),
    images,
  };
  const body = renderToString(<SiteRoot state={state} />);
  const html = htmlDocument({
    title,
    head,
    noindex: page === 'not-found',
    body,
    assets,
    tail: `<script id="${SITE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
  });
  return { html, complete };
}
