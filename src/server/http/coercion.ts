import type { AnyRouter } from '@trpc/server';

interface SchemaDef {
  type?: string;
  coerce?: boolean;
  innerType?: { _zod?: { def: SchemaDef } };
  in?: { _zod?: { def: SchemaDef } };
  out?: { _zod?: { def: SchemaDef } };
  shape?: Record<string, { _zod?: { def: SchemaDef } }>;
  options?: { _zod?: { def: SchemaDef } }[];
  element?: { _zod?: { def: SchemaDef } };
}

const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);
const WRAPPERS = ['innerType', 'in', 'out', 'element'] as const;

function lockCoercion(def: SchemaDef | undefined, seen: Set<SchemaDef>): void {
  if (!def || seen.has(def)) return;
  seen.add(def);
  if (def.type && COERCIBLE.has(def.type)) {
    // Already locked by an earlier app in this process, or coercing on purpose.
    if (def.coerce || Object.getOwnPropertyDescriptor(def, 'coerce')?.get) return;
    // Reads stay false, writes are ignored: the adapter's assignment has no effect.
    Object.defineProperty(def, 'coerce', { get: () => false, set: () => {}, configurable: false });
    return;
  }
  for (const key of WRAPPERS) lockCoercion(def[key]?._zod?.def, seen);
  for (const child of Object.values(def.shape ?? {})) lockCoercion(child._zod?.def, seen);
  for (const option of def.options ?? []) lockCoercion(option._zod?.def, seen);
}

/**
 * trpc-to-openapi turns on coercion for every number and boolean of an input
 * schema, bodies included, and does so by mutating the shared schema. Then a
 * JSON body's `"hidden": "false"` would be stored as true. This makes those
 * schemas refuse the switch: JSON bodies keep their real types, and query and
 * path parameters coerce only where the schema says so (`z.coerce`,
 * `z.stringbool`).
 */
export function keepInputTypesStrict(router: AnyRouter): void {
  const seen = new Set<SchemaDef>();
  for (const procedure of Object.values(router._def.procedures) as {
    _def: { inputs: { _zod?: { def: SchemaDef } }[] };
  }[]) {
    for (const input of procedure._def.inputs) lockCoercion(input._zod?.def, seen);
  }
}
