import express, { type RequestHandler } from 'express';
import { AppError } from '../trpc/errors';

/**
 * How far a JSON body may go, checked on its raw bytes before a single
 * object is built: nesting depth (containers inside containers) and the
 * number of values (containers, strings, numbers, booleans and nulls; an
 * object's keys are not counted).
 */
export interface JsonBounds {
  maxDepth: number;
  maxValues: number;
}

/**
 * Real bodies are two levels deep (an object holding a list of ids) and a
 * JSON Resume document four (a section, its item, a list of highlights, a
 * text): 32 leaves ample room and stays far below what any recursive step
 * after parsing (the REST adapter serialises the body again) can take.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Values in a body of the API's general 1 MB: a write holds a few dozen
 * fields and at most a hundred ids; ten thousand is far beyond any real one,
 * and parsing and validating that many stays a matter of milliseconds.
 */
export const MAX_JSON_VALUES = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/**
 * The bound a JSON text breaks, or null: one linear pass over its bytes,
 * stopping at the first byte past a bound, so a hostile body costs no more
 * than reading it. Malformed text is not judged here: the parser after it
 * refuses that; this pass only has to count what a parser would build.
 */
export function brokenJsonBound(bytes: Uint8Array, bounds: JsonBounds): 'depth' | 'values' | null {
  // Per open container, whether it is an object (a string after `{` or `,` in one is a key).
  const inObject: boolean[] = [];
  let values = 0;
  // The last byte outside strings that was not whitespace; 0 at the start.
  let previous = 0;
  const length = bytes.length;
  let i = 0;
  while (i < length) {
    const byte = bytes[i] as number;
    if (byte === QUOTE) {
      const isKey =
        inObject[inObject.length - 1] === true && (previous === OPEN_OBJECT || previous === COMMA);
      if (!isKey && ++values > bounds.maxValues) return 'values';
      // Jump to the closing quote: one not preceded by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = bytes.indexOf(QUOTE, end + 1);
        if (end === -1) return null;
        let slashes = 0;
        while (bytes[end - 1 - slashes] === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      previous = QUOTE;
      i = end + 1;
      continue;
    }
    if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++values > bounds.maxValues) return 'values';
      if (inObject.length >= bounds.maxDepth) return 'depth';
      inObject.push(byte === OPEN_OBJECT);
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      inObject.pop();
    } else if (
      !isWhitespace(byte) &&
      (previous === 0 || previous === OPEN_ARRAY || previous === COMMA || previous === COLON)
    ) {
      // The first byte of a number, true, false or null.
      if (++values > bounds.maxValues) return 'values';
    }
    if (!isWhitespace(byte)) previous = byte;
    i++;
  }
  return null;
}

/** The refusal for a body past its bounds: a 400 in the envelope, naming the bound. */
export function jsonBoundError(broken: 'depth' | 'values', bounds: JsonBounds): AppError {
  return broken === 'depth'
    ? new AppError(400, 400, `JSON body nested more than ${bounds.maxDepth} levels deep`)
    : new AppError(400, 400, `JSON body holds more than ${bounds.maxValues} values`);
}

/**
 * Express's JSON body parser with the bounds checked on the raw bytes, after
 * the size limit and before `JSON.parse`: a body nested thousands of levels
 * deep, or of a million tiny values, is refused before it can fill the heap
 * or hold the event loop while it is built.
 */
export function boundedJson(limit: number | string, bounds: JsonBounds): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, bytes) => {
      const broken = brokenJsonBound(bytes, bounds);
      // The parser answers with the error it is given: the envelope's status and message.
      if (broken) throw jsonBoundError(broken, bounds);
    },
  });
}
