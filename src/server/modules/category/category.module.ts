import { categorySchema } from '../../../shared/category';
import { defineContentModule, exportSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { CategoryEntity } from './category.entity';
import { categoryRouter } from './category.router';
import { categoryService } from './category.service';

export const categoryModule = defineContentModule({
  name: 'category',
  entities: [CategoryEntity],
  router: categoryRouter,
  publicReads: true,
  adminPage: 'categories',
  export: exportSection({
    key: 'categories',
    position: 10,
    item: categorySchema,
    load: ({ em }) => listAll(categoryService(em), 'categoryId:asc'),
  }),
  demo: { one: 'category', many: 'categories' },
});
