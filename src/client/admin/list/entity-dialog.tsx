import type { ReactNode } from 'react';
import type { z } from 'zod';
import { errorNotice, fieldErrorsOf } from '../../lib/api-error-notice';
import type { DialogSize } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { type FieldErrors, type FormApi, useForm, zodValidator } from '../../ui/use-form';
import { isFormDirty } from '../../ui/form-dirty';
import { FormDialog } from './form-dialog';

export type EntityDialogMode = 'create' | 'edit';

/** Closed, adding a new item, or editing one. */
export type EntityDialogState<TItem> = { mode: 'create' } | { mode: 'edit'; item: TItem } | null;

export interface EntityFormSpec<TItem, TValues extends object, TInput> {
  /** Create defaults; a function so values such as "today" are taken when the dialog opens. */
  defaults: () => TValues;
  /** Edit prefill. */
  toValues: (item: TItem) => TValues;
  /**
   * The shared zod schema the server also enforces; its output is what gets
   * sent. Per mode where the rules differ (an admin's password on edit).
   */
  schema: z.ZodType<TInput> | ((mode: EntityDialogMode) => z.ZodType<TInput>);
  renderFields: (form: FormApi<TValues>, mode: EntityDialogMode) => ReactNode;
  size?: DialogSize;
}

export interface EntityDialogProps<TItem, TValues extends object, TInput> {
  /** Singular name: 'Add Category', 'Category saved successfully'. */
  entityLabel: string;
  state: EntityDialogState<TItem>;
  form: EntityFormSpec<TItem, TValues, TInput>;
  /** Creates or updates; a rejection keeps the dialog open with the server's field errors. */
  onSubmit: (input: TInput, state: Exclude<EntityDialogState<TItem>, null>) => Promise<unknown>;
  /** After a successful save: close the dialog and reload the list. */
  onSaved: () => void;
  onClose: () => void;
}

/** The add/edit dialog: titled Add or Edit plus the entity, validated before any call. */
export function EntityDialog<TItem, TValues extends object, TInput>({
  state,
  ...props
}: EntityDialogProps<TItem, TValues, TInput>) {
  if (state === null) return null;
  // Mounted per opening, so every open starts from fresh defaults or the item's values.
  return <OpenEntityDialog state={state} {...props} />;
}

function OpenEntityDialog<TItem, TValues extends object, TInput>({
  entityLabel,
  state,
  form: spec,
  onSubmit,
  onSaved,
  onClose,
}: EntityDialogProps<TItem, TValues, TInput> & { state: Exclude<EntityDialogState<TItem>, null> }) {
  const toast = useToast();
  const schema = typeof spec.schema === 'function' ? spec.schema(state.mode) : spec.schema;
  const form = useForm<TValues>({
    initialValues: state.mode === 'edit' ? spec.toValues(state.item) : spec.defaults(),
    validate: zodValidator<TValues>(schema),
  });

  const save = form.handleSubmit(async (values) => {
    // The validator passed, so this parse succeeds; it applies the schema's trimming.
    const input = schema.parse(values);
    try {
      await onSubmit(input, state);
    } catch (error) {
      const notice = errorNotice(error, entityLabel);
      if (notice) toast.error(notice);
      form.setErrors(knownFieldErrors(fieldErrorsOf(error), values));
      return;
    }
    toast.success(`${entityLabel} saved successfully`);
    onSaved();
  });

  return (
    <FormDialog
      title={`${state.mode === 'edit' ? 'Edit' : 'Add'} ${entityLabel}`}
      onClose={onClose}
      onSubmit={save}
      submitLabel="Save"
      submitting={form.isSubmitting}
      dirty={isFormDirty(form)}
      size={spec.size}
    >
      {spec.renderFields(form, state.mode)}
    </FormDialog>
  );
}

/** Server errors for fields the form shows; the toast already covers the rest. */
function knownFieldErrors<TValues extends object>(
  errors: Record<string, string>,
  values: TValues,
): FieldErrors<TValues> {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => name in values),
  ) as FieldErrors<TValues>;
}
