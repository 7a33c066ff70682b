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
  ...crudRoutes('category'),
} satisfies Record<string, ApiRoute>;

export type ProcedurePath = keyof typeof apiRoutes;
