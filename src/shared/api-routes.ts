/**
 * The REST route of every procedure. The server puts these into each
 * procedure's OpenAPI meta; the browser's tRPC link reads them to speak the
 * same REST paths a third-party tool would use. One table, so the two can
 * never disagree.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: `/${string}`;
}

/** The five calls every managed entity has, at `/api/<name>` and `/api/<name>/{id}`. */
function crudRoutes<const TName extends string>(name: TName) {
  const base = `/api/${name}` as const;
  return {
    [`${name}.list`]: { method: 'GET', path: base },
    [`${name}.get`]: { method: 'GET', path: `${base}/{id}` },
    [`${name}.create`]: { method: 'POST', path: base },
    [`${name}.update`]: { method: 'PUT', path: `${base}/{id}` },
    [`${name}.delete`]: { method: 'DELETE', path: `${base}/{id}` },
  } as Record<`${TName}.${'list' | 'get' | 'create' | 'update' | 'delete'}`, ApiRoute>;
}

export const apiRoutes = {
  'auth.login': { method: 'POST', path: '/auth/login' },
  'auth.logout': { method: 'POST', path: '/auth/logout' },
  'auth.identity': { method: 'GET', path: '/auth/identity' },
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
  ...crudRoutes('admin'),
  'admin.clearTwoFactor': { method: 'DELETE', path: '/api/admin/{id}/2fa' },
  ...crudRoutes('category'),
  ...crudRoutes('certification'),
  ...crudRoutes('education'),
  ...crudRoutes('experience'),
  ...crudRoutes('expertise'),
  ...crudRoutes('message'),
  'message.markRead': { method: 'PUT', path: '/api/message/{id}/read' },
  ...crudRoutes('project'),
  ...crudRoutes('skill'),
  ...crudRoutes('skillset'),
  ...crudRoutes('tool'),
  // Listed before `variable.get`: the adapter takes the first path that matches.
  'variable.environment': { method: 'GET', path: '/api/variable/environment' },
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
} satisfies Record<string, ApiRoute>;

/** Calls served outside the tRPC adapter, described in openapi.json by hand. */
export const plainRoutes = {
  mediaCreate: { method: 'POST', path: '/api/media' },
  mediaUpdate: { method: 'PUT', path: '/api/media/{id}' },
  mediaFile: { method: 'GET', path: '/api/media/{type}/{name}' },
  cv: { method: 'GET', path: '/cv' },
} satisfies Record<string, ApiRoute>;

export type ProcedurePath = keyof typeof apiRoutes;
