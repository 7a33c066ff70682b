import fc from 'fast-check';

/**
 * The odd values people (and bots) send: each list is what a careful tester
 * would try by hand, widened by fast-check's own generators.
 */

const KB = 1024;

/** A small PNG that decodes (2×2 pixels), so uploads of it get their smaller copies (here at its own width, `2.avif` and `2.webp`). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d24' +
    '0000000970485973000003e8000003e801b57b526b00000011494441540899633811' +
    'a0f11f8419600c004ff408fd6a10f07c0000000049454e44ae426082',
  'hex',
);

/** Strings that break naive code: control characters, lone surrogates, direction marks, injections. */
export const ODD_TEXT = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFtail',
  'x\uD83D',
  '😀🔥👩‍👩‍👧‍👦🏳️‍🌈',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0364\u0354\u0367\u0311\u0313a\u0308\u0356\u032D',
  '\uFEFFbom',
  '\u200B\u200C\u200D',
  '\u2028\u2029',
  "'; DROP TABLE category; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '%00%2e%2e',
  '\\',
  '"',
  'null',
  'undefined',
  'true',
  'NaN',
  '__proto__',
  'constructor',
  '𝕏'.repeat(60),
  'ﷺ'.repeat(40),
];

/** About 100 KB, and one just over the 1 MB JSON body limit. */
export const HUGE_TEXT = [
  'x'.repeat(100 * KB),
  '😀'.repeat(30 * KB),
  ' '.repeat(100 * KB),
  'é\u0301'.repeat(40 * KB),
  'a'.repeat(KB * KB + 16),
];

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // A lone surrogate spliced into ordinary text.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }))
      .map(([text, unit]) => `${text}${String.fromCharCode(unit)}${text}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXT) },
);

/** Numbers a JSON body can carry that a form would never produce. */
export const ODD_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -1.5,
  1e3,
  1e9,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  999_999_999_999,
];

/** Number-like text, and what JSON.stringify makes of NaN and Infinity (null). */
export const NUMBERISH_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '1_000',
  ' 1 ',
  '١٢',
  '1,5',
  '',
];

export const oddNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...NUMBERISH_TEXT, NaN, Infinity) },
);

/**
 * Number literals only raw JSON text can hold: JSON.parse turns `1e999` into
 * Infinity and keeps `-0`; the server must cope with what its parser makes.
 */
export const RAW_NUMBER_LITERALS = [
  '1e999',
  '-1e999',
  '-0',
  '1E400',
  '123456789012345678901234567890',
  '0.0000000000000000000000001',
  '1.0',
];

export const ODD_DATES = [
  '2024-02-30',
  '2023-02-29',
  '99999-01-01',
  '',
  'yesterday',
  '2024-13-01',
  '2024-00-10',
  '0000-00-00',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  '2024/01/01',
  '01-01-2024',
  '-2024-01-01',
  ' 2024-01-01',
  '2024-01-01\u0000',
  '２０２４-01-01',
  '1970-01-01',
  '9999-12-31',
  '0001-01-01',
];

export const oddDate: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>(...ODD_DATES, 1_704_067_200_000) },
  {
    weight: 1,
    arbitrary: fc
      .date({ min: new Date(-8e15), max: new Date(8e15), noInvalidDate: true })
      .map((date) => date.toISOString()),
  },
);

export const validDate: fc.Arbitrary<string> = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** `depth` levels of arrays or objects, as text: building it as a value would overflow JSON.stringify. */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A value of any JSON type, to stand where another type belongs. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'text') },
  { weight: 2, arbitrary: fc.constantFrom<unknown>([], {}, [1, 2], { a: 1 }, [{}], [[]]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: oddText },
  { weight: 1, arbitrary: oddNumber },
);

/** Path segment values (already URL-encoded) for `{id}`-like parameters. */
export const ODD_PATH_VALUES = [
  '0',
  '-1',
  '1e3',
  '1e1',
  '999999999999',
  '9'.repeat(40),
  '1.5',
  '0x10',
  '+1',
  '01',
  'NaN',
  'Infinity',
  'null',
  '%2e%2e%2f',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%252e%252e%252f',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '%FF',
  '%20',
  '+',
  encodeURIComponent('١٢٣'),
  encodeURIComponent('😀'),
  encodeURIComponent('é'),
  encodeURIComponent('\u202E1'),
  encodeURIComponent("1' OR '1'='1"),
  '1%0d%0aSet-Cookie:%20x=1',
  '__proto__',
  'constructor',
  'a'.repeat(300),
  '%2F',
];

export const oddPathValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_PATH_VALUES) },
  // Not empty: `/api/category/` is the list, another operation.
  {
    weight: 1,
    arbitrary: oddText
      .filter((text) => text.length > 0 && text.length < 200 && !/^[1-9]\d{0,4}$/.test(text))
      .map(encodeUriLoosely),
  },
  // Outside the small ids the pools hand out: a stray `1` would address a kept (sentinel) row.
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 100_000 })).map(String),
  },
);

/** encodeURIComponent, except that lone surrogates (which it refuses) become %ED%A0%80-style bytes. */
export function encodeUriLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}
