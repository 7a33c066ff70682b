import type { Operation } from './fuzz-contract';
import type { Pools } from './fuzz-requests';
import { nestedJson } from './fuzz-values';

/**
 * JSON bodies of hostile shapes: too deep for a recursive step, or so wide
 * that building and checking the objects would hold the event loop or fill
 * the heap. Built once (megabytes each) and sent to every route.
 */
export interface HostileShape {
  name: string;
  body: string;
  /**
   * Within the bounds a body may have (depth, number of values): such a
   * shape reaches the route's own checks, so it is kept from calls whose
   * success would end the fuzzer's session or delete rows.
   */
  withinBounds: boolean;
}

/** Just under the general 1 MB limit, so the bounds, not the size, have to stop a shape. */
const UNDER_LIMIT = 1_000_000;
/** Just under the import's 5 MB limit: the largest body anything reads. */
const UNDER_IMPORT_LIMIT = 4_800_000;

function numbers(bytes: number): string {
  return `[${Array.from({ length: Math.floor((bytes - 2) / 2) }, () => '1').join(',')}]`;
}

export function hostileShapes(): HostileShape[] {
  const manyKeys = JSON.stringify(
    Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i])),
  );
  return [
    { name: 'arrays 100k deep', body: nestedJson(100_000, 'array'), withinBounds: false },
    { name: 'objects 100k deep', body: nestedJson(100_000, 'object'), withinBounds: false },
    { name: 'arrays 500k deep, never closed', body: '['.repeat(500_000), withinBounds: false },
    { name: '1 MB list of numbers', body: numbers(UNDER_LIMIT), withinBounds: false },
    { name: 'object of 60k keys', body: manyKeys, withinBounds: false },
    {
      name: 'objects of lists of objects, 1 MB',
      body: `[${Array.from({ length: 60_000 }, () => '{"a":[{}]}').join(',')}]`,
      withinBounds: false,
    },
    {
      name: 'one 1 MB string',
      body: JSON.stringify({ name: 'x'.repeat(UNDER_LIMIT - 20) }),
      withinBounds: true,
    },
    {
      name: '1 MB of escapes',
      body: JSON.stringify({ name: '\\"\u0001'.repeat(Math.floor(UNDER_LIMIT / 12)) }),
      withinBounds: true,
    },
    {
      name: 'arrays 2.4M deep, 4.8 MB',
      body: nestedJson(UNDER_IMPORT_LIMIT / 2, 'array'),
      withinBounds: false,
    },
    { name: '4.8 MB list of numbers', body: numbers(UNDER_IMPORT_LIMIT), withinBounds: false },
    {
      name: 'one 4.8 MB string',
      body: JSON.stringify({ meta: { notes: 'x'.repeat(UNDER_IMPORT_LIMIT - 40) } }),
      withinBounds: true,
    },
  ];
}

/**
 * Every operation's path with real ids from the pools (a row the run may
 * change); a shape within the bounds is sent with the method of the
 * operation, the rest too, whatever the method (a GET with a body included).
 */
export function addressOf(operation: Operation, pools: Pools): string {
  const entity = operation.path.split('/')[2] ?? '';
  let path = operation.path;
  for (const parameter of operation.pathParams) {
    let value: unknown;
    if (parameter.name === 'key') value = pools.variableKeys[0];
    else if (parameter.name === 'type') value = pools.mediaFiles[0]?.type;
    else if (parameter.name === 'name') value = pools.mediaFiles[0]?.name;
    else if (parameter.name === 'variant') value = pools.mediaVariants[0];
    else value = pools.refs[entity]?.[0] ?? 1;
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }
  return path;
}
