import { type Skill, skillCreateSchema, skillUpdateSchema } from '../../../shared/skill';
import { errorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import type { FormApi } from '../../ui/use-form';
import { SkillsIcon } from '../../ui/icons';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityDialogMode, EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';
import { withNumberFields } from '../variables/form-schemas';

/** Skills are listed in their order, first to last. */
const SORT = 'order:asc';
/** The skillset dropdown loads page 1 with up to 1000 skillsets. */
const SKILLSET_OPTIONS_QUERY = { page: 1, limit: 1000 };

interface SkillValues {
  /** 0 while no skillset is chosen, which the schema answers with 'Skillset is required'. */
  skillsetId: number;
  name: string;
  /** Only edited once the skill exists: a new one goes to the end of its skillset. */
  order: string;
}

/** What a save sends: a new skill has no order yet. */
interface SkillWrite {
  skillsetId: number;
  name: string;
  order?: number;
}

const editSchema = withNumberFields(skillUpdateSchema, ['order']);

const columns: readonly ListColumn<Skill>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (skill) => skill.name },
  { key: 'skillset', header: 'Skillset', cell: (skill) => skill.skillset.name },
  { key: 'order', header: 'Order', sortField: 'order', cell: (skill) => skill.order },
];

interface SkillFieldsProps {
  form: FormApi<SkillValues>;
  mode: EntityDialogMode;
}

function SkillFields({ form, mode }: SkillFieldsProps) {
  const skillsets = trpc.skillset.list.useQuery(SKILLSET_OPTIONS_QUERY);
  const options = (skillsets.data?.items ?? []).map((skillset) => ({
    value: skillset.skillsetId,
    label: skillset.name,
  }));
  // A failed skillset list says so by the field; it raises no notice.
  const loadError = skillsets.isError ? errorNotice(skillsets.error, 'Skillset') : null;
  let placeholder = 'Select a skillset';
  if (skillsets.isPending) placeholder = 'Loading skillsets…';
  else if (options.length === 0 && !skillsets.isError) placeholder = 'No skillsets yet';

  return (
    <>
      <Select
        label="Skillset"
        name="skillsetId"
        required
        options={options}
        placeholder={placeholder}
        value={form.values.skillsetId > 0 ? form.values.skillsetId : ''}
        onChange={(event) => form.setValue('skillsetId', Number(event.target.value) || 0)}
        onBlur={() => form.validateField('skillsetId')}
        error={form.errors.skillsetId}
        hint={loadError ? `Skillsets could not be loaded: ${loadError}` : undefined}
        disabled={skillsets.isPending}
      />
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
  );
}

const form: EntityFormSpec<Skill, SkillValues, SkillWrite> = {
  defaults: () => ({ skillsetId: 0, name: '', order: '' }),
  toValues: (skill) => ({
    skillsetId: skill.skillsetId,
    name: skill.name,
    order: String(skill.order),
  }),
  schema: (mode: EntityDialogMode) => (mode === 'edit' ? editSchema : skillCreateSchema),
  renderFields: (form, mode) => <SkillFields form={form} mode={mode} />,
};

/** The form's output as each call's input. */
const calls: CrudCalls<'skill', SkillWrite> = {
  create: ({ skillsetId, name }) => ({ skillsetId, name }),
  update: (skill, { skillsetId, name, order }) => ({
    id: skill.skillId,
    skillsetId,
    name,
    order: order ?? skill.order,
  }),
  remove: (skill) => ({ id: skill.skillId }),
};

export function SkillsPage() {
  usePageTitle('Skills');
  const resource = useCrudResource('skill', calls);
  return (
    <CrudPage
      title="Skills"
      entityLabel="Skill"
      columns={columns}
      getRowId={(skill) => skill.skillId}
      getRowLabel={(skill) => skill.name}
      resource={resource}
      form={form}
      sort={SORT}
    />
  );
}

export const skillsPage = defineContentPage({
  slug: 'skills',
  label: 'Skills',
  icon: SkillsIcon,
  entity: 'skill',
  component: SkillsPage,
});
