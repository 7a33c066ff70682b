import {
  type Skillset,
  skillsetCreateSchema,
  skillsetUpdateSchema,
} from '../../../shared/skillset';
import { TextInput } from '../../ui/text-input';
import { SkillsetsIcon } from '../../ui/icons';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
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

/** The form's output as each call's input. */
const calls: CrudCalls<'skillset', SkillsetWrite> = {
  create: ({ name }) => ({ name }),
  update: (skillset, { name, order }) => ({
    id: skillset.skillsetId,
    name,
    order: order ?? skillset.order,
  }),
  remove: (skillset) => ({ id: skillset.skillsetId }),
};

export function SkillsetsPage() {
  usePageTitle('Skillsets');
  const resource = useCrudResource('skillset', calls);
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

export const skillsetsPage = defineContentPage({
  slug: 'skillsets',
  label: 'Skillsets',
  icon: SkillsetsIcon,
  entity: 'skillset',
  component: SkillsetsPage,
});
