import { z } from 'zod';
import { TIMESTAMP_SORT_FIELDS } from './timestamps';

export const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

/**
 * `sort` is a comma-joined list of `field:asc|desc` over the entity's own
 * scalar fields; anything else is refused so a typo never silently sorts by id.
 */
export function sortParam(fields: readonly string[]) {
  return (
    z
      .string()
      .max(500)
      .refine((value) => parseSort(value, fields) !== null, {
        message: `Sort must be a comma-separated list of field:asc|desc, with field one of ${fields.join(', ')}`,
      })
      // On the inner schema: the document generator unwraps `.optional()` and its meta.
      .meta({
        description: `The order of the items: a comma-separated list of \`field\` or \`field:asc|desc\` (ascending when the direction is left out), the first field deciding first. Fields: ${fields.join(', ')}. Anything else answers 400. Without it, each list has its own natural order; the id always breaks ties, so pages never repeat or skip an item.`,
        example: fields.length > 1 ? `${fields[1]}:asc,${fields[0]}:desc` : `${fields[0]}:asc`,
      })
      .optional()
  );
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
    filter: z
      .string()
      .max(200)
      .meta({
        description:
          'Case-insensitive text search: keeps the items one of whose text fields (names, descriptions and the like) contains this text. Empty or missing keeps every item.',
        example: 'design',
      })
      .optional(),
    page: z.coerce
      .number()
      .int()
      .min(1)
      .meta({
        description:
          'The page to answer, from 1; a page past the last answers an empty `items` list (with the real `metadata`).',
        example: 1,
      })
      .default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .meta({
        description: `Items per page, 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} by default.`,
        example: DEFAULT_PAGE_SIZE,
      })
      .default(DEFAULT_PAGE_SIZE),
    sort: sortParam(sortableFields),
  });
}

/** An entity's own sort fields and the timestamps every content row has, each once. */
export function withTimestampSort(fields: readonly string[]): string[] {
  return [...new Set([...fields, ...TIMESTAMP_SORT_FIELDS])];
}

const UPDATED_SINCE_MESSAGE =
  'updatedSince must be an ISO 8601 date-time with a time zone, such as 2026-11-29T03:00:00Z';

/**
 * A moment with its offset (`Z` or `+hh:mm`), seconds optional fractions;
 * a date that does not exist (a 31 February) is refused, not rolled over.
 */
export const updatedSinceParam = z
  .string()
  .refine(
    (value) =>
      z.iso.datetime({ offset: true }).safeParse(value).success &&
      !Number.isNaN(Date.parse(value)) &&
      sameCalendarDay(value),
    { message: UPDATED_SINCE_MESSAGE },
  )
  .meta({
    format: 'date-time',
    description:
      'Keeps the items whose `updatedAt` is at or after this moment (ISO 8601 with `Z` or an offset, milliseconds optional). Inclusive: asking again with the newest `updatedAt` seen never misses an item changed in the same millisecond; that item comes again and is recognised by its id. Anything else answers 400.',
    example: '2026-11-29T03:00:00Z',
  })
  .optional();

/** The written date is the date Date reads (no 2026-02-31 turning into 3 March). */
function sameCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The list query of a content entity: the common paging, search and sort,
 * with `sort` also taking `createdAt` and `updatedAt`, and `updatedSince`
 * for a consumer that syncs what changed since its last visit.
 */
export function contentListQuerySchema(sortableFields: readonly string[]) {
  return listQuerySchema(withTimestampSort(sortableFields)).extend({
    updatedSince: updatedSinceParam,
  });
}

export type ListQuery = z.input<ReturnType<typeof listQuerySchema>> & {
  updatedSince?: string | undefined;
};

export const listMetadataSchema = z
  .object({
    totalPages: z.number().int().min(0).meta({ description: 'Pages at this limit; 0 when empty' }),
    totalItems: z.number().int().min(0).meta({ description: 'Items matching the filter' }),
    page: z.number().int().min(1).meta({ description: 'The page answered' }),
    limit: z.number().int().min(1).meta({ description: 'Items per page' }),
  })
  .meta({ example: { totalPages: 1, totalItems: 3, page: 1, limit: DEFAULT_PAGE_SIZE } });

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
