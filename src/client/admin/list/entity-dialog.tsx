import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { toApiError } from '../../lib/api-error';
import { errorNotice, fieldErrorsOf } from '../../lib/api-error-notice';
import { isChangedElsewhere } from '../../lib/if-match';
import type { DialogSize } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { type FieldErrors, type FormApi, useForm, zodValidator } from '../../ui/use-form';
import { isFormDirty } from '../../ui/form-dirty';
import { ConflictDialog } from './conflict-dialog';
import type { WriteOptions } from './crud-resource';
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
  /**
   * Creates or updates; a rejection keeps the dialog open with the server's
   * field errors. An edit names the item as the dialog last read it, so a
   * stale one is refused (412) unless `options.overwrite` says otherwise.
   */
  onSubmit: (
    input: TInput,
    state: Exclude<EntityDialogState<TItem>, null>,
    options?: WriteOptions,
  ) => Promise<unknown>;
  /**
   * The edited item as the server holds it now, for Reload after someone
   * else changed it; without it Reload closes the question and keeps the form.
   */
  onReload?: ((item: TItem) => Promise<TItem>) | undefined;
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
  state: opened,
  form: spec,
  onSubmit,
  onReload,
  onSaved,
  onClose,
}: EntityDialogProps<TItem, TValues, TInput> & { state: Exclude<EntityDialogState<TItem>, null> }) {
  const toast = useToast();
  const schema = typeof spec.schema === 'function' ? spec.schema(opened.mode) : spec.schema;
  // The item as last read: Reload replaces it, so the next save names the version now shown.
  const [state, setState] = useState(opened);
  const form = useForm<TValues>({
    initialValues: state.mode === 'edit' ? spec.toValues(state.item) : spec.defaults(),
    validate: zodValidator<TValues>(schema),
  });
  // A save refused because someone else changed the item: the input waits for the owner's answer.
  const [conflict, setConflict] = useState<{ input: TInput; values: TValues } | null>(null);
  const [answering, setAnswering] = useState<'reload' | 'overwrite' | null>(null);

  const send = async (input: TInput, values: TValues, options?: WriteOptions) => {
    try {
      await onSubmit(input, state, options);
    } catch (error) {
      if (state.mode === 'edit' && isChangedElsewhere(error)) {
        setConflict({ input, values });
        return;
      }
      const notice = errorNotice(error, entityLabel);
      if (notice) toast.error(notice);
      form.setErrors(knownFieldErrors(fieldErrorsOf(error), values));
      return;
    }
    toast.success(`${entityLabel} saved successfully`);
    onSaved();
  };

  const save = form.handleSubmit(async (values) => {
    // The validator passed, so this parse succeeds; it applies the schema's trimming.
    await send(schema.parse(values), values);
  });

  // The same write again, with no version named: the owner's values replace the other change.
  const overwrite = async () => {
    if (!conflict || answering) return;
    setAnswering('overwrite');
    try {
      await send(conflict.input, conflict.values, { overwrite: true });
    } finally {
      setAnswering(null);
      setConflict(null);
    }
  };

  // The item as it is now, in the form; the owner's unsaved values give way to it.
  const reload = async () => {
    if (state.mode !== 'edit' || answering) return;
    if (!onReload) {
      setConflict(null);
      return;
    }
    setAnswering('reload');
    try {
      const current = await onReload(state.item);
      setState({ mode: 'edit', item: current });
      form.reset(spec.toValues(current));
      toast.show(`${entityLabel} reloaded: the form shows its current values`);
    } catch (error) {
      const problem = toApiError(error);
      // Deleted meanwhile: the server's own words say so; 401 signs out with no message.
      const notice = problem.httpStatus === 404 ? problem.message : errorNotice(error, entityLabel);
      if (notice) toast.error(notice);
    } finally {
      setAnswering(null);
      setConflict(null);
    }
  };

  return (
    <>
      <FormDialog
        title={`${state.mode === 'edit' ? 'Edit' : 'Add'} ${entityLabel}`}
        onClose={onClose}
        onSubmit={save}
        submitLabel="Save"
        submitting={form.isSubmitting || answering === 'overwrite'}
        dirty={isFormDirty(form)}
        size={spec.size}
      >
        {spec.renderFields(form, state.mode)}
      </FormDialog>
      <ConflictDialog
        open={conflict !== null}
        subject={`This ${entityLabel.toLowerCase()}`}
        since="since you opened it"
        action="save"
        busy={answering}
        onReload={() => void reload()}
        onOverwrite={() => void overwrite()}
        onClose={() => setConflict(null)}
      />
    </>
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
