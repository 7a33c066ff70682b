import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from './openapi-types';

/**
 * MSW's `http`, typed from openapi.json: a handler's path must be one the
 * document has for that method, and `response(status).json(body)` accepts
 * only the statuses and bodies the document lists for it. `*` in front
 * matches any origin, so the mocks answer a page on any host.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The body the document gives a path's GET answer 200. */
export type GetBody<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: infer Ok } };
}
  ? JsonOf<Ok>
  : never;

/** The JSON request body the document gives a path's method, if any. */
export type JsonRequest<P extends keyof paths, M extends 'post' | 'put'> = paths[P] extends {
  [K in M]: { requestBody: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/**
 * The managed entities the document serves with the five generic calls:
 * `/api/{name}` answers GET and a JSON POST, `/api/{name}/{id}` (or
 * `{key}`) answers GET, a JSON PUT and DELETE. Derived from the paths, so
 * a new entity in the document is a new name here.
 */
export type CrudName = {
  [P in keyof paths]: P extends `/api/${infer Name}/{${'id' | 'key'}}`
    ? `/api/${Name}` extends keyof paths
      ? JsonRequest<`/api/${Name}`, 'post'> extends never
        ? never
        : JsonRequest<P, 'put'> extends never
          ? never
          : paths[P] extends { get: unknown; delete: unknown }
            ? Name
            : never
      : never
    : never;
}[keyof paths];

/** The item path of an entity, as the document spells it. */
export type ItemPath<N extends CrudName> = Extract<
  keyof paths,
  `/api/${N}/{id}` | `/api/${N}/{key}`
>;

/** One row of an entity as the document says the API answers it. */
export type Row<N extends CrudName> = GetBody<ItemPath<N>>;
