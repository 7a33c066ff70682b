import type { Ref } from 'react';
import { TextInput } from '../../ui/text-input';
import type { FieldBinding } from '../../ui/use-form';

/**
 * The admin's own password, asked for to prove who is there: at sign-in,
 * and before two-factor sign-in is turned off. Password managers offer the
 * saved one.
 */
export function CurrentPasswordField({
  binding,
  ref,
}: {
  binding: FieldBinding;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <TextInput
      label="Password"
      type="password"
      autoComplete="current-password"
      required
      ref={ref}
      {...binding}
    />
  );
}
