import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';

/** Buttons are flat by default, with a rounded shape. */
export type ButtonVariant = 'flat' | 'outlined' | 'text';
export type ButtonTone = 'primary' | 'neutral' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shown before the label; decorative, the label names the button. */
  icon?: ReactNode;
  /** A pending action: clicks do nothing and the button is announced as busy, but keeps focus. */
  busy?: boolean;
}

export function Button({
  variant = 'flat',
  tone = 'primary',
  size = 'md',
  icon,
  busy = false,
  className,
  // A button inside a form must not submit it unless it says so.
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${tone}`,
        size === 'sm' && 'ui-button--sm',
        busy && 'ui-button--busy',
        className,
      )}
      // Busy is not `disabled`: a disabled button drops keyboard focus to the page.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={
        busy
          ? (event) => {
              // Swallows the click and, for a submit button, the form submission it would cause.
              event.preventDefault();
            }
          : onClick
      }
      {...props}
    >
      {busy ? <span className="ui-button-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'aria-label'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; `label` keeps it named for everyone. */
export function IconButton({
  label,
  icon,
  variant = 'text',
  tone = 'neutral',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      tone={tone}
      className={cx('ui-icon-button', className)}
      aria-label={label}
      title={label}
      icon={icon}
      {...props}
    />
  );
}
