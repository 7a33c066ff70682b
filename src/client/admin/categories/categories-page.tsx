import { useMemo } from 'react';
import { type Category, type CategoryInput, categoryInputSchema } from '../../../shared/category';
import { trpc } from '../../lib/trpc';
import { TextInput } from '../../ui/text-input';
import { CrudPage } from '../list/crud-page';
import type { CrudResource } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import type { EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';

const columns: readonly ListColumn<Category>[] = [
  { key: 'name', header: 'Name', cell: (category) => category.name },
];

const form: EntityFormSpec<Category, CategoryInput, CategoryInput> = {
  defaults: () => ({ name: '' }),
  toValues: (category) => ({ name: category.name }),
  schema: categoryInputSchema,
  renderFields: (form) => (
    <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
  ),
};

function useCategoryResource(): CrudResource<Category, CategoryInput> {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      list: (params) => utils.category.list.queryOptions(params),
      create: (input) => utils.client.category.create.mutate(input),
      update: (category, input) =>
        utils.client.category.update.mutate({ id: category.categoryId, ...input }),
      remove: (category) => utils.client.category.delete.mutate({ id: category.categoryId }),
      invalidate: () => utils.category.invalidate(),
    }),
    [utils],
  );
}

export function CategoriesPage() {
  usePageTitle('Categories');
  const resource = useCategoryResource();
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
