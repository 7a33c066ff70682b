import { useMemo } from 'react';
import type { z } from 'zod';
import {
  type Expertise,
  type ExpertiseInput,
  expertiseInputSchema,
} from '../../../shared/expertise';
import { trpc } from '../../lib/trpc';
import { TextInput } from '../../ui/text-input';
import { CrudPage } from '../list/crud-page';
import type { CrudResource } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import type { EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';
import { TextArea } from '../../ui/form-controls';

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
      <TextInput
        label="Icon"
        type="url"
        required
        autoComplete="off"
        placeholder="https://…/icon.svg"
        hint="Address of an SVG image"
        {...form.field('icon')}
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

function useExpertiseResource(): CrudResource<Expertise, ExpertiseWrite> {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      list: (params) => utils.expertise.list.queryOptions(params),
      create: (input) => utils.client.expertise.create.mutate(input),
      update: (expertise, input) =>
        utils.client.expertise.update.mutate({ id: expertise.expertiseId, ...input }),
      remove: (expertise) => utils.client.expertise.delete.mutate({ id: expertise.expertiseId }),
      invalidate: () => utils.expertise.invalidate(),
    }),
    [utils],
  );
}

export function ExpertisePage() {
  usePageTitle('Expertise');
  const resource = useExpertiseResource();
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
