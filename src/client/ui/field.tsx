import { type ReactNode, useId } from 'react';
import { cx } from './class-names';

/** What the control inside a Field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology only, when the layout already says what it is. */
  hideLabel?: boolean;
  className?: string;
  /** Override the generated id, e.g. to point another label at the control. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error in the one layout every form field shares. */
export function Field({
  label,
  error,
  hint,
  required = false,
  hideLabel = false,
  className,
  id,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cx('ui-field', error && 'ui-field--invalid', className)}>
      <div className={cx('ui-field-label-row', hideLabel && 'visually-hidden')}>
        <label htmlFor={controlId} className="ui-field-label">
          {label}
        </label>
        {/* Outside the label, so the field's name stays just the label; aria-required says the rest. */}
        {required ? (
          <span className="ui-field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
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
