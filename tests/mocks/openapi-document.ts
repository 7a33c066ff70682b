import document from '../../openapi.json';

/**
 * What the mocks read from openapi.json at run time: which entities have the
 * five generic calls, the name of their id parameter and their label (the
 * operation's tag, as in 'Failed to create Tool').
 */

interface Operation {
  tags?: string[];
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, unknown> };
}

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

const paths = document.paths as unknown as Record<string, Record<string, Operation | undefined>>;
const schemas = ((document as { components?: { schemas?: Record<string, Schema> } }).components
  ?.schemas ?? {}) as Record<string, Schema>;

/** The JSON schema of an answer, its `$ref` followed. */
function answerSchema(operation: Operation | undefined, status: string): Schema | undefined {
  const answer = operation?.responses?.[status] as
    { content?: { 'application/json'?: { schema?: Schema } } } | undefined;
  const schema = answer?.content?.['application/json']?.schema;
  const ref = schema?.$ref?.replace('#/components/schemas/', '');
  return ref === undefined ? schema : schemas[ref];
}

const takesJson = (operation: Operation | undefined) =>
  operation?.requestBody?.content?.['application/json'] !== undefined;

export interface CrudEntry {
  name: string;
  /** `id`, or `key` for variables. */
  param: 'id' | 'key';
  label: string;
  /** The item carries `createdAt` and `updatedAt`: the API tracks the entity's changes. */
  stamped: boolean;
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
  const item200 = answerSchema(item.get, '200');
  return [
    {
      name,
      param: param as 'id' | 'key',
      label: list.get.tags?.[0] ?? name,
      stamped: item200?.properties?.updatedAt !== undefined,
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
  if (status === 412 && !documentsChangeTracking) return;
  if (!operation?.responses?.[String(status)]) {
    throw new Error(`openapi.json has no ${status} answer for ${method.toUpperCase()} ${path}`);
  }
}

/**
 * Whether the document already describes change tracking (a 412 answer on
 * any call). A document from before it has no 412 anywhere; the mocks
 * answer a stale If-Match with 412 all the same, as the API does from then
 * on, and hold that answer to the document once it lists it.
 */
const documentsChangeTracking = Object.values(paths).some((item) =>
  Object.values(item).some((operation) => operation?.responses?.['412'] !== undefined),
);
