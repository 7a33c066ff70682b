import type { OpenAPIObject } from 'trpc-to-openapi';

/**
 * What openapi.json says beyond what the routers declare: tag descriptions,
 * a description for each call from its security and parameters, bounds that
 * mean something on integers, and an example for every named schema.
 */

/** Every tag, in reading order, with what its calls are for. */
export const TAGS = [
  {
    name: 'Auth',
    description: 'Signing in and out with the session cookie, and who is signed in.',
  },
  {
    name: 'Two-factor sign-in',
    description: 'Turning TOTP two-factor sign-in on and off for the signed-in admin.',
  },
  { name: 'Sessions', description: "The signed-in admin's sessions, and ending them." },
  {
    name: 'API tokens',
    description:
      'Bearer tokens for scripts and SDKs: read tokens may call every GET, write tokens every call but those that manage sign-in.',
  },
  { name: 'Admin', description: 'The accounts that may sign in to the back office.' },
  {
    name: 'Project',
    description: 'The portfolio projects, with their Markdown text, category and tools.',
  },
  { name: 'Category', description: 'The categories projects are grouped in.' },
  { name: 'Tool', description: 'Tools and technologies, linked from projects and experiences.' },
  { name: 'Skillset', description: 'Groups of skills on the CV.' },
  { name: 'Skill', description: 'Skills with their level, each in a skillset.' },
  { name: 'Expertise', description: 'The areas of expertise shown on the home page.' },
  { name: 'Experience', description: 'Jobs and roles on the CV.' },
  { name: 'Education', description: 'Schools and degrees on the CV.' },
  { name: 'Certification', description: 'Certifications on the CV.' },
  {
    name: 'Message',
    description: 'Messages sent from the contact form: anyone may send one, admins read them.',
  },
  {
    name: 'Media',
    description:
      'Uploaded files (images, documents, archives…), served at /api/media/{type}/{name}.',
  },
  {
    name: 'Variable',
    description:
      "The site's settings (title, about text, links, contact form limit); the public ones are readable by anyone.",
  },
  { name: 'Analytics', description: 'Visits, CV downloads and project views per day.' },
  { name: 'Export', description: 'All content as one JSON document, with the CV as JSON Resume.' },
  { name: 'Activity', description: 'The activity trail of sign-ins and admin writes.' },
];

interface DescribedOperation {
  summary?: string;
  security?: unknown[];
  parameters?: { name?: string }[];
}

const isEmpty = (requirement: unknown) => Object.keys(requirement as object).length === 0;

/** Who may make the call, read from its security requirements. */
function access(method: string, security: unknown[]): string {
  if (security.length === 0) return 'Anyone may call it; it needs no credentials.';
  if (security.some(isEmpty)) {
    return 'Anyone may call it. Send the session cookie or an API token when you have one: signed-in admins also get hidden and private items.';
  }
  if (security.length === 1) {
    return 'Needs the session cookie of a signed-in admin; API tokens are refused (403), as this call manages sign-in.';
  }
  return method === 'get'
    ? 'Needs the session cookie of a signed-in admin or an API token (read or write).'
    : 'Needs the session cookie of a signed-in admin or a write API token.';
}

/** A description for a call that has none of its own: what it does, who may call it, how it pages. */
export function describeOperation(method: string, operation: DescribedOperation): string {
  const names = new Set((operation.parameters ?? []).map((parameter) => parameter.name));
  const paging =
    names.has('page') && names.has('sort')
      ? ' Answers one page of items with its `metadata`; `filter`, `sort`, `page` and `limit` choose which.'
      : '';
  const summary = operation.summary ? `${operation.summary}.` : '';
  return `${summary}${paging} ${access(method, operation.security ?? [])}`.trim();
}

type Schema = Record<string, unknown>;

const SAFE_MIN = -Number.MAX_SAFE_INTEGER;
const isId = (key: string) => key === 'id' || key.endsWith('Id');

/**
 * Zod gives every `int()` the bounds of a safe integer, so ids read as if
 * they could be negative. Ids start at 1; other integers lose the bound, as
 * it states no rule.
 */
function tidyIntegers(node: unknown, key: string | null): void {
  if (Array.isArray(node)) {
    for (const item of node) tidyIntegers(item, key);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Schema;
  if (schema.type === 'integer' && schema.minimum === SAFE_MIN) {
    if (key !== null && isId(key)) schema.minimum = 1;
    else delete schema.minimum;
  }
  for (const [name, value] of Object.entries(schema)) {
    if (name === 'properties' && typeof value === 'object' && value !== null) {
      for (const [property, child] of Object.entries(value)) tidyIntegers(child, property);
    } else if (name === 'anyOf' || name === 'oneOf' || name === 'allOf') {
      tidyIntegers(value, key);
    } else {
      tidyIntegers(value, null);
    }
  }
}

export function tidySchemas(document: OpenAPIObject): void {
  tidyIntegers(document.paths, null);
  tidyIntegers(document.components, null);
}

const URL_KEYS = /^(link|icon|cover|url|image|website|avatar)$/i;

/** A plausible value for one property, from its own example, format, type and name. */
function exampleValue(
  key: string,
  schema: Schema,
  schemas: Record<string, unknown>,
  depth: number,
): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (typeof schema.$ref === 'string') {
    const target = schemas[schema.$ref.replace('#/components/schemas/', '')] as Schema | undefined;
    return target && depth < 3 ? exampleOf(target, schemas, depth + 1) : {};
  }
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) {
    const first = variants.find((variant) => variant.type !== 'null') ?? variants[0]!;
    return exampleValue(key, first, schemas, depth);
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return isId(key) ? 1 : typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'array': {
      const items = schema.items as Schema | undefined;
      return items && depth < 3 ? [exampleValue(key, items, schemas, depth + 1)] : [];
    }
    case 'object':
      return depth < 3 ? exampleOf(schema, schemas, depth + 1) : {};
    case 'string':
      if (schema.format === 'date') return '2024-05-31';
      if (schema.format === 'date-time') return '2024-05-31T09:30:00.000Z';
      if (schema.format === 'email' || /email/i.test(key)) return 'ada@example.com';
      if (schema.format === 'uri' || URL_KEYS.test(key)) return 'https://example.com/';
      return `Example ${key}`;
    default:
      return null;
  }
}

function exampleOf(schema: Schema, schemas: Record<string, unknown>, depth: number): unknown {
  if (schema.example !== undefined) return schema.example;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return exampleValue('value', schema, schemas, depth);
  return Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [
      key,
      exampleValue(key, child, schemas, depth),
    ]),
  );
}

/** Gives every named schema without one an example built from its properties. */
export function fillExamples(schemas: Record<string, unknown>): void {
  for (const schema of Object.values(schemas) as Schema[]) {
    if (schema.example === undefined) schema.example = exampleOf(schema, schemas, 0);
  }
}
