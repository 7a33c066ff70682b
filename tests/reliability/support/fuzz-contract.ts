import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * What the fuzzer knows of the API: every operation of `openapi.json`, with
 * its parameters and body schema resolved, validators for request bodies and
 * success replies, and the error envelope's rules for error replies. Everything is
 * read from the document, so a new endpoint is fuzzed without touching this.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  [key: string]: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/category/{id}` */
  id: string;
  method: string;
  path: string;
  /** Needs an admin session (`security` names the session cookie and allows no anonymous call). */
  secured: boolean;
  /** An API token may make this call (`security` lists the bearer token). */
  bearer: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The body's media type and schema, when the operation takes one. */
  body?: { contentType: string; schema: JsonSchema };
  /** Documented HTTP statuses. */
  statuses: number[];
  validateBody?: ValidateFunction;
  /** Validators of the documented JSON success replies, by status. */
  validateSuccess: Map<number, ValidateFunction>;
}

interface RawOperation {
  security?: Record<string, unknown>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Inlines `#/components/schemas/X` references (the document has no cycles). */
function resolve<T>(value: T, components: Record<string, JsonSchema>): T {
  if (Array.isArray(value)) return value.map((item) => resolve(item, components)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const name = record.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`unresolved reference ${record.$ref}`);
    return resolve(target, components) as T;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [key, resolve(inner, components)]),
  ) as T;
}

export function createAjv() {
  // strict: false, as the document carries OpenAPI keywords (example, ...) ajv does not know.
  // Lengths count code points, as JSON Schema says and zod 4 does.
  const ajv = new Ajv2020({ strict: false, validateFormats: true });
  addFormats.default(ajv);
  return ajv;
}

export function loadOperations(file = 'openapi.json'): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const components = document.components.schemas;
  const ajv = createAjv();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, rawOperation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const raw = resolve(rawOperation, components);
      const parameters = (raw.parameters ?? []) as Parameter[];
      const security = raw.security ?? [];
      // `[{}]` or `[]` lets anyone in; only a list of session requirements locks visitors out.
      const secured =
        security.length > 0 && security.every((entry) => Object.keys(entry).length > 0);
      const bearer = security.some((entry) => 'bearerToken' in entry);
      const [contentType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
      const validateSuccess = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries(raw.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (Number(status) < 300 && schema)
          validateSuccess.set(Number(status), ajv.compile(schema));
      }
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        secured,
        bearer,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
        statuses: Object.keys(raw.responses).map(Number),
        validateBody:
          contentType === 'application/json' && media ? ajv.compile(media.schema) : undefined,
        validateSuccess,
      });
    }
  }
  return operations;
}

/**
 * The `statusCode`s each HTTP status may carry. 1002, 1003 and
 * 1004 are the create, update and delete failures, so they also say which
 * method may answer them; 2001 and 2002 (a two-factor code needed) are the
 * login's own.
 */
export function allowedStatusCodes(httpStatus: number, method: string, path: string): number[] {
  switch (httpStatus) {
    case 400:
      return [400, ...(method === 'POST' ? [1002] : []), ...(method === 'PUT' ? [1003] : [])];
    case 401:
      return path === '/auth/login' ? [2001, 2002, 401] : [401];
    case 409:
      // 1002, 1003 and 1004 are conflicts of entity writes; sign-in's own
      // actions (two-factor already on, or not on) answer a plain 409.
      if (path.startsWith('/auth/')) return [409];
      return method === 'POST' ? [1002] : method === 'PUT' ? [1003] : [1004];
    default:
      return [httpStatus];
  }
}

/** Why a non-2xx reply is outside the error envelope, or null when it is inside. */
export function envelopeProblem(
  httpStatus: number,
  method: string,
  path: string,
  contentType: string,
  text: string,
): string | null {
  if (!/^application\/json\b/.test(contentType)) return `content type "${contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const { statusCode, message, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `extra keys ${Object.keys(rest).join(', ')}`;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode))
    return 'no integer statusCode';
  if (typeof message !== 'string' || message === '') return 'no message';
  if (errors !== undefined) {
    const wellFormed =
      Array.isArray(errors) &&
      errors.every(
        (error) =>
          typeof error === 'object' &&
          error !== null &&
          Object.keys(error).length === 2 &&
          typeof (error as { path?: unknown }).path === 'string' &&
          typeof (error as { message?: unknown }).message === 'string',
      );
    if (!wellFormed) return 'malformed errors';
  }
  const allowed = allowedStatusCodes(httpStatus, method, path);
  if (!allowed.includes(statusCode)) {
    return `statusCode ${statusCode} on HTTP ${httpStatus} (expected ${allowed.join(' or ')})`;
  }
  return null;
}
