import type { z } from 'zod';
import {
  type Expertise,
  type ExpertiseInput,
  expertiseInputSchema,
} from '../../../shared/expertise';
import { TextInput } from '../../ui/text-input';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { MediaUrlField } from '../media/media-url-field';
import { usePageTitle } from '../use-page-title';
import { TextArea } from '../../ui/form-controls';
import { ExpertiseIcon } from '../../ui/icons';

/** The description's limit, shown as a counter under the field. */
const DESCRIPTION_MAX = 1024;

type ExpertiseWrite = z.output<typeof expertiseInputSchema>;

const columns: readonly ListColumn<Expertise>[] = [
  {
    key: 'icon',
    header: 'Icon',
    className: 'admin-cell-icon-col',
    cell: (expertise) => (
      <img
        className="admin-cell-icon"
        src={expertise.icon}
        alt=""
        width={32}
        height={32}
        loading="lazy"
      />
    ),
  },
  { key: 'name', header: 'Name', cell: (expertise) => expertise.name },
];

const form: EntityFormSpec<Expertise, ExpertiseInput, ExpertiseWrite> = {
  defaults: () => ({ icon: '', name: '', description: '' }),
  toValues: (expertise) => ({
    icon: expertise.icon,
    name: expertise.name,
    description: expertise.description,
  }),
  schema: expertiseInputSchema,
  size: 'lg',
  renderFields: (form) => (
    <>
      <MediaUrlField
        label="Icon"
        required
        shape="icon"
        placeholder="https://…/icon.svg"
        hint="Address of an SVG image"
        field={form.field('icon')}
        onChange={(address) => form.setValue('icon', address)}
      />
      <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
      <TextArea
        label="Description"
        required
        rows={5}
        hint={
          <span className="admin-field-counter">
            {form.values.description.length}/{DESCRIPTION_MAX}
          </span>
        }
        {...form.field('description')}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'expertise', ExpertiseWrite> = {
  create: (input) => input,
  update: (expertise, input) => ({ id: expertise.expertiseId, ...input }),
  remove: (expertise) => ({ id: expertise.expertiseId }),
};

export function ExpertisePage() {
  usePageTitle('Expertise');
  const resource = useCrudResource('expertise', calls);
  return (
    <CrudPage
      title="Expertise"
      entityLabel="Expertise"
      columns={columns}
      getRowId={(expertise) => expertise.expertiseId}
      getRowLabel={(expertise) => expertise.name}
      resource={resource}
      form={form}
    />
  );
}

export const expertisePage = defineContentPage({
  slug: 'expertise',
  label: 'Expertise',
  icon: ExpertiseIcon,
  entity: 'expertise',
  component: ExpertisePage,
});
