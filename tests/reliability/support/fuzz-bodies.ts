import fc from 'fast-check';
import type { JsonSchema } from './fuzz-contract';
import type { Pools } from './fuzz-requests';
import {
  anyJson,
  encodeUriLoosely,
  nestedJson,
  oddDate,
  oddNumber,
  oddText,
  PNG_BYTES,
  RAW_NUMBER_LITERALS,
  validDate,
} from './fuzz-values';

/**
 * Request bodies: valid ones built from an operation's schema, then broken
 * (fields of the wrong type, missing or extra, odd values, the wrong shape,
 * malformed JSON, bytes that are not UTF-8, the wrong content type or
 * encoding), multipart uploads well-formed and not, and stray bodies on calls
 * that take none.
 */

const REFERENCE_FIELDS: Record<string, string> = {
  categoryId: 'category',
  skillsetId: 'skillset',
  tools: 'tool',
};

export function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/**
 * A value the schema accepts, biased to the pools for references and to
 * sensible text. `wellFormed` gives every field (a variable without a value
 * is refused whatever its type) and no text at its length limit, which a
 * setting may lower (a message's length is the `max_message_length` variable).
 */
export function validValue(
  schema: JsonSchema,
  pools: Pools,
  field = '',
  wellFormed = false,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    return fc.oneof(...options.map((option) => validValue(option, pools, field, wellFormed)));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const referenced = REFERENCE_FIELDS[field];
  switch (typeOf(schema)) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      if (referenced) return fc.constantFrom(...(pools.refs[referenced] ?? [1]));
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      const max = Math.min(schema.maximum ?? 1000, 1_000_000);
      return typeOf(schema) === 'integer'
        ? fc.integer({ min: Math.ceil(min), max })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'array': {
      const item = referenced
        ? fc.constantFrom(...(pools.refs[referenced] ?? [1]))
        : validValue(schema.items ?? {}, pools, '', wellFormed);
      return fc.array(item, { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        record[name] = validValue(property, pools, name, wellFormed);
      }
      const requiredKeys = wellFormed ? Object.keys(properties) : (schema.required ?? []);
      return fc.record(record, { requiredKeys }).map(coherent);
    }
    default:
      return validText(schema, pools, field, wellFormed);
  }
}

const VALUE_OF_TYPE: Record<string, string[]> = {
  bool: ['true', 'false'],
  int: ['42', '-7', '0'],
  float: ['3.5', '-0.25', '1e3'],
  string: ['hello', '<p>About <em>me</em></p>', 'שלום 😀'],
};

/** Pairs of dates whose end must come after the start. */
const DATE_RANGES = [
  ['startAt', 'endAt'],
  ['issuedAt', 'expiresAt'],
] as const;

/**
 * Rules the schemas cannot express, kept in a valid body: a variable's value
 * fits its type, and an end date comes after its start.
 */
function coherent(body: Record<string, unknown>): Record<string, unknown> {
  const fixed = { ...body };
  const fitting = typeof body.type === 'string' ? VALUE_OF_TYPE[body.type] : undefined;
  if (fitting && typeof body.value === 'string' && !fitting.includes(body.value)) {
    fixed.value = fitting[body.value.length % fitting.length];
  }
  for (const [start, end] of DATE_RANGES) {
    const from = fixed[start];
    const to = fixed[end];
    if (typeof from === 'string' && typeof to === 'string' && to !== '' && to <= from) {
      [fixed[start], fixed[end]] = to === from ? [from, null] : [to, from];
    }
  }
  return fixed;
}

function validText(
  schema: JsonSchema,
  pools: Pools,
  field: string,
  wellFormed: boolean,
): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.format === 'date') return validDate;
  if (schema.format === 'date-time') {
    // An expiry: a well-formed one is in the future, as the server requires
    // (fixed years, not the clock, so a seed always gives the same requests).
    const future = fc.integer({ min: Date.UTC(2040, 0, 1), max: Date.UTC(2099, 11, 31) });
    const any = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });
    return (wellFormed ? future : any).map((time) => new Date(time).toISOString());
  }
  if (field === 'key') {
    return fc.oneof(
      fc.constantFrom(...pools.newVariableKeys, ...pools.variableKeys),
      fc.stringMatching(/^[A-Za-z0-9_.-]{1,30}$/),
    );
  }
  if (field === 'value') {
    // A variable's value is checked against its type: give each type a fitting value.
    return fc.constantFrom(...Object.values(VALUE_OF_TYPE).flat());
  }
  if (field === 'email') {
    return fc.oneof(fc.constantFrom('ada@example.com', 'üser@exämple.de'), fc.emailAddress());
  }
  if (field === 'cover' || field === 'link' || field === 'icon') {
    return fc.constantFrom(
      'https://example.com/cover.png',
      '/api/media/image/cover.png',
      'https://cdn.example.org/icons/a.svg?v=1',
      '/',
    );
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => [...text].length >= min && [...text].length <= max);
  }
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom('Ada Lovelace', 'Café ☕ — naïve', 'שלום עולם 🌍') },
    // Exactly at the limit: valid, and the longest a form would allow.
    ...(wellFormed
      ? []
      : [{ weight: 1, arbitrary: fc.constant('m'.repeat(Math.min(max, 100_000))) }]),
  );
  // Lengths in code points, as JSON Schema and zod count them.
  const length = (value: string) => [...value].length;
  return text.filter((value) => length(value.trim()) >= Math.max(min, 1) && length(value) <= max);
}

/** One way to make a field wrong, aimed at its declared type so deep validation is reached. */
function brokenField(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema.anyOf?.[0] ?? schema);
  const aimed: fc.Arbitrary<unknown>[] = [anyJson];
  if (schema.format === 'date' || schema.anyOf?.some((option) => option.format === 'date')) {
    aimed.push(oddDate);
  }
  if (type === 'string') {
    aimed.push(oddText);
    if (schema.maxLength !== undefined) aimed.push(fc.constant('n'.repeat(schema.maxLength + 1)));
  }
  if (type === 'integer' || type === 'number') {
    aimed.push(oddNumber);
    if (schema.maximum !== undefined) aimed.push(fc.constant(schema.maximum + 1));
  }
  if (type === 'array') {
    aimed.push(
      fc.constantFrom<unknown>({}, { 0: 1 }, '1,2', [null], [-1, 1.5, '1'], Array(101).fill(1)),
    );
  }
  if (type === 'boolean') aimed.push(fc.constantFrom<unknown>('true', 'false', 0, 1, 'yes'));
  return fc.oneof(...aimed);
}

/** Own `__proto__` and `constructor` keys, as JSON.parse makes them (an object literal would not). */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'adminId',
  'createdAt',
  'passwordHash',
  '',
  '😀',
];

type Mutation =
  | { op: 'drop'; field: string }
  | { op: 'set'; field: string; value: unknown }
  | { op: 'extra'; field: string; value: unknown };

/** One to three changes to a valid body: mostly a field made wrong, else one dropped or added. */
function mutations(schema: JsonSchema): fc.Arbitrary<Mutation[]> {
  const properties = Object.entries(schema.properties ?? {});
  const extra = fc.record({
    op: fc.constant('extra' as const),
    field: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
    value: anyJson,
  });
  if (properties.length === 0) return fc.array(extra, { minLength: 1, maxLength: 3 });
  const drop = fc
    .constantFrom(...properties.map(([name]) => name))
    .map((field) => ({ op: 'drop' as const, field }));
  const set = fc
    .constantFrom(...properties)
    .chain(([field, property]) =>
      brokenField(property).map((value) => ({ op: 'set' as const, field, value })),
    );
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 1, arbitrary: extra as fc.Arbitrary<Mutation> },
    { weight: 1, arbitrary: drop as fc.Arbitrary<Mutation> },
    { weight: 2, arbitrary: set as fc.Arbitrary<Mutation> },
  );
  return fc.array(one, { minLength: 1, maxLength: 3 });
}

function applyMutations(value: unknown, list: Mutation[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  // Via JSON so an own `__proto__` key stays a plain key.
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  for (const mutation of list) {
    if (mutation.op === 'drop') {
      delete copy[mutation.field];
    } else {
      Object.defineProperty(copy, mutation.field, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return copy;
}

/** JSON text that is malformed, or well-formed but not what any route takes. */
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"name":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '{"name": "x"}}',
  '{"name": "x"} trailing',
  '{name: "x"}',
  'NaN',
  'undefined',
  '"just a string"',
  '123',
  'true',
  'null',
  '\uFEFF{"name": "x"}',
  '{"name": "\\ud800"}',
  '{"name": "\\u0000"}',
  '{"name": "\\x41"}',
  '{"a": 1, "a": 2, "a": {"b": [}',
  '[1, 2',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}',
  '/* comment */ {}',
];

/** Bytes that are not UTF-8 at all, or UTF-8 the strict decoders refuse. */
const BAD_BYTES = [
  Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  Buffer.from('{"name":"utf16"}', 'utf16le'),
  Buffer.alloc(64, 0),
];

/** A JSON body as text, sometimes with one field's value replaced by a literal JSON.stringify cannot write. */
function jsonText(value: unknown, rawNumber: string | null): string {
  const text = JSON.stringify(value) ?? 'null';
  if (rawNumber === null || typeof value !== 'object' || value === null || Array.isArray(value)) {
    return text;
  }
  const key = Object.keys(value)[0];
  if (key === undefined) return text;
  return text.replace(
    `${JSON.stringify(key)}:${JSON.stringify((value as Record<string, unknown>)[key])}`,
    `${JSON.stringify(key)}:${rawNumber}`,
  );
}

const NON_JSON_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/jsonp',
  'json',
  '',
];
const JSONISH_TYPES = [
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'application/json, text/plain',
  'application/json;;;',
];

function formEncoded(value: unknown): string {
  if (typeof value !== 'object' || value === null) return 'value=1';
  return Object.entries(value)
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeUriLoosely(String(field))}`)
    .join('&');
}

/** A JSON route's fields as a real multipart form, as a browser form would post them. */
function multipartFields(value: unknown): Buffer {
  const fields = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return multipart(
    'fuzzboundary',
    fields.map(([name, field]) => ({ name, content: JSON.stringify(field) ?? '' })),
  );
}

export interface BodyPlan {
  kind: string;
  body?: string | Buffer;
  contentType?: string;
  json?: { value: unknown };
  extraHeaders?: Record<string, string>;
}

export function jsonBodyPlan(schema: JsonSchema, pools: Pools): fc.Arbitrary<BodyPlan> {
  const valid = validValue(schema, pools);
  const asJson = (kind: string) => (value: unknown) => {
    const body = JSON.stringify(value) ?? 'null';
    // Judged as the server reads it: NaN and Infinity travel as null.
    return { kind, body, contentType: 'application/json', json: { value: JSON.parse(body) } };
  };
  return fc.oneof(
    { weight: 20, arbitrary: valid.map(asJson('valid body')) },
    {
      weight: 40,
      arbitrary: fc.tuple(valid, mutations(schema)).map(([value, list]) => ({
        ...asJson(`mutated body (${list.map((m) => `${m.op} ${m.field}`).join(', ')})`)(
          applyMutations(value, list),
        ),
      })),
    },
    {
      weight: 8,
      arbitrary: fc
        .oneof(
          anyJson,
          valid.map((value) => [value]),
          fc.constant(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
        )
        .map(asJson('body of the wrong shape')),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(10, 1000, 20_000, 100_000), fc.constantFrom('array', 'object'))
        .map(([depth, shape]) => ({
          kind: `nested ${depth} deep (${shape})`,
          body: nestedJson(depth, shape as 'array' | 'object'),
          contentType: 'application/json',
        })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...RAW_NUMBER_LITERALS))
        .map(([value, literal]) => {
          const body = jsonText(value, literal);
          // What the server's parser makes of it (Infinity for 1e999) is what must be judged.
          const json = { value: JSON.parse(body) as unknown };
          return { kind: `raw number ${literal}`, body, contentType: 'application/json', json };
        }),
    },
    {
      weight: 8,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
        kind: 'malformed JSON',
        body: text,
        contentType: 'application/json',
      })),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...BAD_BYTES).map((bytes) => ({
        kind: 'bytes that are not UTF-8',
        body: bytes,
        contentType: 'application/json',
      })),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...NON_JSON_TYPES))
        .map(([value, contentType]) => ({
          kind: `content type "${contentType}"`,
          body: contentType.includes('form-urlencoded')
            ? formEncoded(value)
            : contentType.includes('boundary=')
              ? multipartFields(value)
              : JSON.stringify(value),
          contentType,
        })),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.constantFrom(...JSONISH_TYPES)).map(([value, contentType]) => ({
        kind: `content type "${contentType}"`,
        body: JSON.stringify(value),
        contentType,
      })),
    },
    { weight: 2, arbitrary: fc.constant({ kind: 'no body' }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'identity, gzip'))
        .map(([value, encoding]) => ({
          kind: `content-encoding ${encoding} on plain bytes`,
          body: JSON.stringify(value),
          contentType: 'application/json',
          extraHeaders: { 'content-encoding': encoding },
        })),
    },
  );
}

const FILE_CONTENTS: { label: string; bytes: Buffer; type: string }[] = [
  { label: 'png', bytes: PNG_BYTES, type: 'image/png' },
  { label: 'text', bytes: Buffer.from('plain words\n'), type: 'text/plain' },
  {
    label: 'svg with script',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    type: 'image/svg+xml',
  },
  { label: 'empty', bytes: Buffer.alloc(0), type: 'application/octet-stream' },
  { label: 'zeros', bytes: Buffer.alloc(200 * 1024), type: 'application/octet-stream' },
  { label: 'png lying as pdf', bytes: PNG_BYTES, type: 'application/pdf' },
];
const FILE_NAMES = [
  'photo.png',
  'Résumé 2024 (final).PDF',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'a\u0000.png',
  '',
  '.htaccess',
  'x.php',
  '😀.svg',
  'a'.repeat(300),
  'CON',
  'name"with"quotes.txt',
];
const NAME_FIELDS = [
  undefined,
  'fuzz-file',
  '',
  'UPPER',
  '../escape',
  'a'.repeat(300),
  '%2e%2e',
  'ok.name_1-2',
  'é',
];
const PRIVATE_FIELDS = [undefined, 'true', 'false', 'maybe', '', 'TRUE', '1'];

export function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; content: Buffer | string }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.type ? `Content-Type: ${part.type}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(headers), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function multipartBodyPlan(): fc.Arbitrary<BodyPlan> {
  const boundary = 'fuzzboundary7MA4YWxk';
  const wellFormed = fc
    .record({
      file: fc.option(fc.constantFrom(...FILE_CONTENTS), { nil: undefined, freq: 5 }),
      filename: fc.constantFrom(...FILE_NAMES),
      name: fc.constantFrom(...NAME_FIELDS),
      private: fc.constantFrom(...PRIVATE_FIELDS),
      duplicateFile: fc.boolean(),
      extraField: fc.option(fc.constantFrom('__proto__', 'mediaId', 'type'), { nil: undefined }),
    })
    .map((plan) => {
      const parts: { name: string; filename?: string; type?: string; content: Buffer | string }[] =
        [];
      if (plan.name !== undefined) parts.push({ name: 'name', content: plan.name });
      if (plan.private !== undefined) parts.push({ name: 'private', content: plan.private });
      if (plan.extraField) parts.push({ name: plan.extraField, content: 'x' });
      if (plan.file) {
        const copies = plan.duplicateFile ? 2 : 1;
        for (let i = 0; i < copies; i++) {
          parts.push({
            name: 'file',
            filename: plan.filename,
            type: plan.file.type,
            content: plan.file.bytes,
          });
        }
      }
      return {
        kind: `multipart (${plan.file?.label ?? 'no file'}, filename ${JSON.stringify(plan.filename).slice(0, 40)})`,
        body: multipart(boundary, parts),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
  const broken = fc.constantFrom<BodyPlan>(
    {
      kind: 'multipart without its closing boundary',
      body: multipart(boundary, [{ name: 'file', filename: 'a.txt', content: 'abc' }], false),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      kind: 'multipart with another boundary',
      body: multipart('other', [{ name: 'file', filename: 'a.txt', content: 'abc' }]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      kind: 'multipart without a boundary',
      body: multipart(boundary, [{ name: 'file', filename: 'a.txt', content: 'abc' }]),
      contentType: 'multipart/form-data',
    },
    {
      kind: 'multipart, empty body',
      body: '',
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      kind: 'multipart part without a name',
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${boundary}--\r\n`,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      kind: 'multipart with garbage headers',
      body: Buffer.from(`--${boundary}\r\n\u0000\u0001garbage\r\n\r\nabc\r\n--${boundary}--\r\n`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      kind: 'JSON to a multipart route',
      body: JSON.stringify({ name: 'x', private: false, file: 'aGVsbG8=' }),
      contentType: 'application/json',
    },
    {
      kind: 'form to a multipart route',
      body: 'name=x&private=true',
      contentType: 'application/x-www-form-urlencoded',
    },
    { kind: 'text to a multipart route', body: 'hello', contentType: 'text/plain' },
    { kind: 'no body to a multipart route' },
  );
  return fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 2, arbitrary: broken });
}

/** A stray body on a call that takes none. */
export const strayBodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<BodyPlan>({ kind: 'no body' }) },
  {
    weight: 1,
    arbitrary: anyJson
      .map((value) => JSON.stringify(value) ?? 'null')
      // Under the 1 MB limit: a call that takes no body does not document 413.
      .filter((body) => body.length < 1_000_000)
      .map((body) => ({ kind: 'stray JSON body', body, contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
      kind: 'stray malformed JSON',
      body: text,
      contentType: 'application/json',
    })),
  },
);
