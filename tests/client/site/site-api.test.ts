import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../../src/client/lib/trpc';
import { procedureQueryKey } from '../../../src/client/site/site-api';
import { homeQueries } from '../../../src/client/site/site-state';

/*
 * The server embeds the home page's answers under the keys of tRPC's React
 * Query binding (createServerSideHelpers); the public page's hooks, which do
 * without that binding, must ask for exactly those keys or they would fetch
 * everything again after hydration.
 */
describe("the public page's query keys", () => {
  it('are the keys tRPC gives the server-side prefetch of the home page', () => {
    expect(procedureQueryKey('variable.environment', undefined)).toEqual(
      getQueryKey(trpc.variable.environment, undefined, 'query'),
    );
    expect(procedureQueryKey('expertise.list', homeQueries.expertise)).toEqual(
      getQueryKey(trpc.expertise.list, homeQueries.expertise, 'query'),
    );
    expect(procedureQueryKey('experience.list', homeQueries.experience)).toEqual(
      getQueryKey(trpc.experience.list, homeQueries.experience, 'query'),
    );
    expect(procedureQueryKey('project.list', homeQueries.projects)).toEqual(
      getQueryKey(trpc.project.list, homeQueries.projects, 'query'),
    );
  });

  it("is tRPC's key for a project's details too", () => {
    expect(procedureQueryKey('project.get', { id: 7 })).toEqual(
      getQueryKey(trpc.project.get, { id: 7 }, 'query'),
    );
  });
});
