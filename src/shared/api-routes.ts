/**
 * The REST route of every procedure: the five calls of a managed entity by
 * one rule, everything else from one table. The server puts these into each
 * procedure's OpenAPI meta; the browser's tRPC link reads them to speak the
 * same REST paths a third-party tool would use, so the two can never disagree.
 */
import { type ApiRoute, type CrudOperation, crudRoute, publicPageRoutes } from './crud-routes';

export {
  type ApiRoute,
  type CrudOperation,
  type HttpMethod,
  crudOperations,
  crudRoute,
} from './crud-routes';

/**
 * Every call that is not one of an entity's five calls, and those that break
 * the rule (variables are addressed by key). Looked up before the rule.
 */
export const apiRoutes = {
  'auth.login': { method: 'POST', path: '/auth/login' },
  'auth.logout': { method: 'POST', path: '/auth/logout' },
  'auth.identity': { method: 'GET', path: '/auth/identity' },
  'auth.confirm': { method: 'POST', path: '/auth/confirm' },
  'auth.changePassword': { method: 'POST', path: '/auth/password' },
  'twoFactor.status': { method: 'GET', path: '/auth/2fa' },
  'twoFactor.setup': { method: 'POST', path: '/auth/2fa/setup' },
  'twoFactor.enable': { method: 'POST', path: '/auth/2fa/enable' },
  'twoFactor.disable': { method: 'POST', path: '/auth/2fa/disable' },
  'session.list': { method: 'GET', path: '/api/session' },
  'session.end': { method: 'DELETE', path: '/api/session/{id}' },
  'session.endOthers': { method: 'DELETE', path: '/api/session' },
  'token.list': { method: 'GET', path: '/api/token' },
  'token.create': { method: 'POST', path: '/api/token' },
  'token.revoke': { method: 'DELETE', path: '/api/token/{id}' },
  'audit.list': { method: 'GET', path: '/api/audit' },
  'admin.clearTwoFactor': { method: 'DELETE', path: '/api/admin/{id}/2fa' },
  'message.markRead': { method: 'PUT', path: '/api/message/{id}/read' },
  'message.markUnread': { method: 'PUT', path: '/api/message/{id}/unread' },
  'message.reply': { method: 'POST', path: '/api/message/{id}/reply' },
  'message.mailStatus': { method: 'GET', path: '/api/mail' },
  // Listed before `variable.get`: the adapter takes the first path that matches.
  ...publicPageRoutes,
  'variable.list': { method: 'GET', path: '/api/variable' },
  'variable.get': { method: 'GET', path: '/api/variable/{key}' },
  'variable.create': { method: 'POST', path: '/api/variable' },
  'variable.update': { method: 'PUT', path: '/api/variable/{key}' },
  'variable.delete': { method: 'DELETE', path: '/api/variable/{key}' },
  // Media uploads (multipart) and the file download are plain Express routes
  // (see media.routes.ts); list, get and delete go through the adapter.
  'media.list': { method: 'GET', path: '/api/media' },
  'media.get': { method: 'GET', path: '/api/media/{id}' },
  'media.delete': { method: 'DELETE', path: '/api/media/{id}' },
  'analytics.visits': { method: 'GET', path: '/api/analytics/visits' },
  'analytics.cvDownloads': { method: 'GET', path: '/api/analytics/cv-downloads' },
  'analytics.projectViews': { method: 'GET', path: '/api/analytics/project-views' },
  'export.content': { method: 'GET', path: '/api/export' },
  // Served by its plain route (see `plainRoutes.jsonResumeImport`), which calls the procedure.
  'import.jsonResume': { method: 'POST', path: '/api/import/json-resume' },
} satisfies Record<string, ApiRoute>;

/** Calls served outside the tRPC adapter, described in openapi.json by hand. */
export const plainRoutes = {
  mediaCreate: { method: 'POST', path: '/api/media' },
  mediaUpdate: { method: 'PUT', path: '/api/media/{id}' },
  mediaFile: { method: 'GET', path: '/api/media/{type}/{name}' },
  mediaVariant: { method: 'GET', path: '/api/media/{type}/{name}/{variant}' },
  cv: { method: 'GET', path: '/cv' },
  // The document is the body and `dryRun` the query, which the adapter does not read for a POST.
  jsonResumeImport: { method: 'POST', path: '/api/import/json-resume' },
} satisfies Record<string, ApiRoute>;

export type ProcedurePath = keyof typeof apiRoutes | `${string}.${CrudOperation}`;

/** The route of a procedure: from the table, else by the rule of the five calls. */
export function routeOf(procedure: string): ApiRoute | undefined {
  return (apiRoutes as Record<string, ApiRoute>)[procedure] ?? crudRoute(procedure);
}

/** As `routeOf`, for a procedure known to exist; throws otherwise. */
export function requireRoute(procedure: ProcedurePath): ApiRoute {
  const found = routeOf(procedure);
  if (!found) throw new Error(`No REST route for procedure "${procedure}"`);
  return found;
}
