import {
  type EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/knex';
import { asciiLower } from '../../db/ascii-lower';
import type { Category as CategoryDto, CategoryInput } from '../../../shared/category';
import { categorySortFields } from '../../../shared/category';
import { ErrorCode } from '../../../shared/errors';
import { type ListRequest, listPage } from '../../db/list';
import { isReferenced } from '../../db/references';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Category, CategoryEntity } from './category.entity';
import { timestampsOf } from '../../db/timestamps';

const toDto = (category: Category): CategoryDto => ({
  categoryId: category.categoryId,
  name: category.name,
  ...timestampsOf(category),
});

const duplicateName = (statusCode: number, verb: string) =>
  AppError.conflict(statusCode, `Failed to ${verb} Category: the name is already used`, [
    { path: 'name', message: 'Name is already used' },
  ]);

const stillUsed = () =>
  AppError.conflict(ErrorCode.deleteFailed, 'Failed to delete Category: projects still use it');

export function categoryService(
  em: EntityManager,
): CrudService<CategoryDto, CategoryInput, CategoryInput> {
  async function find(id: number): Promise<Category> {
    const category = await em.findOne(CategoryEntity, { categoryId: id });
    if (!category) throw AppError.notFound('Category');
    return category;
  }

  /** Names are unique regardless of case: "Web" and "web" would confuse visitors. */
  async function assertNameFree(name: string, statusCode: number, verb: string, exceptId?: number) {
    const clash = await em
      .createQueryBuilder(CategoryEntity, 'c')
      .where('lower(c.name) = ?', [asciiLower(name)])
      .andWhere(exceptId ? { categoryId: { $ne: exceptId } } : {})
      .getSingleResult();
    if (clash) throw duplicateName(statusCode, verb);
  }

  async function flushOrConflict(statusCode: number, verb: string) {
    try {
      await em.flush();
    } catch (error) {
      // A concurrent write can still win the race past the check above.
      if (error instanceof UniqueConstraintViolationException)
        throw duplicateName(statusCode, verb);
      throw error;
    }
  }

  return {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: CategoryEntity,
          textFields: ['name'],
          sortFields: categorySortFields,
          defaultSort: [['categoryId', 'asc']],
        },
        request,
        toDto,
      ),

    get: async (id) => toDto(await find(id)),

    async create(input) {
      await assertNameFree(input.name, ErrorCode.createFailed, 'create');
      const category = em.create(CategoryEntity, { name: input.name });
      await flushOrConflict(ErrorCode.createFailed, 'create');
      return toDto(category);
    },

    async update(id, input) {
      const category = await find(id);
      await assertNameFree(input.name, ErrorCode.updateFailed, 'update', id);
      category.name = input.name;
      await flushOrConflict(ErrorCode.updateFailed, 'update');
      return toDto(category);
    },

    async delete(id) {
      const category = await find(id);
      const dto = toDto(category);
      if (await isReferenced(em, CategoryEntity, id)) throw stillUsed();
      try {
        await em.remove(category).flush();
      } catch (error) {
        // A project created meanwhile is caught by the foreign key (on delete restrict).
        if (error instanceof ForeignKeyConstraintViolationException) throw stillUsed();
        throw error;
      }
      return dto;
    },
  };
}
