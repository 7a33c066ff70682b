import { z } from 'zod';
import { passwordChangeSchema } from '../../../shared/admin';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { isFormDirty } from '../../ui/form-dirty';
import { useForm, zodValidator } from '../../ui/use-form';
import { useUnsavedChanges } from '../shell/unsaved-changes';
import { SecurityPanel } from './security-panel';
import { reportTo } from './two-factor-panel';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The server's rules (length), plus the repeat that catches a typo no one could sign in with. */
const validatePasswords = zodValidator<PasswordValues>(
  passwordChangeSchema
    .extend({ repeatPassword: z.string() })
    .refine((values) => values.repeatPassword === values.newPassword, {
      error: 'The passwords do not match',
      path: ['repeatPassword'],
    }),
);

/**
 * Your own password, changed with the current one. The server also refuses
 * common passwords (its list is too big to ship) and then ends your other
 * sessions and every API token; this browser stays signed in.
 */
export function PasswordPanel() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const change = trpc.auth.changePassword.useMutation();
  const form = useForm<PasswordValues>({ initialValues: EMPTY, validate: validatePasswords });
  useUnsavedChanges(isFormDirty(form));

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
    } catch (error) {
      reportTo(error, values, form.setErrors, toast.error);
      return;
    }
    form.reset(EMPTY);
    toast.success('Password changed. Your other sessions and API tokens were ended.');
    await Promise.all([utils.session.list.invalidate(), utils.token.list.invalidate()]);
  });

  return (
    <SecurityPanel
      title="Change password"
      description="Signing in elsewhere needs the new password: your other sessions and API tokens end."
    >
      <div className="security-panel-body">
        <form className="security-form" onSubmit={submit} onReset={form.handleReset} noValidate>
          <TextInput
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
          <TextInput
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters; common passwords are refused"
            required
            {...form.field('newPassword')}
          />
          <TextInput
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('repeatPassword')}
          />
          <div className="security-actions">
            <Button type="submit" busy={form.isSubmitting}>
              Change password
            </Button>
          </div>
        </form>
      </div>
    </SecurityPanel>
  );
}
