import { type Ref, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import type { FieldBinding } from '../../ui/use-form';

export interface OneTimeCodeFieldProps {
  binding: FieldBinding;
  /** Offers to type a recovery code (letters) instead of the app's six digits. */
  allowRecovery?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The 'Authentication code' field: phones show the number pad and offer the
 * code the authenticator app just gave. A number pad cannot type a recovery
 * code's letters, so a button switches the field to the full keyboard.
 */
export function OneTimeCodeField({
  binding,
  allowRecovery = true,
  autoFocus = false,
  ref,
}: OneTimeCodeFieldProps) {
  const [recovery, setRecovery] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  let hint = 'The 6-digit code your authenticator app shows now';
  if (allowRecovery) {
    hint = recovery
      ? 'One of your recovery codes, such as abcde-fghjk'
      : 'The 6-digit code from your authenticator app, or a recovery code';
  }

  return (
    <div className="one-time-code">
      <TextInput
        ref={setRefs}
        label="Authentication code"
        hint={hint}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // Where the code is the one thing asked for, focus waits in it.
        autoFocus={autoFocus}
        required
        className="one-time-code-input"
        {...binding}
      />
      {allowRecovery ? (
        <Button
          variant="text"
          size="sm"
          className="one-time-code-switch"
          onClick={() => {
            setRecovery((current) => !current);
            inputRef.current?.focus();
          }}
        >
          {recovery ? 'Use an authenticator code' : 'Use a recovery code'}
        </Button>
      ) : null}
    </div>
  );
}
