import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { Field } from './field';

export interface TextInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'required'
> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the field as required for people and assistive technology; the form validates it. */
  required?: boolean;
  hideLabel?: boolean;
  /** Class of the wrapping field, for layout. */
  fieldClassName?: string;
}

export function TextInput({
  label,
  error,
  hint,
  required,
  hideLabel,
  fieldClassName,
  className,
  id,
  type = 'text',
  ...props
}: TextInputProps) {
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
        <input type={type} className={cx('ui-input', className)} {...control} {...props} />
      )}
    </Field>
  );
}
