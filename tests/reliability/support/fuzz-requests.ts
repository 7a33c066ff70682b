import fc from 'fast-check';
import {
  jsonBodyPlan,
  multipart,
  multipartBodyPlan,
  strayBodyPlan,
  typeOf,
  validValue,
} from './fuzz-bodies';
import type { Operation, Parameter } from './fuzz-contract';
import {
  encodeUriLoosely,
  oddDate,
  oddPathValue,
  oddText,
  PNG_BYTES,
  validDate,
} from './fuzz-values';

/**
 * Turns each operation of the document into generated requests: a valid-ish
 * call, then broken in one of many ways (body, content type, query, path,
 * method, headers, session). Generation is pure: the same seed and pools
 * always give the same list, so a failure can be replayed.
 */

/**
 * The credential a request carries: the admin's session cookie, none, a
 * tampered cookie, or an API token of the admin's with scope read or write
 * (in Authorization, without a cookie).
 */
export type SessionKind = 'admin' | 'none' | 'tampered' | 'read' | 'write';

export const TOKEN_KINDS: readonly SessionKind[] = ['read', 'write'];

export interface FuzzRequest {
  index: number;
  /** The operation it was built from, or `unknown path`. */
  operation: string;
  method: string;
  /** Path and query, URL-encoded as sent. */
  path: string;
  session: SessionKind;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** How the request was broken, for the report. */
  kind: string;
  /** The body's value when it was sent as well-formed JSON with `application/json`. */
  json?: { value: unknown };
  /** Set when the query or path holds a value the contract says is a 400 (or 404). */
  mustRefuse?: string;
  /** The one answer a scripted call must get: an exact status, or any 2xx. */
  expect?: number | '2xx';
}

/** Rows the fuzzer may address: created for it before the run, never the ones kept to compare. */
export interface Pools {
  /**
   * Ids by entity path segment (`category`), targets plus ids the run's
   * creates will take; session ids are text.
   */
  ids: Record<string, (number | string)[]>;
  /** Ids of target rows that exist when the run starts, for references (`categoryId`, `tools`). */
  refs: Record<string, (number | string)[]>;
  /** Keys of variables that exist when the run starts. */
  variableKeys: string[];
  /** Keys the run's creates may take. */
  newVariableKeys: string[];
  /** One row per entity that nothing refers to, for the well-formed deletes. */
  deletable: Record<string, (number | string)[]>;
  deletableVariableKey: string;
  /** A real sign-in, so the well-formed login succeeds once (the rest are throttled). */
  login: { username: string; password: string };
  mediaFiles: { type: string; name: string }[];
  /** The smaller copies the first media file has (`2.webp`), for the copy route. */
  mediaVariants: string[];
}

const MEDIA_TYPES = ['document', 'archive', 'image', 'audio', 'video', 'other'];

function sortFields(parameter: Parameter): string[] {
  const description = String(parameter.schema.description ?? '');
  return (
    description
      .split('fields:')[1]
      ?.split(',')
      .map((field) => field.trim()) ?? []
  );
}

interface QueryPlan {
  pairs: [string, string][];
  /** Why the contract refuses it, when it certainly does. */
  mustRefuse?: string;
}

const ODD_QUERY_NUMBERS = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e9',
  'abc',
  '',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  ' 1',
  '0x10',
  '1,2',
  '%00',
];

/** `yyyy-mm-dd` and a day the calendar has (not 2024-02-30, not 2024-13-01). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function queryValue(parameter: Parameter): fc.Arbitrary<{ value: string; refuse?: string }> {
  const { name, schema } = parameter;
  const type = typeOf(schema);
  if (type === 'integer') {
    const min = schema.minimum ?? -Infinity;
    const max = schema.maximum ?? Infinity;
    return fc
      .oneof(
        fc.integer({ min: Math.max(min, 1), max: Math.min(max, 50) }).map(String),
        fc.constantFrom(...ODD_QUERY_NUMBERS),
      )
      .map((value) => {
        const number = Number(value);
        const wrong =
          value.trim() !== '' &&
          !value.includes('%') &&
          (!Number.isInteger(number) || number < min || number > max);
        return wrong ? { value, refuse: `${name}=${value}` } : { value };
      });
  }
  if (schema.enum) {
    const allowed = schema.enum.map(String);
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...allowed).map((value) => ({ value })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(`${allowed[0]} `, (allowed[0] ?? '').toUpperCase(), 'nope', '__proto__')
          .map((value) =>
            allowed.includes(value) ? { value } : { value, refuse: `${name}=${value}` },
          ),
      },
    );
  }
  if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc
      .oneof(validDate, oddDate.map(String))
      .map((value) =>
        value === '' || isCalendarDate(value) ? { value } : { value, refuse: `${name}=${value}` },
      );
  }
  if (name === 'sort') {
    const fields = sortFields(parameter);
    const good =
      fields.length > 0
        ? fc
            .array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom('asc', 'desc')), {
              minLength: 1,
              maxLength: 3,
            })
            .map((order) => ({ value: order.map(([f, d]) => `${f}:${d}`).join(',') }))
        : fc.constant({ value: '' });
    const bad = fc
      .constantFrom(
        '__proto__:asc',
        'constructor:desc',
        'toString:asc',
        `${fields[0]}:ASC`,
        `${fields[0]}:up`,
        `${fields[0]}:asc:desc`,
        ':asc',
        'nosuchfield:asc',
        'e.name:asc',
        "name:asc'); drop table category; --",
        's'.repeat(600),
      )
      .map((value) => ({ value, refuse: `sort=${value.slice(0, 40)}` }));
    const odd = fc
      .constantFrom(`${fields[0]}:asc,,`, ',', ' ', `${fields[0]}`)
      .map((value) => ({ value }));
    return fc.oneof(good, bad, odd);
  }
  // Text (filter and the like).
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 10 }).map((value) => ({ value })),
    oddText
      .filter((text) => text.length < 300)
      .map((value) =>
        schema.maxLength !== undefined && value.length > schema.maxLength
          ? { value, refuse: `${name} longer than ${schema.maxLength}` }
          : { value },
      ),
    fc.constantFrom('%', '_', '%25', "'", '\\').map((value) => ({ value })),
    fc.constant({ value: 'f'.repeat(8000), refuse: `${name} of 8000 characters` }),
  );
}

function queryPlan(operation: Operation): fc.Arbitrary<QueryPlan> {
  const perParameter = operation.queryParams.map((parameter) =>
    fc.option(queryValue(parameter), { nil: undefined, freq: 2 }).map((choice) => ({
      parameter,
      choice,
    })),
  );
  const extras = fc.array(
    fc.constantFrom<[string, string][]>(
      [
        ['page', '1'],
        ['page', '2'],
      ],
      [
        ['limit', '5'],
        ['limit', '1e9'],
      ],
      [['page[]', '1']],
      [['limit[x]', '2']],
      [['__proto__[polluted]', '1']],
      [['constructor[prototype][polluted]', '1']],
      [['unknown', 'x']],
      [['', '']],
      [['filter', '%00']],
      [['sort', '__proto__:asc']],
      [['x'.repeat(2000), 'y']],
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...perParameter), extras).map(([chosen, extra]) => {
    const pairs: [string, string][] = [];
    let mustRefuse: string | undefined;
    for (const { parameter, choice } of chosen) {
      if (!choice) continue;
      pairs.push([parameter.name, choice.value]);
      mustRefuse ??= choice.refuse;
    }
    // Repeated keys make the single value unknowable: only a lone bad value is certain to be refused.
    const extraPairs = extra.flat();
    if (extraPairs.some(([key]) => pairs.some(([name]) => key.startsWith(name)))) {
      mustRefuse = undefined;
    }
    return { pairs: [...pairs, ...extraPairs], mustRefuse };
  });
}

function encodeQuery(pairs: [string, string][]): string {
  if (pairs.length === 0) return '';
  // `%00` and `%` stay as typed: they are the point of those cases.
  const encode = (text: string) => (text === '%00' || text === '%' ? text : encodeUriLoosely(text));
  return `?${pairs.map(([key, value]) => `${encodeUriLoosely(key)}=${encode(value)}`).join('&')}`;
}

interface PathPlan {
  path: string;
  /** A value the contract can only answer 400 or 404 to. */
  mustRefuse?: string;
}

/**
 * Whether a path value (URL-encoded, as sent) is one its schema refuses: a
 * numeric id is decimal digits, and anything else that still finds a row is
 * lenient parsing; a text id (a session's) must match its pattern once decoded.
 */
function outsideSchema(parameter: Parameter, value: string): boolean {
  const { schema } = parameter;
  if (typeOf(schema) === 'integer') return !/^\d+$/.test(value);
  if (!schema.pattern) return false;
  try {
    return !new RegExp(schema.pattern).test(decodeURIComponent(value));
  } catch {
    // Not even decodable.
    return true;
  }
}

function pathPlan(operation: Operation, pools: Pools): fc.Arbitrary<PathPlan> {
  if (operation.pathParams.length === 0) return fc.constant({ path: operation.path });
  const entity = operation.path.split('/')[2] ?? '';
  const values = operation.pathParams.map((parameter) => {
    if (parameter.name === 'key') {
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...pools.variableKeys) },
        { weight: 1, arbitrary: fc.constantFrom(...pools.newVariableKeys) },
        { weight: 2, arbitrary: oddPathValue },
      );
    }
    if (parameter.name === 'type') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...MEDIA_TYPES) },
        { weight: 1, arbitrary: oddPathValue },
      );
    }
    if (parameter.name === 'name') {
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...pools.mediaFiles.map((file) => file.name)) },
        { weight: 2, arbitrary: oddPathValue },
      );
    }
    if (parameter.name === 'variant') {
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...pools.mediaVariants) },
        { weight: 2, arbitrary: oddPathValue },
      );
    }
    return fc.oneof(
      // Rows that exist, so updates and deletes get past the lookup.
      { weight: 2, arbitrary: fc.constantFrom(...(pools.refs[entity] ?? [1])).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...(pools.ids[entity] ?? [1])).map(String) },
      { weight: 2, arbitrary: oddPathValue },
    );
  });
  return fc.tuple(...values).map((chosen) => {
    let path = operation.path;
    let mustRefuse: string | undefined;
    operation.pathParams.forEach((parameter, i) => {
      const value = chosen[i] ?? '';
      path = path.replace(`{${parameter.name}}`, value);
      if (outsideSchema(parameter, value)) mustRefuse ??= `${parameter.name} ${value}`;
    });
    return { path, mustRefuse };
  });
}

const SESSIONS: fc.Arbitrary<SessionKind> = fc.oneof(
  { weight: 16, arbitrary: fc.constant('admin' as const) },
  { weight: 3, arbitrary: fc.constant('none' as const) },
  { weight: 1, arbitrary: fc.constant('tampered' as const) },
  { weight: 1, arbitrary: fc.constant('read' as const) },
  { weight: 1, arbitrary: fc.constant('write' as const) },
);

const ODD_HEADERS: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 30, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      { origin: 'not a url' },
      { accept: 'application/xml' },
      { accept: 'text/html' },
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'x-unknown' },
      { 'x-forwarded-for': '1.2.3.4, not-an-ip' },
      { 'x-forwarded-proto': 'https' },
      { 'x-http-method-override': 'DELETE' },
      { 'if-none-match': '"junk"' },
      { range: 'bytes=5-1' },
      { 'accept-language': 'x'.repeat(4000) },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      // Beside the cookie: a credential that does not work, which the server must not skip.
      { authorization: 'Bearer ' },
      { authorization: 'Bearer pcms_not-a-real-token' },
      { authorization: 'Basic YWRtaW46cGFzc3dvcmQ=' },
      { authorization: `Bearer pcms_${'x'.repeat(300)}` },
    ),
  },
);

const ODD_METHODS = ['PATCH', 'OPTIONS', 'HEAD', 'GET', 'POST', 'PUT', 'DELETE'];

function requestFor(operation: Operation, pools: Pools): fc.Arbitrary<Omit<FuzzRequest, 'index'>> {
  const bodyPlan =
    operation.body?.contentType === 'application/json'
      ? jsonBodyPlan(operation.body.schema, pools)
      : operation.body?.contentType.startsWith('multipart/')
        ? multipartBodyPlan()
        : strayBodyPlan;
  return fc
    .record({
      body: bodyPlan,
      query:
        operation.queryParams.length > 0
          ? queryPlan(operation)
          : fc.oneof(
              { weight: 9, arbitrary: fc.constant<QueryPlan>({ pairs: [] }) },
              {
                weight: 1,
                arbitrary: fc.constant<QueryPlan>({
                  pairs: [
                    ['page', '-1'],
                    ['x', '%00'],
                  ],
                }),
              },
            ),
      path: pathPlan(operation, pools),
      session: SESSIONS,
      headers: ODD_HEADERS,
      method: fc.oneof(
        { weight: 30, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) },
      ),
    })
    .map(({ body, query, path, session, headers, method }) => {
      const allHeaders: Record<string, string> = { ...headers, ...body.extraHeaders };
      if (body.contentType !== undefined) allHeaders['content-type'] = body.contentType;
      const sameCall = method === operation.method;
      const kinds = [body.kind];
      if (!sameCall) kinds.push(`method ${method}`);
      if (Object.keys(headers).length > 0) kinds.push(`header ${Object.keys(headers)[0]}`);
      return {
        operation: operation.id,
        method,
        path: `${path.path}${encodeQuery(query.pairs)}`,
        session,
        headers: allHeaders,
        body: method === 'GET' || method === 'HEAD' ? undefined : body.body,
        kind: kinds.join('; '),
        json: sameCall && Object.keys(headers).length === 0 ? body.json : undefined,
        mustRefuse: sameCall ? (query.mustRefuse ?? path.mustRefuse) : undefined,
      };
    });
}

const UNKNOWN_PATHS = [
  '/api',
  '/api/',
  '/api/nothing-here',
  '/api/category/1/extra',
  '/api//category',
  '/api/category/',
  '/API/category',
  '/api/%2e%2e/healthz',
  '/api/media/image/..%2f..%2fportfolio.sqlite',
  '/api/media/image/%2e%2e/%2e%2e/portfolio.sqlite',
  '/api/media/../../etc/passwd',
  '/auth',
  '/auth/nope',
  '/auth/login/extra',
  '/api/variable/environment/extra',
  '/api/docs/assets/%2e%2e%2fpackage.json',
  `/api/${'a'.repeat(4000)}`,
];

const unknownPathRequest: fc.Arbitrary<Omit<FuzzRequest, 'index'>> = fc
  .record({
    path: fc.constantFrom(...UNKNOWN_PATHS),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    session: SESSIONS,
  })
  .map(({ path, method, session }): Omit<FuzzRequest, 'index'> => ({
    operation: 'unknown path',
    method,
    path,
    session,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' as string },
    body: method === 'GET' ? undefined : '{}',
    kind: 'unknown path',
  }));

const BASELINE_BOUNDARY = 'baselineboundary';

/**
 * Which row a well-formed call addresses: a target (reads, writes), one
 * nothing refers to (its delete), or one that does not exist (a write
 * token's delete, which must get past the token and find nothing).
 */
type Addressed = 'target' | 'deletable' | 'missing';

/** Deletes of one row are the ones that use up a deletable row. */
const deletesOneRow = (operation: Operation) =>
  operation.method === 'DELETE' && operation.path.endsWith('}');

/** Well-formed calls go in this order: the rest, then deletes of one row, then of a whole set. */
function callOrder(operation: Operation): number {
  if (operation.method !== 'DELETE') return 0;
  return deletesOneRow(operation) ? 1 : 2;
}

function pathFor(operation: Operation, pools: Pools, addressed: Addressed): string {
  const entity = operation.path.split('/')[2] ?? '';
  let path = operation.path;
  for (const parameter of operation.pathParams) {
    let value: unknown;
    if (parameter.name === 'key') {
      value =
        addressed === 'missing'
          ? 'fz_missing'
          : addressed === 'deletable'
            ? pools.deletableVariableKey
            : pools.variableKeys[0];
    } else if (parameter.name === 'type') {
      value = pools.mediaFiles[0]?.type;
    } else if (parameter.name === 'name') {
      value = pools.mediaFiles[0]?.name;
    } else if (parameter.name === 'variant') {
      value = pools.mediaVariants[0];
    } else if (addressed === 'missing') {
      value = typeOf(parameter.schema) === 'integer' ? 999_999 : 'no-such-row';
    } else {
      value = (addressed === 'deletable' ? pools.deletable : pools.refs)[entity]?.[0];
    }
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

/**
 * A well-formed call: a valid body, existing rows, no odd query, header or
 * method. Signed in, they are sent first, so every operation's success path
 * is reached (and its reply checked against the schema) before the run
 * breaks things; the deletes use rows nothing refers to.
 */
function wellFormedCall(
  operation: Operation,
  pools: Pools,
  unique: number,
  session: SessionKind,
  addressed: Addressed,
): fc.Arbitrary<Omit<FuzzRequest, 'index'>> {
  const common = {
    operation: operation.id,
    method: operation.method,
    path: pathFor(operation, pools, addressed),
    session,
    kind: session === 'admin' ? 'well-formed call' : `well-formed call, ${session} token`,
  };
  if (operation.path === '/auth/login') {
    const body = JSON.stringify(pools.login);
    return fc.constant({
      ...common,
      headers: { 'content-type': 'application/json' },
      body,
      json: { value: pools.login },
    });
  }
  if (operation.path === '/auth/confirm') {
    // The signed-in admin's own password: only that confirms (a generated one is a wrong guess).
    const value = { password: pools.login.password };
    return fc.constant({
      ...common,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
      json: { value },
    });
  }
  if (operation.path === '/api/import/json-resume') {
    // The JSON Resume schema is open (any URL-ish text, partial dates, extra
    // fields); the site's own rules refuse much of what it allows, rightly
    // with 400 and the paths. The success path needs a CV as a person writes it.
    const resume = {
      basics: { name: 'Fuzz Owner', label: 'Tester' },
      work: [{ name: `Fuzz Works ${unique}`, position: 'Engineer', startDate: '2020-01' }],
    };
    const body = JSON.stringify(resume);
    return fc.constant({
      ...common,
      headers: { 'content-type': 'application/json' },
      body,
      json: { value: resume },
    });
  }
  if (operation.body?.contentType === 'application/json') {
    return validValue(operation.body.schema, pools, '', true).map((value) => {
      // Unique names and keys: a generated one may repeat another row's and rightly be a 409.
      const fresh = { ...(value as Record<string, unknown>) };
      for (const field of ['name', 'username', 'key'] as const) {
        if (typeof fresh[field] === 'string') fresh[field] = `base_${field}_${unique}`;
      }
      const body = JSON.stringify(fresh);
      return {
        ...common,
        headers: { 'content-type': 'application/json' },
        body,
        json: { value: JSON.parse(body) as unknown },
      };
    });
  }
  if (operation.body?.contentType.startsWith('multipart/')) {
    // A unique file name: the media name defaults to it, and names are unique.
    return fc.constant({
      ...common,
      headers: { 'content-type': `multipart/form-data; boundary=${BASELINE_BOUNDARY}` },
      body: multipart(BASELINE_BOUNDARY, [
        { name: 'private', content: 'false' },
        { name: 'file', filename: `baseline-${unique}.png`, type: 'image/png', content: PNG_BYTES },
      ]),
    });
  }
  return fc.constant({ ...common, headers: {} });
}

/**
 * Well-formed calls with the admin's API tokens, each with the one answer it
 * must get: a read token reads (2xx) and never writes (403); a write token
 * writes, except the calls that manage sign-in (sessions, tokens, admins,
 * two-factor: 403). A write token's delete addresses a row that does not
 * exist, so it proves the token got through (404) without using up a row.
 */
function tokenCalls(
  operation: Operation,
  pools: Pools,
  unique: number,
): fc.Arbitrary<Omit<FuzzRequest, 'index'>>[] {
  if (!operation.secured) return [];
  const writes = operation.method !== 'GET';
  const plans: { session: SessionKind; expect: number | '2xx'; addressed: Addressed }[] = [];
  if (!writes && operation.bearer) {
    plans.push({ session: 'read', expect: '2xx', addressed: 'target' });
  }
  if (writes) {
    plans.push({ session: 'read', expect: 403, addressed: 'target' });
    if (!operation.bearer) plans.push({ session: 'write', expect: 403, addressed: 'target' });
    else if (operation.method === 'DELETE' && operation.pathParams.length > 0) {
      plans.push({ session: 'write', expect: 404, addressed: 'missing' });
    } else if (operation.method !== 'DELETE') {
      plans.push({ session: 'write', expect: '2xx', addressed: 'target' });
    }
  }
  return plans.map(({ session, expect, addressed }, i) =>
    wellFormedCall(operation, pools, unique * 10 + i, session, addressed).map((call) => ({
      ...call,
      expect,
    })),
  );
}

/**
 * The whole run's requests, from the seed: the same seed and pools always
 * give the same list. The signed-in well-formed calls come first, then those
 * with tokens, then the fuzzed ones. `scripted` names operations whose
 * success path the caller drives itself (two-factor enable and disable need
 * a code from a live secret), which get no signed-in well-formed call here.
 */
export function generateRequests(
  operations: Operation[],
  pools: Pools,
  count: number,
  seed: number,
  scripted: ReadonlySet<string> = new Set(),
): FuzzRequest[] {
  const perOperation = operations.map((operation) => ({
    // Calls with a body have the most to break, so they get more of the run.
    weight: operation.body ? 3 : 2,
    arbitrary: requestFor(operation, pools),
  }));
  const any = fc.oneof(...perOperation, { weight: 1, arbitrary: unknownPathRequest });
  // Deletes last among the well-formed calls, so the others still find their rows.
  const ordered = [...operations].sort((a, b) => callOrder(a) - callOrder(b));
  const baseline = fc.tuple(
    ...ordered.flatMap((operation, i) =>
      scripted.has(operation.id)
        ? []
        : [
            wellFormedCall(
              operation,
              pools,
              i,
              'admin',
              deletesOneRow(operation) ? 'deletable' : 'target',
            ),
          ],
    ),
  );
  const withTokens = fc.tuple(
    ...ordered.flatMap((operation, i) => tokenCalls(operation, pools, 1000 + i)),
  );
  const [wellFormed = []] = fc.sample(baseline, { seed, numRuns: 1 });
  const [tokenChecks = []] = fc.sample(withTokens, { seed, numRuns: 1 });
  const fixed = [...wellFormed, ...tokenChecks];
  const fuzzed = fc.sample(any, { seed, numRuns: Math.max(count - fixed.length, 0) });
  return [...fixed, ...fuzzed].map((request, index) => ({ ...request, index }));
}
