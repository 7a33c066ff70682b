import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { z } from 'zod';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { useForm, zodValidator } from '../../ui/use-form';
import { CurrentPasswordField } from '../login/current-password-field';
import { OneTimeCodeField } from '../login/one-time-code-field';
import { reportTo } from '../security/two-factor-panel';
import { settleConfirmation, useConfirmRequested } from './confirmation';

interface ConfirmValues {
  password: string;
  code: string;
}

const validatePassword = zodValidator<ConfirmValues>(
  z.object({ password: z.string().min(1, 'Password is required') }),
);
const validateCode = zodValidator<ConfirmValues>(
  z.object({ code: z.string().trim().min(1, 'Code is required') }),
);

/**
 * Shown over the page when a sensitive change asks for a recent
 * confirmation. The change waits meanwhile, its form untouched; once the
 * password (or, with two-factor sign-in on, a code) is accepted, the change
 * is sent again by itself. Closing the dialog lets the refusal through to
 * the form, which keeps its values.
 */
export function ConfirmDialog() {
  const queryClient = useQueryClient();
  const open = useConfirmRequested();
  const passwordRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      title="Confirm it is you"
      description="This change needs your password again. What you typed stays as it is."
      onClose={() => settleConfirmation(queryClient, false)}
      size="sm"
      initialFocusRef={passwordRef}
    >
      <ConfirmForm
        passwordRef={passwordRef}
        onConfirmed={() => settleConfirmation(queryClient, true)}
        onCancel={() => settleConfirmation(queryClient, false)}
      />
    </Dialog>
  );
}

function ConfirmForm({
  passwordRef,
  onConfirmed,
  onCancel,
}: {
  passwordRef: RefObject<HTMLInputElement | null>;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const confirm = trpc.auth.confirm.useMutation();
  const twoFactor = trpc.twoFactor.status.useQuery();
  const [withCode, setWithCode] = useState(false);
  const form = useForm<ConfirmValues>({
    initialValues: { password: '', code: '' },
    validate: withCode ? validateCode : validatePassword,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(
        withCode ? { code: values.code.trim() } : { password: values.password },
      );
    } catch (error) {
      reportTo(error, values, form.setErrors, toast.error);
      return;
    }
    onConfirmed();
  });

  return (
    <form className="admin-login-form" onSubmit={submit} noValidate>
      {withCode ? (
        <OneTimeCodeField autoFocus binding={form.field('code')} />
      ) : (
        <CurrentPasswordField ref={passwordRef} binding={form.field('password')} />
      )}
      {twoFactor.data?.enabled ? (
        <Button
          variant="text"
          tone="neutral"
          className="admin-login-back"
          onClick={() => setWithCode(!withCode)}
        >
          {withCode ? 'Use your password instead' : 'Use an authentication code instead'}
        </Button>
      ) : null}
      <div className="security-actions">
        <Button type="submit" busy={form.isSubmitting}>
          Confirm
        </Button>
        <Button variant="outlined" tone="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
