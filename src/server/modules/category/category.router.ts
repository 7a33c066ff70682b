import {
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
} from '../../../shared/category';
import { crudRouter } from '../../trpc/crud';
import { categoryService } from './category.service';
import { CategoryEntity } from './category.entity';

export const categoryRouter = crudRouter({
  name: 'category',
  entity: CategoryEntity,
  label: 'Category',
  item: categorySchema,
  createInput: categoryInputSchema,
  updateInput: categoryInputSchema,
  listQuery: categoryListQuerySchema,
  publicRead: true,
  service: (ctx) => categoryService(ctx.em),
});
