import { useState } from 'react';
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import { type Project, projectInputSchema } from '../../../shared/project';
import type { Tool } from '../../../shared/tool';
import { errorNotice } from '../../lib/api-error-notice';
import { formatDate, today } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { IconButton } from '../../ui/button';
import { PreviewIcon, ProjectsIcon } from '../../ui/icons';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { DateField } from '../../ui/date-field';
import type { FormApi } from '../../ui/use-form';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { ToolIconList, withToolIds } from '../tool-manager/tool-parts';
import { ToolMultiSelect } from '../tool-manager/tool-multi-select';
import { usePageTitle } from '../use-page-title';
import { CheckboxField, TextArea } from '../../ui/form-controls';
import { ProjectPreviewDialog } from './project-preview-dialog';
import { CoverThumb } from '../list/cover-thumb';
import { MediaUrlField } from '../media/media-url-field';
import { MarkdownField } from '../markdown/markdown-field';
import { imagesWithoutAltProblem } from '../markdown/images-without-alt';
import { withCrossFieldRule } from '../variables/form-schemas';

/** A project's description holds up to 256 characters. */
const DESCRIPTION_MAX = 256;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: readonly ListColumn<Project>[] = [
  {
    key: 'cover',
    header: 'Cover',
    className: 'content-col-cover',
    cell: (project) => <CoverThumb src={project.cover} alt={`${project.name} cover`} />,
  },
  { key: 'name', header: 'Name', sortField: 'name', cell: (project) => project.name },
  { key: 'category', header: 'Category', cell: (project) => project.category.name },
  {
    key: 'publishedAt',
    header: 'Published At',
    className: 'admin-cell-nowrap',
    sortField: 'publishedAt',
    cell: (project) => formatDate(project.publishedAt),
  },
  { key: 'tools', header: 'Tools', cell: (project) => <ToolIconList tools={project.tools} /> },
  {
    key: 'pinned',
    header: 'Pinned',
    sortField: 'pinned',
    cell: (project) => yesNo(project.pinned),
    toggle: { value: (project) => project.pinned, onWord: 'pinned', offWord: 'unpinned' },
  },
  {
    key: 'hidden',
    header: 'Hidden',
    sortField: 'hidden',
    cell: (project) => yesNo(project.hidden),
    toggle: { value: (project) => project.hidden, onWord: 'hidden', offWord: 'shown' },
  },
];

/** The dialog's values: whole tools for the chips, sent as their ids. */
export interface ProjectValues {
  /** 0 while no category is chosen. */
  categoryId: number;
  /** The edited project's category name, shown until the category list arrives; never sent. */
  categoryName: string;
  name: string;
  publishedAt: string;
  cover: string;
  description: string;
  content: string;
  pinned: boolean;
  hidden: boolean;
  tools: Tool[];
}

/** What is sent: the shared schema's output (trimmed, tool ids). */
export type ProjectFields = z.output<typeof projectInputSchema>;

/** The category dropdown asks for page 1 with up to 1000 categories. */
const CATEGORY_OPTIONS_QUERY = { page: 1, limit: MAX_PAGE_SIZE };

function CategorySelect({ form }: { form: FormApi<ProjectValues> }) {
  const categories = trpc.category.list.useQuery(CATEGORY_OPTIONS_QUERY);
  const { categoryId, categoryName } = form.values;
  const options = (categories.data?.items ?? []).map((category) => ({
    value: category.categoryId,
    label: category.name,
  }));
  // The edited project's category stays selectable while the list loads (or if it is not in it).
  if (categoryId > 0 && !options.some((option) => option.value === categoryId)) {
    options.unshift({ value: categoryId, label: categoryName || `Category ${categoryId}` });
  }
  const loadError = categories.isError ? errorNotice(categories.error, 'Category') : null;

  return (
    <Select
      label="Category"
      required
      name="categoryId"
      options={options}
      placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
      value={categoryId > 0 ? String(categoryId) : ''}
      onChange={(event) => form.setValue('categoryId', Number(event.target.value) || 0)}
      onBlur={() => form.validateField('categoryId')}
      error={form.errors.categoryId}
      hint={loadError ? `Categories could not be loaded: ${loadError}` : undefined}
    />
  );
}

const form: EntityFormSpec<Project, ProjectValues, ProjectFields> = {
  // A new project: no category yet, published today, not pinned, visible.
  defaults: () => ({
    categoryId: 0,
    categoryName: '',
    name: '',
    publishedAt: today(),
    cover: '',
    description: '',
    content: '',
    pinned: false,
    hidden: false,
    tools: [],
  }),
  toValues: (project) => ({
    categoryId: project.categoryId,
    categoryName: project.category.name,
    name: project.name,
    publishedAt: project.publishedAt,
    cover: project.cover,
    description: project.description,
    content: project.content,
    pinned: project.pinned,
    hidden: project.hidden,
    tools: project.tools,
  }),
  // Images need alt text before the form sends: visitors' screen readers depend on it.
  schema: withCrossFieldRule(withToolIds(projectInputSchema), (values, ctx) => {
    const problem = imagesWithoutAltProblem(String(values.content ?? ''));
    if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
  }),
  size: 'lg',
  renderFields: (form) => (
    <>
      <div className="admin-form-row">
        <CategorySelect form={form} />
        <DateField label="Published At" required {...form.field('publishedAt')} />
      </div>
      <TextInput label="Name" required autoComplete="off" {...form.field('name')} />
      <MediaUrlField
        label="Cover"
        required
        shape="cover"
        placeholder="https://… or /api/media/image/…"
        field={form.field('cover')}
        onChange={(address) => form.setValue('cover', address)}
      />
      <TextArea
        label="Description"
        required
        rows={3}
        hint={`${form.values.description.length}/${DESCRIPTION_MAX}`}
        {...form.field('description')}
      />
      <MarkdownField label="Content" required {...form.field('content')} />
      <div className="admin-form-row admin-form-row--checks">
        <CheckboxField
          label="Pinned"
          hint="Pinned projects come first on the public site"
          name="pinned"
          checked={form.values.pinned}
          onChange={(event) => form.setValue('pinned', event.target.checked)}
        />
        <CheckboxField
          label="Hidden"
          hint="Hidden projects are not shown on the public site"
          name="hidden"
          checked={form.values.hidden}
          onChange={(event) => form.setValue('hidden', event.target.checked)}
        />
      </div>
      <ToolMultiSelect
        tools={form.values.tools}
        onChange={(tools) => form.setValue('tools', tools)}
        error={form.errors.tools}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'project', ProjectFields> = {
  create: (input) => input,
  update: (project, input) => ({ id: project.projectId, ...input }),
  remove: (project) => ({ id: project.projectId }),
};

/**
 * The projects list: the shared list page, plus a Preview action
 * per row that shows the project as the public site's dialog would.
 */
export function ProjectsPage() {
  usePageTitle('Projects');
  const resource = useCrudResource('project', calls);
  const [preview, setPreview] = useState<Project | null>(null);

  return (
    <>
      <CrudPage
        title="Projects"
        entityLabel="Project"
        columns={columns}
        getRowId={(project) => project.projectId}
        getRowLabel={(project) => project.name}
        resource={resource}
        form={form}
        renderRowActions={(project) => (
          <IconButton
            label={`Preview ${project.name}`}
            icon={<PreviewIcon />}
            size="sm"
            onClick={() => setPreview(project)}
          />
        )}
      />
      <ProjectPreviewDialog project={preview} onClose={() => setPreview(null)} />
    </>
  );
}

export const projectsPage = defineContentPage({
  slug: 'projects',
  label: 'Projects',
  icon: ProjectsIcon,
  entity: 'project',
  component: ProjectsPage,
});
