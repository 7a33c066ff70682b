import { useMemo } from 'react';
import {
  type Skillset,
  skillsetCreateSchema,
  skillsetUpdateSchema,
} from '../../../shared/skillset';
import { trpc } from '../../lib/trpc';
import { TextInput } from '../../ui/text-input';
import { CrudPage } from '../list/crud-page';
import type { CrudResource } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import type { EntityDialogMode, EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';
import { withNumberFields } from '../variables/form-schemas';

/** Skillsets are listed in their own order, first to last. */
const SORT = 'order:asc';

interface SkillsetValues {
  name: string;
  /** Only edited once the skillset exists: a new one goes to the end (server rule). */
  order: string;
}

/** What a save sends: a new skillset has no order yet. */
interface SkillsetWrite {
  name: string;
  order?: number;
}

const editSchema = withNumberFields(skillsetUpdateSchema, ['order']);

const columns: readonly ListColumn<Skillset>[] = [
  { key: 'name', header: 'Name', cell: (skillset) => skillset.name },
  { key: 'order', header: 'Order', cell: (skillset) => skillset.order },
];

const form: EntityFormSpec<Skillset, SkillsetValues, SkillsetWrite> = {
  defaults: () => ({ name: '', order: '' }),
  toValues: (skillset) => ({ name: skillset.name, order: String(skillset.order) }),
  schema: (mode: EntityDialogMode) => (mode === 'edit' ? editSchema : skillsetCreateSchema),
  renderFields: (form, mode) => (
    <>
      <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
      {mode === 'edit' ? (
        <TextInput
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          hint="Lower numbers come first"
          {...form.field('order')}
        />
      ) : null}
    </>
  ),
};

function useSkillsetResource(): CrudResource<Skillset, SkillsetWrite> {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      list: (params) => utils.skillset.list.queryOptions(params),
      create: ({ name }) => utils.client.skillset.create.mutate({ name }),
      update: (skillset, { name, order }) =>
        utils.client.skillset.update.mutate({
          id: skillset.skillsetId,
          name,
          order: order ?? skillset.order,
        }),
      remove: (skillset) => utils.client.skillset.delete.mutate({ id: skillset.skillsetId }),
      invalidate: () => utils.skillset.invalidate(),
    }),
    [utils],
  );
}

export function SkillsetsPage() {
  usePageTitle('Skillsets');
  const resource = useSkillsetResource();
  return (
    <CrudPage
      title="Skillsets"
      entityLabel="Skillset"
      columns={columns}
      getRowId={(skillset) => skillset.skillsetId}
      getRowLabel={(skillset) => skillset.name}
      resource={resource}
      form={form}
      sort={SORT}
    />
  );
}
