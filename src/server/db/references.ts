import { type EntityManager, type EntityName, ReferenceKind } from '@mikro-orm/core';

/**
 * Whether any row points at the `entity` row `id` through a many-to-one (a
 * project at its category, a skill at its skillset), found from the mapping,
 * so a parent's module need not know its children's. A parent still pointed
 * at cannot be deleted (the foreign keys restrict it): its service asks
 * first, to refuse with its own message.
 */
export async function isReferenced<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  id: number,
): Promise<boolean> {
  const metadata = em.getMetadata();
  const target = metadata.find<T>(entity);
  if (!target) throw new Error('isReferenced: an entity the ORM does not map');
  for (const meta of Object.values(metadata.getAll())) {
    for (const relation of meta.relations) {
      if (relation.kind !== ReferenceKind.MANY_TO_ONE || relation.type !== target.className) {
        continue;
      }
      if ((await em.count(meta.className, { [relation.name]: id })) > 0) return true;
    }
  }
  return false;
}
