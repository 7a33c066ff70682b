import { type Category, type CategoryInput, categoryInputSchema } from '../../../shared/category';
import { TextInput } from '../../ui/text-input';
import { CategoryIcon } from '../../ui/icons';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';

const columns: readonly ListColumn<Category>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (category) => category.name },
];

const form: EntityFormSpec<Category, CategoryInput, CategoryInput> = {
  defaults: () => ({ name: '' }),
  toValues: (category) => ({ name: category.name }),
  schema: categoryInputSchema,
  renderFields: (form) => (
    <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'category', CategoryInput> = {
  create: (input) => input,
  update: (category, input) => ({ id: category.categoryId, ...input }),
  remove: (category) => ({ id: category.categoryId }),
};

export function CategoriesPage() {
  usePageTitle('Categories');
  const resource = useCrudResource('category', calls);
  return (
    <CrudPage
      title="Categories"
      entityLabel="Category"
      columns={columns}
      getRowId={(category) => category.categoryId}
      getRowLabel={(category) => category.name}
      resource={resource}
      form={form}
    />
  );
}

export const categoriesPage = defineContentPage({
  slug: 'categories',
  label: 'Categories',
  icon: CategoryIcon,
  entity: 'category',
  component: CategoriesPage,
});
