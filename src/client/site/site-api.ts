import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/composition/app-router';
import { publicPageRoute } from '../../shared/crud-routes';
import { sendRestRequest } from '../lib/rest-request';

/*
 * The public page's few calls, typed by the router, sent over the same REST
 * paths the admin app's tRPC link uses (one route table, one wire protocol),
 * but without tRPC's client and React Query binding, which would add about
 * 9 kB gzipped to every visitor's script for six calls. React Query still
 * holds the answers, so hydration, retries and refetching work as before.
 */

/** The procedures the public page calls. */
export type SiteProcedure =
  | 'variable.environment'
  | 'expertise.list'
  | 'experience.list'
  | 'project.list'
  | 'project.get'
  | 'message.create';

type Lookup<TTree, TPath extends string> = TPath extends `${infer TRouter}.${infer TName}`
  ? TRouter extends keyof TTree
    ? TName extends keyof TTree[TRouter]
      ? TTree[TRouter][TName]
      : never
    : never
  : never;

export type ProcedureInput<P extends SiteProcedure> = Lookup<inferRouterInputs<AppRouter>, P>;
export type ProcedureOutput<P extends SiteProcedure> = Lookup<inferRouterOutputs<AppRouter>, P>;

/** Calls a procedure at its REST path; a failure rejects with the ApiError it got. */
function callProcedure<P extends SiteProcedure>(
  path: P,
  input: ProcedureInput<P>,
): Promise<ProcedureOutput<P>> {
  return sendRestRequest(publicPageRoute(path), input, { baseUrl: '/' }) as Promise<
    ProcedureOutput<P>
  >;
}

/**
 * The query key tRPC's React Query binding gives the same call
 * (`getQueryKey(procedure, input, 'query')`). The server fills the page's
 * embedded state through that binding (`createServerSideHelpers`), so these
 * keys are what lets the hooks read the server's answers instead of fetching.
 */
export function procedureQueryKey<P extends SiteProcedure>(path: P, input: ProcedureInput<P>) {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/**
 * `useQuery` options for a procedure. The request ignores React Query's
 * abort signal, as tRPC's hooks do by default: a project dialog closed before
 * its answer arrived still completes the request that counts the view.
 */
export function procedureQuery<P extends SiteProcedure>(path: P, input: ProcedureInput<P>) {
  return {
    queryKey: procedureQueryKey(path, input),
    queryFn: () => callProcedure(path, input),
  };
}

/** `useMutation` options for a procedure, such as sending the contact form. */
export function procedureMutation<P extends SiteProcedure>(path: P) {
  return { mutationFn: (input: ProcedureInput<P>) => callProcedure(path, input) };
}
