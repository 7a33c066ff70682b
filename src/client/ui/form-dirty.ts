import type { FormApi } from './use-form';

/**
 * Structural equality for form values: strings, numbers, booleans, arrays
 * and plain objects; anything else (a chosen file) by identity.
 */
function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!isPlain(a) || !isPlain(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * True while any value differs from what the form opened with: typing a
 * change back makes it false. Kept apart from `useForm` because only the
 * admin's forms ask, and the public page's bundle need not carry it.
 */
export function isFormDirty<TValues>(form: FormApi<TValues>): boolean {
  return !sameValue(form.values, form.initialValues);
}
