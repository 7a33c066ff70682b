import type { z } from 'zod';
import { validDatesOnly } from '../../../shared/certification';
import { type Education, educationInputSchema } from '../../../shared/education';
import { endAfterStart } from '../../../shared/fields';
import { formatDate, today } from '../../lib/format';
import { TextInput } from '../../ui/text-input';
import { DateField } from '../../ui/date-field';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';
import { CheckboxField } from '../../ui/form-controls';
import { EducationIcon } from '../../ui/icons';
import { withCrossFieldRule, withNumberFields } from '../variables/form-schemas';

/** The form's values: texts as typed (GPA too, read as a number on validation). */
interface EducationValues {
  school: string;
  location: string;
  title: string;
  startAt: string;
  endAt: string;
  gpa: string;
  hidden: boolean;
}

type EducationWrite = z.output<typeof educationInputSchema>;

/** The shared rules on the GPA as a number; the end-after-start one also shows while other fields are empty. */
const formSchema = withNumberFields(
  withCrossFieldRule(
    educationInputSchema,
    validDatesOnly(
      'startAt',
      'endAt',
      endAfterStart('startAt', 'endAt', 'End date cannot be less or equal to start date'),
    ),
  ),
  ['gpa'],
);

const columns: readonly ListColumn<Education>[] = [
  { key: 'school', header: 'School', sortField: 'school', cell: (education) => education.school },
  {
    key: 'location',
    header: 'Location',
    sortField: 'location',
    cell: (education) => education.location,
  },
  { key: 'title', header: 'Title', sortField: 'title', cell: (education) => education.title },
  {
    key: 'startAt',
    header: 'Start At',
    className: 'admin-cell-nowrap',
    sortField: 'startAt',
    cell: (education) => formatDate(education.startAt),
  },
  {
    key: 'endAt',
    header: 'End At',
    className: 'admin-cell-nowrap',
    sortField: 'endAt',
    cell: (education) =>
      education.endAt ? (
        formatDate(education.endAt)
      ) : (
        <span className="admin-cell-muted">Present</span>
      ),
  },
  { key: 'gpa', header: 'GPA', sortField: 'gpa', cell: (education) => String(education.gpa) },
  {
    key: 'hidden',
    header: 'Hidden',
    sortField: 'hidden',
    cell: (education) => (education.hidden ? 'Yes' : 'No'),
    toggle: { value: (education) => education.hidden, onWord: 'hidden', offWord: 'shown' },
  },
];

const form: EntityFormSpec<Education, EducationValues, EducationWrite> = {
  // A new education entry: started today, not finished, GPA 0, visible.
  defaults: () => ({
    school: '',
    location: '',
    title: '',
    startAt: today(),
    endAt: '',
    gpa: '0',
    hidden: false,
  }),
  toValues: (education) => ({
    school: education.school,
    location: education.location,
    title: education.title,
    startAt: education.startAt,
    endAt: education.endAt ?? '',
    gpa: String(education.gpa),
    hidden: education.hidden,
  }),
  schema: formSchema,
  renderFields: (form) => (
    <>
      <TextInput label="School" required autoComplete="off" {...form.field('school')} />
      <TextInput label="Location" required autoComplete="off" {...form.field('location')} />
      <TextInput label="Title" required autoComplete="off" {...form.field('title')} />
      <div className="admin-form-row">
        <DateField label="Start At" required {...form.field('startAt')} />
        <DateField
          label="End At"
          hint="Leave empty while still studying"
          {...form.field('endAt')}
        />
      </div>
      <TextInput
        label="GPA"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        {...form.field('gpa')}
      />
      <CheckboxField
        label="Hidden"
        hint="Visitors and the generated CV leave it out"
        name="hidden"
        checked={form.values.hidden}
        onChange={(event) => form.setValue('hidden', event.target.checked)}
      />
    </>
  ),
};

/** The form's output as each call's input. */
const calls: CrudCalls<'education', EducationWrite> = {
  create: (input) => input,
  update: (education, input) => ({ id: education.educationId, ...input }),
  remove: (education) => ({ id: education.educationId }),
};

export function EducationPage() {
  usePageTitle('Education');
  const resource = useCrudResource('education', calls);
  return (
    <CrudPage
      title="Education"
      entityLabel="Education"
      columns={columns}
      getRowId={(education) => education.educationId}
      getRowLabel={(education) => `${education.title}, ${education.school}`}
      resource={resource}
      form={form}
    />
  );
}

export const educationPage = defineContentPage({
  slug: 'education',
  label: 'Education',
  icon: EducationIcon,
  entity: 'education',
  component: EducationPage,
});
