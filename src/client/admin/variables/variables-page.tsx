import { z } from 'zod';
import {
  VARIABLE_TYPES,
  type Variable,
  type VariableType,
  variableCreateSchema,
  variableUpdateSchema,
  variableValueProblem,
} from '../../../shared/variable';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import type { FormApi } from '../../ui/use-form';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import { type CrudCalls, useCrudResource } from '../list/use-crud-resource';
import type { EntityDialogMode, EntityFormSpec } from '../list/entity-dialog';
import { usePageTitle } from '../use-page-title';
import { CheckboxField, TextArea } from '../../ui/form-controls';
import { VariablesIcon } from '../../ui/icons';
import { type CrossFieldRule, withCrossFieldRule } from './form-schemas';
import { MarkdownField } from '../markdown/markdown-field';
import { imagesWithoutAltProblem } from '../markdown/images-without-alt';

/** Values travel as strings; the type says how to read them. */
interface VariableValues {
  key: string;
  type: VariableType;
  value: string;
  private: boolean;
}

type VariableWrite = VariableValues;

/** Choosing a type starts from that type's own blank value. */
const RESET_VALUES: Record<VariableType, string> = {
  string: '',
  bool: 'false',
  int: '1',
  float: '1',
};

/** The variable the public About section shows, written in markdown. */
const ABOUT_KEY = 'about';
const ABOUT_HINT = 'Markdown; HTML is allowed too. Every image needs alt text.';

/** Long values (the about text) are cut in the table; the title shows them whole. */
const VALUE_PREVIEW_LENGTH = 120;

const TYPE_OPTIONS = VARIABLE_TYPES.map((type) => ({ value: type, label: type }));
const BOOL_OPTIONS = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/** Values must fit their type; shown even while the key is still wrong. */
const valueFitsType: CrossFieldRule = (values, ctx) => {
  const { type, value } = values;
  if (typeof value !== 'string' || !VARIABLE_TYPES.includes(type as VariableType)) return;
  const problem = variableValueProblem(type as VariableType, value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  // The About text's images need alt text: visitors' screen readers depend on it.
  const isAbout = typeof values.key === 'string' && values.key.trim() === ABOUT_KEY;
  const altProblem = isAbout ? imagesWithoutAltProblem(value) : null;
  if (altProblem) ctx.addIssue({ code: 'custom', path: ['value'], message: altProblem });
};

const createSchema = withCrossFieldRule(variableCreateSchema, valueFitsType);

/**
 * The key is fixed once created, so an edit does not check it again; the
 * value is still checked against the (possibly changed) type before sending.
 */
const editSchema = withCrossFieldRule(
  z.object({
    key: z.string(),
    value: variableUpdateSchema.shape.value,
    type: z.enum(VARIABLE_TYPES),
    private: z.boolean(),
  }),
  valueFitsType,
);

function preview(value: string): string {
  return value.length > VALUE_PREVIEW_LENGTH ? `${value.slice(0, VALUE_PREVIEW_LENGTH)}…` : value;
}

const columns: readonly ListColumn<Variable>[] = [
  {
    key: 'key',
    header: 'Key',
    cell: (variable) => <span className="admin-cell-code">{variable.key}</span>,
  },
  {
    key: 'value',
    header: 'Value',
    cell: (variable) =>
      variable.value === '' ? (
        <span className="admin-cell-muted">(empty)</span>
      ) : (
        <span className="admin-cell-truncate" title={variable.value}>
          {preview(variable.value)}
        </span>
      ),
  },
  { key: 'type', header: 'Type', cell: (variable) => variable.type },
  { key: 'private', header: 'Private', cell: (variable) => (variable.private ? 'Yes' : 'No') },
];

/** The value's control follows the type: text, true/false, whole number or decimal. */
function ValueField({ form }: { form: FormApi<VariableValues> }) {
  const binding = form.field('value');
  switch (form.values.type) {
    case 'bool':
      return <Select label="Value" required options={BOOL_OPTIONS} {...binding} />;
    case 'int':
      return (
        <TextInput label="Value" type="number" inputMode="numeric" step={1} required {...binding} />
      );
    case 'float':
      return (
        <TextInput
          label="Value"
          type="number"
          inputMode="decimal"
          step={0.01}
          required
          {...binding}
        />
      );
    case 'string':
      // The About text is markdown, previewed as the public page will show it.
      return form.values.key.trim() === ABOUT_KEY ? (
        <MarkdownField label="Value" required hint={ABOUT_HINT} {...binding} />
      ) : (
        <TextArea label="Value" required rows={4} spellCheck={false} {...binding} />
      );
  }
}

function VariableFields({ form, mode }: { form: FormApi<VariableValues>; mode: EntityDialogMode }) {
  const changeType = (type: VariableType) => {
    form.setValue('type', type);
    form.setValue('value', RESET_VALUES[type]);
    // A reset is not the user's input: no complaint about the blank value until they act.
    form.setErrors({ value: undefined });
  };

  return (
    <>
      <TextInput
        label="Key"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        // The key is fixed once created; updates address the variable by it.
        disabled={mode === 'edit'}
        hint={mode === 'edit' ? 'The key cannot change once created' : 'Letters, digits, _ . and -'}
        {...form.field('key')}
      />
      <Select
        label="Type"
        required
        options={TYPE_OPTIONS}
        name="type"
        value={form.values.type}
        onChange={(event) => changeType(event.target.value as VariableType)}
        error={form.errors.type}
      />
      <ValueField form={form} />
      <CheckboxField
        label="Private"
        hint="Private variables are never served to visitors"
        name="private"
        checked={form.values.private}
        onChange={(event) => form.setValue('private', event.target.checked)}
      />
    </>
  );
}

const form: EntityFormSpec<Variable, VariableValues, VariableWrite> = {
  // A new variable: a string, empty, public.
  defaults: () => ({ key: '', type: 'string', value: RESET_VALUES.string, private: false }),
  toValues: (variable) => ({
    key: variable.key,
    type: variable.type,
    value: variable.value,
    private: variable.private,
  }),
  schema: (mode: EntityDialogMode) => (mode === 'edit' ? editSchema : createSchema),
  size: 'lg',
  renderFields: (form, mode) => <VariableFields form={form} mode={mode} />,
};

/** The form's output as each call's input. */
const calls: CrudCalls<'variable', VariableWrite> = {
  create: (input) => input,
  update: (variable, { value, type, private: isPrivate }) => ({
    key: variable.key,
    value,
    type,
    private: isPrivate,
  }),
  remove: (variable) => ({ key: variable.key }),
};

export function VariablesPage() {
  usePageTitle('Variables');
  const resource = useCrudResource('variable', calls);
  return (
    <CrudPage
      title="Variables"
      entityLabel="Variable"
      columns={columns}
      getRowId={(variable) => variable.key}
      getRowLabel={(variable) => variable.key}
      resource={resource}
      form={form}
    />
  );
}

export const variablesPage = defineContentPage({
  slug: 'variables',
  label: 'Variables',
  icon: VariablesIcon,
  entity: 'variable',
  component: VariablesPage,
});
