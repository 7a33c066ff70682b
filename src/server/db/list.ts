import { type EntityManager, type EntityName, type FilterQuery, QueryOrder } from '@mikro-orm/knex';
import type { ListResponse, SortOrder } from '../../shared/list';
import { parseSort, withTimestampSort } from '../../shared/list';

export interface ListRequest {
  filter?: string | undefined;
  page: number;
  limit: number;
  sort?: string | undefined;
  /** ISO date-time, checked by the list's schema: rows changed at or after it. */
  updatedSince?: string | undefined;
}

export interface ListSpec<TEntity extends object> {
  entity: EntityName<TEntity>;
  /** Text fields `filter` searches, case-insensitively, as a substring. */
  textFields: readonly (keyof TEntity & string)[];
  /**
   * Text fields of a many-to-one relation the same search also looks in,
   * e.g. a project's category name: what the owner sees in the row is what
   * the search finds.
   */
  relationTextFields?: readonly RelationTextField<TEntity>[];
  sortFields: readonly string[];
  defaultSort: SortOrder;
  /** Extra conditions, e.g. leaving hidden rows out for visitors. */
  where?: FilterQuery<TEntity>;
}

export interface RelationTextField<TEntity> {
  relation: keyof TEntity & string;
  field: string;
}

/** Escapes LIKE's wildcards so a search for "50%" finds exactly that. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface RelationProperty {
  fieldNames: string[];
  targetMeta?: { properties: unknown };
}

/**
 * One page of a filtered, sorted list with its paging metadata (total pages
 * and items, page, limit). Relations are loaded by the caller with one
 * `em.populate` over the page.
 */
export async function listPage<TEntity extends object, TDto>(
  em: EntityManager,
  spec: ListSpec<TEntity>,
  request: ListRequest,
  toDto: (entity: TEntity) => TDto,
): Promise<ListResponse<TDto>> {
  const meta = em.getMetadata().get(spec.entity);
  const qb = em.createQueryBuilder(spec.entity, 'e');
  if (spec.where) qb.where(spec.where);
  const filter = request.filter?.trim();
  if (filter) {
    const properties = meta.properties as Record<string, RelationProperty>;
    const columns = spec.textFields.map(
      (field) => `e.${properties[field]?.fieldNames[0] ?? field}`,
    );
    (spec.relationTextFields ?? []).forEach(({ relation, field }, index) => {
      const alias = `r${index}`;
      // A left join: a row whose relation is missing is still found by its own fields.
      qb.leftJoin(`e.${relation}`, alias);
      const target = properties[relation]?.targetMeta?.properties as
        Record<string, RelationProperty> | undefined;
      columns.push(`${alias}.${target?.[field]?.fieldNames[0] ?? field}`);
    });
    qb.andWhere(
      `(${columns.map((column) => `lower(${column}) like ? escape '\\'`).join(' or ')})`,
      columns.map(() => likePattern(filter)),
    );
  }
  // Every content row has timestamps: its list filters and sorts by them
  // without each entity naming them (lists of other rows never accept them).
  const tracked = 'updatedAt' in meta.properties && 'createdAt' in meta.properties;
  if (tracked && request.updatedSince) {
    qb.andWhere({
      updatedAt: { $gte: new Date(request.updatedSince) },
    } as unknown as FilterQuery<TEntity>);
  }
  const sortFields = tracked ? withTimestampSort(spec.sortFields) : spec.sortFields;
  const sort = (request.sort && parseSort(request.sort, sortFields)) || spec.defaultSort;
  const primaryKey = meta.primaryKeys[0] as string;
  // The primary key breaks ties, so paging never repeats or skips a row.
  const order: SortOrder = sort.some(([field]) => field === primaryKey)
    ? sort
    : [...sort, [primaryKey, 'asc']];
  // Empty values (an end date not set) come first going up and last going
  // down, as SQLite puts them; PostgreSQL would do the opposite unless told.
  qb.orderBy(
    order.map(([field, direction]) => ({
      [field]: direction === 'asc' ? QueryOrder.ASC_NULLS_FIRST : QueryOrder.DESC_NULLS_LAST,
    })),
  );
  qb.limit(request.limit).offset((request.page - 1) * request.limit);
  const [rows, totalItems] = await qb.getResultAndCount();
  return {
    items: rows.map(toDto),
    metadata: {
      totalItems,
      totalPages: Math.ceil(totalItems / request.limit),
      page: request.page,
      limit: request.limit,
    },
  };
}
