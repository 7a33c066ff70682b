import type { Request } from 'express';
import type { FieldError } from '../../shared/errors';
import { AppError } from '../trpc/errors';
import { MAX_JSON_DEPTH } from './json-bounds';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text may not contain NUL characters';

/**
 * Input the layers under the REST adapter cannot take, refused with a 400
 * before they see it (both found by the contract fuzzer):
 *
 * - JSON nested thousands of levels deep: the adapter serialises the body
 *   again with a recursive JSON.stringify, which overflows the stack, so any
 *   caller, signed in or not, got a 500.
 * - A NUL character anywhere in the body, query or path: MikroORM writes
 *   values into the SQL text, and SQLite stops reading a statement at a NUL,
 *   so a lookup or write holding one failed with a 500. No text of a
 *   portfolio needs one.
 *
 * Walks the body without recursion, so the check itself cannot overflow.
 */
export function unsafeInput(req: Request): AppError | null {
  // A NUL can only reach the URL percent-encoded; raw control bytes never pass Node's parser.
  if (/%00/i.test(req.originalUrl)) {
    return new AppError(400, 400, 'The address may not contain NUL characters');
  }
  const stack: { value: unknown; depth: number; path: string }[] = [
    { value: req.body, depth: 0, path: '' },
  ];
  const errors: FieldError[] = [];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string') {
      if (value.includes(NUL)) errors.push({ path: path || '(root)', message: NUL_MESSAGE });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      return new AppError(400, 400, `JSON body nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) errors.push({ path: innerPath, message: NUL_MESSAGE });
      stack.push({ value: inner, depth: depth + 1, path: innerPath });
    }
  }
  return errors.length > 0 ? AppError.invalid(400, NUL_MESSAGE, errors.slice(0, 20)) : null;
}
