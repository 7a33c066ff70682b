/**
 * The REST rule every managed entity follows, and the few routes the public
 * page calls beyond it. Kept apart from the full route table (api-routes.ts)
 * so the visitor's script carries only what the page calls: the table of
 * every admin route would add to the public page's JavaScript budget.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: `/${string}`;
}

/** The five calls every managed entity has, at `/api/<name>` and `/api/<name>/{id}`. */
export const crudOperations = ['list', 'get', 'create', 'update', 'delete'] as const;
export type CrudOperation = (typeof crudOperations)[number];

const CRUD_ROUTES: Record<CrudOperation, (base: `/${string}`) => ApiRoute> = {
  list: (base) => ({ method: 'GET', path: base }),
  get: (base) => ({ method: 'GET', path: `${base}/{id}` }),
  create: (base) => ({ method: 'POST', path: base }),
  update: (base) => ({ method: 'PUT', path: `${base}/{id}` }),
  delete: (base) => ({ method: 'DELETE', path: `${base}/{id}` }),
};

/**
 * The route of `<name>.<operation>` by the rule every managed entity follows
 * (`category.update` is `PUT /api/category/{id}`), or undefined for any
 * other procedure path.
 */
export function crudRoute(procedure: string): ApiRoute | undefined {
  const match = /^([a-z][A-Za-z]*)\.(list|get|create|update|delete)$/.exec(procedure);
  if (!match) return undefined;
  return CRUD_ROUTES[match[2] as CrudOperation](`/api/${match[1]}`);
}

/** The one call of the public page outside the entity rule. */
export const publicPageRoutes = {
  'variable.environment': { method: 'GET', path: '/api/variable/environment' },
} satisfies Record<string, ApiRoute>;

/** The route of a procedure the public page calls, by the rule or from its own small table. */
export function publicPageRoute(
  procedure: keyof typeof publicPageRoutes | `${string}.${CrudOperation}`,
): ApiRoute {
  const found = (publicPageRoutes as Record<string, ApiRoute>)[procedure] ?? crudRoute(procedure);
  if (!found) throw new Error(`No REST route for procedure "${procedure}"`);
  return found;
}
