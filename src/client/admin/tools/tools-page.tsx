import type { z } from 'zod';
import { type Tool, type ToolInput, toolInputSchema } from '../../../shared/tool';
import { TextInput } from '../../ui/text-input';
import { ToolsIcon } from '../../ui/icons';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { MediaUrlField } from '../media/media-url-field';
import { usePageTitle } from '../use-page-title';

type ToolWrite = z.output<typeof toolInputSchema>;

const columns: readonly ListColumn<Tool>[] = [
  {
    key: 'icon',
    header: 'Icon',
    className: 'admin-cell-icon-col',
    cell: (tool) => (
      <img
        className="admin-cell-icon"
        src={tool.icon}
        alt=""
        width={32}
        height={32}
        loading="lazy"
      />
    ),
  },
  { key: 'name', header: 'Name', sortField: 'name', cell: (tool) => tool.name },
  {
    key: 'link',
    header: 'Link',
    sortField: 'link',
    cell: (tool) => (
      <a
        className="admin-cell-truncate admin-cell-link"
        href={tool.link}
        target="_blank"
        rel="noopener noreferrer"
        title={tool.link}
      >
        {tool.link}
      </a>
    ),
  },
];

const form: EntityFormSpec<Tool, ToolInput, ToolWrite> = {
  defaults: () => ({ name: '', icon: '', link: '' }),
  toValues: (tool) => ({ name: tool.name, icon: tool.icon, link: tool.link }),
  schema: toolInputSchema,
  renderFields: (form) => (
    <>
      <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
      <MediaUrlField
        label="Icon URL"
        required
        shape="icon"
        placeholder="https://…/icon.svg"
        field={form.field('icon')}
        onChange={(address) => form.setValue('icon', address)}
      />
      <TextInput
        label="Link URL"
        type="url"
        required
        autoComplete="off"
        placeholder="https://…"
        {...form.field('link')}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'tool', ToolWrite> = {
  create: (input) => input,
  update: (tool, input) => ({ id: tool.toolId, ...input }),
  remove: (tool) => ({ id: tool.toolId }),
};

export function ToolsPage() {
  usePageTitle('Tools');
  const resource = useCrudResource('tool', calls);
  return (
    <CrudPage
      title="Tools"
      entityLabel="Tool"
      columns={columns}
      getRowId={(tool) => tool.toolId}
      getRowLabel={(tool) => tool.name}
      resource={resource}
      form={form}
    />
  );
}

export const toolsPage = defineContentPage({
  slug: 'tools',
  label: 'Tools',
  icon: ToolsIcon,
  entity: 'tool',
  component: ToolsPage,
});
