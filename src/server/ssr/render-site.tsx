import { createServerSideHelpers } from '@trpc/react-query/server';
import { renderToString } from 'react-dom/server';
import { SiteRoot } from '../../client/site/site-root';
import {
  homeQueries,
  SITE_STATE_ELEMENT_ID,
  type SitePage,
  type SiteState,
} from '../../client/site/site-state';
import { appRouter } from '../trpc/app-router';
import type { Context } from '../trpc/context';
import type { EntryAssets } from './client-assets';
import { htmlDocument, scriptSafeJson } from './html-document';

/**
 * Renders the public site on the server. Data comes through the same
 * procedures the REST API serves (no HTTP hop); a part that fails is left
 * empty rather than failing the page.
 */
export async function renderSitePage(
  page: SitePage,
  ctx: Context,
  assets: EntryAssets | null,
): Promise<string> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx });
  if (page === 'home') {
    // prefetch never throws: a failed query is simply not in the state.
    await Promise.all([
      helpers.variable.environment.prefetch(),
      helpers.expertise.list.prefetch(homeQueries.expertise),
      helpers.experience.list.prefetch(homeQueries.experience),
      helpers.project.list.prefetch(homeQueries.projects),
    ]);
  }
  const state: SiteState = {
    page,
    year: new Date().getFullYear(),
    dehydrated: helpers.dehydrate(),
  };
  const body = renderToString(<SiteRoot state={state} />);
  return htmlDocument({
    title: page === 'home' ? 'Portfolio' : 'Page Not Found',
    body,
    assets,
    tail: `<script id="${SITE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
  });
}
