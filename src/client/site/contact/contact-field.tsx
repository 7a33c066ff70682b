import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { FieldBinding } from '../../ui/use-form';

interface ContactFieldProps {
  /** Prefix of the control's id and of its error and counter ids. */
  id: string;
  label: string;
  binding: FieldBinding;
  /** Shown under the control, right-aligned, and read as part of its description. */
  counter?: ReactNode;
  /** The control to render; both share the label, error and description wiring. */
  multiline?: boolean;
  inputProps?: ComponentPropsWithoutRef<'input'>;
  textareaProps?: ComponentPropsWithoutRef<'textarea'>;
}

/**
 * A field of the contact form. The error is a `role="alert"` element named
 * by the control's aria-describedby, so it is announced the moment it shows,
 * not only when the control is focused again.
 */
export function ContactField({
  id,
  label,
  binding,
  counter,
  multiline = false,
  inputProps,
  textareaProps,
}: ContactFieldProps) {
  const { error, ...handlers } = binding;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [error ? errorId : null, counter === undefined ? null : counterId]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    ...handlers,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;

  return (
    <div className={`ui-field contact-field${error ? ' ui-field--invalid' : ''}`}>
      <label htmlFor={id} className="ui-field-label">
        {label}
      </label>
      {multiline ? (
        <textarea className="ui-input ui-textarea" {...control} {...textareaProps} />
      ) : (
        <input className="ui-input" {...control} {...inputProps} />
      )}
      <div className="contact-field-footer">
        {error ? (
          <p id={errorId} className="ui-field-error" role="alert">
            {error}
          </p>
        ) : null}
        {counter === undefined ? null : (
          <p id={counterId} className="contact-counter">
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}
