import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { Field } from './field';

/*
 * A textarea and a checkbox with the kit's field conventions (label, error,
 * hint, fieldClassName); styles in form-controls.css.
 */

export interface TextAreaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'required'
> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  fieldClassName?: string;
}

/** A multi-line text field in the shared field layout. */
export function TextArea({
  label,
  error,
  hint,
  required,
  hideLabel,
  fieldClassName,
  className,
  id,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required ?? false}
      hideLabel={hideLabel ?? false}
      className={fieldClassName}
      {...(id ? { id } : {})}
    >
      {(control) => (
        <textarea
          rows={rows}
          className={cx('ui-input', 'ui-textarea', className)}
          {...control}
          {...props}
        />
      )}
    </Field>
  );
}

export interface CheckboxFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'type'
> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** A checkbox with its label beside it; the whole label is the click target. */
export function CheckboxField({
  label,
  error,
  hint,
  fieldClassName,
  className,
  id,
  ...props
}: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div
      className={cx('ui-field', 'ui-checkbox-field', error && 'ui-field--invalid', fieldClassName)}
    >
      <label className="ui-checkbox" htmlFor={controlId}>
        <input
          type="checkbox"
          id={controlId}
          className={cx('ui-checkbox-input', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        <span className="ui-checkbox-label">{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
