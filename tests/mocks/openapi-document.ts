import document from '../../openapi.json';

/**
 * What the mocks read from openapi.json at run time: which entities have the
 * five generic calls, the name of their id parameter and their label (the
 * operation's tag, as in 'Failed to create Tool').
 */

interface Operation {
  tags?: string[];
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string } } | undefined> } | undefined
  >;
  requestBody?: { content?: Record<string, unknown> };
}

const paths = document.paths as unknown as Record<string, Record<string, Operation | undefined>>;

const takesJson = (operation: Operation | undefined) =>
  operation?.requestBody?.content?.['application/json'] !== undefined;

export interface CrudEntry {
  name: string;
  /** `id`, or `key` for variables. */
  param: 'id' | 'key';
  label: string;
  /** A content entity: its items carry `createdAt` and `updatedAt`, an ETag, and honour If-Match. */
  tracked: boolean;
}

const schemas = document.components.schemas as unknown as Record<
  string,
  { properties?: Record<string, unknown> }
>;

/** Whether the item an operation answers with 200 has an `updatedAt`. */
function answersTimestamps(operation: Operation | undefined): boolean {
  const ref = operation?.responses?.['200']?.content?.['application/json']?.schema?.$ref;
  const name = ref?.replace('#/components/schemas/', '') ?? '';
  return schemas[name]?.properties?.updatedAt !== undefined;
}

/**
 * `/api/{name}` answering GET and a JSON POST, with `/api/{name}/{id}` (or
 * `{key}`) answering GET, a JSON PUT and DELETE: the same test as the
 * `CrudName` type, on the document itself.
 */
export const crudNames: CrudEntry[] = Object.keys(paths).flatMap((path) => {
  const match = /^\/api\/([a-z-]+)\/\{(id|key)\}$/.exec(path);
  if (!match) return [];
  const [, name = '', param] = match;
  const list = paths[`/api/${name}`];
  const item = paths[path] ?? {};
  if (!list?.get || !takesJson(list.post) || !item.get || !takesJson(item.put) || !item.delete) {
    return [];
  }
  return [
    {
      name,
      param: param as 'id' | 'key',
      label: list.get.tags?.[0] ?? name,
      tracked: answersTimestamps(item.get),
    },
  ];
});

/**
 * Throws unless the document lists `status` for this call: a mock answer the
 * document does not allow (a 201 on create, say) fails the test that made
 * the call instead of passing quietly.
 */
export function assertDocumented(method: string, path: string, status: number): void {
  const operation = paths[path]?.[method.toLowerCase()];
  if (!operation?.responses?.[String(status)]) {
    throw new Error(`openapi.json has no ${status} answer for ${method.toUpperCase()} ${path}`);
  }
}
