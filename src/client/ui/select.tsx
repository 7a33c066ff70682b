import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { Field } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'required'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** A first, empty choice such as 'Select a category'. */
  placeholder?: string;
  fieldClassName?: string;
}

/** The native select: keyboard, touch and screen-reader support come for free. */
export function Select({
  label,
  options,
  error,
  hint,
  required,
  hideLabel,
  placeholder,
  fieldClassName,
  className,
  id,
  ...props
}: SelectProps) {
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
        <select className={cx('ui-select', className)} {...control} {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
