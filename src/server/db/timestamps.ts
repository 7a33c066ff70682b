import { type defineEntity, helper, Reference } from '@mikro-orm/core';

type PropertyBuilders = typeof defineEntity.properties;

/**
 * A row's next `updatedAt`: now, but always after the one it had. Its ETag
 * is this value, so two writes in one millisecond must still differ, or an
 * If-Match taken before the first would wrongly match after the second.
 */
const after = (previous: Date | undefined): Date =>
  new Date(Math.max(Date.now(), (previous?.getTime() ?? 0) + 1));

interface Stamped {
  createdAt?: Date;
  updatedAt?: Date;
}

/** A new row's moment, one for both fields: whichever the ORM sets first, the other copies. */
const firstStamp = (row: Stamped): Date => row.createdAt ?? row.updatedAt ?? new Date();

/**
 * `createdAt` and `updatedAt` of every content row: set by the ORM on insert,
 * `updatedAt` again on every update that changes the row (the ORM runs the
 * hook only when something else changed), each time later than before.
 * Milliseconds are kept.
 *
 * The columns have no default the ORM relies on. SQLite adds a NOT NULL
 * column to a table with rows only with a constant default, so the columns
 * added to existing tables there keep the moment of their migration as one;
 * the schema comparison looks past it rather than rebuild every table.
 */
export const timestampProperties = (p: PropertyBuilders) => ({
  createdAt: p.datetime(3).onCreate(firstStamp).ignoreSchemaChanges('default'),
  updatedAt: p
    .datetime(3)
    .onCreate(firstStamp)
    .onUpdate((row: Stamped) => after(row.updatedAt))
    .ignoreSchemaChanges('default'),
});

/**
 * The two fields every content item answers, as ISO-8601 text in UTC with
 * milliseconds: what `updatedSince` compares with and what the ETag quotes.
 */
export const timestampsOf = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Replaces a many-to-many collection of a row (a project's tools) and, when
 * the set of ids changed, stamps the row: the ORM stamps only changes of the
 * row's own columns, and a row whose tools changed is a changed row to its
 * ETag and to `updatedSince`. The collection must be loaded.
 */
export function replaceStamped<T extends object>(
  row: Stamped,
  collection: { getItems(): T[]; set(items: T[]): void },
  items: T[],
): void {
  // Loaded rows and bare references alike: each names its primary key.
  const ids = (list: T[]) =>
    list
      .map((item) => String(helper(Reference.unwrapReference(item)).getPrimaryKey()))
      .sort()
      .join(',');
  const changed = ids(collection.getItems()) !== ids(items);
  collection.set(items);
  if (changed) row.updatedAt = after(row.updatedAt);
}
