import { dehydrate, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experience } from '../../../src/shared/experience';
import type { Expertise } from '../../../src/shared/expertise';
import type { Project } from '../../../src/shared/project';
import type { Environment } from '../../../src/shared/variable';
import { toDateInput } from '../../../src/client/lib/format';
import { trpc } from '../../../src/client/lib/trpc';
import { SiteRoot } from '../../../src/client/site/site-root';
import { homeQueries, type SiteState } from '../../../src/client/site/site-state';

export interface HomeContent {
  environment?: Environment;
  expertise?: Expertise[];
  experience?: Experience[];
  projects?: Project[];
}

function listOf<T>(items: T[]) {
  return {
    items,
    metadata: { totalPages: items.length ? 1 : 0, totalItems: items.length, page: 1, limit: 1000 },
  };
}

/**
 * The state the server would embed for this content: the same query keys the
 * server's prefetch fills, so the page renders without fetching. A part left
 * out is absent from the state, as when it failed on the server.
 */
export function homeState(content: HomeContent, year = 2026): SiteState {
  const client = new QueryClient();
  if (content.environment)
    client.setQueryData(
      getQueryKey(trpc.variable.environment, undefined, 'query'),
      content.environment,
    );
  if (content.expertise)
    client.setQueryData(
      getQueryKey(trpc.expertise.list, homeQueries.expertise, 'query'),
      listOf(content.expertise),
    );
  if (content.experience)
    client.setQueryData(
      getQueryKey(trpc.experience.list, homeQueries.experience, 'query'),
      listOf(content.experience),
    );
  if (content.projects)
    client.setQueryData(
      getQueryKey(trpc.project.list, homeQueries.projects, 'query'),
      listOf(content.projects),
    );
  // The server's day; by default the (possibly faked) clock's, as the server would read it.
  return { page: 'home', year, today: toDateInput(new Date()), dehydrated: dehydrate(client) };
}

/** Renders the public home page as it hydrates in the browser, from `content`. */
export function renderHome(content: HomeContent, year?: number, address = '/') {
  // Each render is a fresh page load at its address: a project opened by an earlier test leaves none behind.
  window.history.replaceState(null, '', address);
  const user = userEvent.setup();
  const view = render(<SiteRoot state={homeState(content, year)} />);
  return { ...view, user };
}
