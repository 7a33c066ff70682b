import { z } from 'zod';

export const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

/**
 * `sort` is a comma-joined list of `field:asc|desc` over the entity's own
 * scalar fields; anything else is refused so a typo never silently sorts by id.
 */
export function sortParam(fields: readonly string[]) {
  return z
    .string()
    .max(500)
    .refine((value) => parseSort(value, fields) !== null, {
      message: `Sort must be a comma-separated list of field:asc|desc, with field one of ${fields.join(', ')}`,
    })
    .optional()
    .meta({
      description: `Comma-joined field:asc|desc; fields: ${fields.join(', ')}`,
      example: `${fields[0]}:asc`,
    });
}

export type SortOrder = [field: string, direction: 'asc' | 'desc'][];

export function parseSort(value: string, fields: readonly string[]): SortOrder | null {
  if (value.trim() === '') return [];
  const order: SortOrder = [];
  for (const part of value.split(',')) {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(':');
    if (rest.length > 0 || !fields.includes(field)) return null;
    if (direction !== 'asc' && direction !== 'desc') return null;
    order.push([field, direction]);
  }
  return order;
}

export function listQuerySchema(sortableFields: readonly string[]) {
  return z.object({
    filter: z.string().max(200).optional().meta({ description: 'Case-insensitive text search' }),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: sortParam(sortableFields),
  });
}

export type ListQuery = z.input<ReturnType<typeof listQuerySchema>>;

export const listMetadataSchema = z.object({
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), metadata: listMetadataSchema });
}

export interface ListResponse<T> {
  items: T[];
  metadata: z.infer<typeof listMetadataSchema>;
}

/** A row id as path text: plain decimal digits, no sign, exponent, hex, padding or leading zero. */
const ID_TEXT = /^[1-9]\d{0,15}$/;
const ID_MESSAGE = 'Id must be a whole number above 0';

/**
 * Path parameter `{id}`: the adapter hands it over as a string. Number()
 * alone would take `0x10`, `1e1`, `+1` or ` 1` for rows 16, 10 and 1, so
 * one row had many addresses; only the plain form names it.
 */
export const idParamSchema = z.object({
  id: z
    .preprocess(
      (value) => (typeof value === 'string' && !ID_TEXT.test(value) ? Number.NaN : value),
      z.coerce
        .number({ error: ID_MESSAGE })
        .int(ID_MESSAGE)
        .positive(ID_MESSAGE)
        .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE),
    )
    // The preprocess step would read as optional; a path parameter never is.
    .meta({ description: 'Numeric id', param: { required: true } }),
});
