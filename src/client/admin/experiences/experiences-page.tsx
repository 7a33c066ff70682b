import type { z } from 'zod';
import {
  EXPERIENCE_TYPES,
  type Experience,
  type ExperienceType,
  experienceInputSchema,
} from '../../../shared/experience';
import type { Tool } from '../../../shared/tool';
import { formatDate, today } from '../../lib/format';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { DateField } from '../../ui/date-field';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { ToolIconList, withToolIds } from '../tool-manager/tool-parts';
import { ToolMultiSelect } from '../tool-manager/tool-multi-select';
import { usePageTitle } from '../use-page-title';
import { CheckboxField, TextArea } from '../../ui/form-controls';
import { ExperiencesIcon } from '../../ui/icons';
import { CoverThumb } from '../list/cover-thumb';
import { MediaUrlField } from '../media/media-url-field';

/** The admin's names for the experience types, as the Type column and the form show them. */
export const EXPERIENCE_TYPE_LABELS: Record<ExperienceType, string> = {
  full_time: 'Full-Time',
  part_time: 'Part-Time',
  internship: 'Internship',
  freelance: 'Freelance',
};

const TYPE_OPTIONS = EXPERIENCE_TYPES.map((type) => ({
  value: type,
  label: EXPERIENCE_TYPE_LABELS[type],
}));

/** Experiences are listed newest first. */
const DEFAULT_SORT = 'startAt:desc';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: readonly ListColumn<Experience>[] = [
  {
    key: 'cover',
    header: 'Cover',
    className: 'content-col-cover',
    cell: (experience) => <CoverThumb src={experience.cover} alt={`${experience.company} cover`} />,
  },
  {
    key: 'company',
    header: 'Company',
    sortField: 'company',
    cell: (experience) => experience.company,
  },
  { key: 'title', header: 'Title', sortField: 'title', cell: (experience) => experience.title },
  {
    key: 'location',
    header: 'Location',
    sortField: 'location',
    cell: (experience) => experience.location,
  },
  {
    key: 'startAt',
    header: 'Start At',
    className: 'admin-cell-nowrap',
    sortField: 'startAt',
    cell: (experience) => formatDate(experience.startAt),
  },
  {
    key: 'endAt',
    header: 'End At',
    className: 'admin-cell-nowrap',
    sortField: 'endAt',
    cell: (experience) => (experience.endAt ? formatDate(experience.endAt) : 'Present'),
  },
  {
    key: 'type',
    header: 'Type',
    className: 'admin-cell-nowrap',
    // A type this admin does not know yet is shown as stored.
    cell: (experience) => EXPERIENCE_TYPE_LABELS[experience.type] ?? experience.type,
  },
  {
    key: 'tools',
    header: 'Tools',
    cell: (experience) => <ToolIconList tools={experience.tools} />,
  },
  {
    key: 'hidden',
    header: 'Hidden',
    sortField: 'hidden',
    cell: (experience) => yesNo(experience.hidden),
    toggle: { value: (experience) => experience.hidden, onWord: 'hidden', offWord: 'shown' },
  },
];

/** The dialog's values: whole tools, for the chips; sent as their ids. */
export interface ExperienceValues {
  company: string;
  title: string;
  location: string;
  cover: string;
  startAt: string;
  endAt: string;
  type: ExperienceType;
  description: string;
  hidden: boolean;
  tools: Tool[];
}

/** What is sent: the shared schema's output (trimmed, empty end date as null, tool ids). */
export type ExperienceFields = z.output<typeof experienceInputSchema>;

const form: EntityFormSpec<Experience, ExperienceValues, ExperienceFields> = {
  // A new experience: full-time, starting today, no end, visible.
  defaults: () => ({
    company: '',
    title: '',
    location: '',
    cover: '',
    startAt: today(),
    endAt: '',
    type: 'full_time',
    description: '',
    hidden: false,
    tools: [],
  }),
  toValues: (experience) => ({
    company: experience.company,
    title: experience.title,
    location: experience.location,
    cover: experience.cover,
    startAt: experience.startAt,
    endAt: experience.endAt ?? '',
    type: experience.type,
    description: experience.description,
    hidden: experience.hidden,
    tools: experience.tools,
  }),
  schema: withToolIds(experienceInputSchema),
  size: 'lg',
  renderFields: (form) => (
    <>
      <div className="admin-form-row">
        <TextInput
          label="Company"
          required
          autoComplete="organization"
          {...form.field('company')}
        />
        <TextInput label="Title" required autoComplete="off" {...form.field('title')} />
      </div>
      <div className="admin-form-row">
        <TextInput label="Location" required autoComplete="off" {...form.field('location')} />
        <Select label="Type" required options={TYPE_OPTIONS} {...form.field('type')} />
      </div>
      <MediaUrlField
        label="Cover"
        required
        shape="cover"
        placeholder="https://… or /api/media/image/…"
        field={form.field('cover')}
        onChange={(address) => form.setValue('cover', address)}
      />
      <div className="admin-form-row">
        <DateField label="Start At" required {...form.field('startAt')} />
        <DateField label="End At" hint="Leave empty while it lasts" {...form.field('endAt')} />
      </div>
      <TextArea
        label="Description"
        // Marked required, yet no rule is enforced.
        required
        rows={5}
        {...form.field('description')}
      />
      <CheckboxField
        label="Hidden"
        hint="Hidden experiences are not shown on the public site"
        name="hidden"
        checked={form.values.hidden}
        onChange={(event) => form.setValue('hidden', event.target.checked)}
      />
      <ToolMultiSelect
        tools={form.values.tools}
        onChange={(tools) => form.setValue('tools', tools)}
        error={form.errors.tools}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'experience', ExperienceFields> = {
  create: (input) => input,
  update: (experience, input) => ({ id: experience.experienceId, ...input }),
  remove: (experience) => ({ id: experience.experienceId }),
};

export function ExperiencesPage() {
  usePageTitle('Experiences');
  const resource = useCrudResource('experience', calls);
  return (
    <CrudPage
      title="Experiences"
      entityLabel="Experience"
      columns={columns}
      getRowId={(experience) => experience.experienceId}
      getRowLabel={(experience) => `${experience.title} at ${experience.company}`}
      resource={resource}
      form={form}
      sort={DEFAULT_SORT}
    />
  );
}

export const experiencesPage = defineContentPage({
  slug: 'experiences',
  label: 'Experiences',
  icon: ExperiencesIcon,
  entity: 'experience',
  component: ExperiencesPage,
});
