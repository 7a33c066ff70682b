import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { type LoginInput, loginInputSchema } from '../../../shared/auth';
import { CONNECTION_ERROR_MESSAGE, loginErrorNotice } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { useForm, zodValidator } from '../../ui/use-form';
import { adminPath } from '../shell/admin-nav';
import { refreshIdentity } from '../shell/session';
import { usePageTitle } from '../use-page-title';

const validateLogin = zodValidator<LoginInput>(loginInputSchema);

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const toast = useToast();
  const login = trpc.auth.login.useMutation();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: validateLogin,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toast.error(loginErrorNotice(error));
      return;
    }
    try {
      // The shell trusts the identity it holds: learn who signed in before leaving this page.
      await refreshIdentity(queryClient, utils.client);
    } catch {
      toast.error(CONNECTION_ERROR_MESSAGE);
      return;
    }
    navigate(adminPath('dashboard'), { replace: true });
  });

  return (
    <div className="admin-login">
      <h1 className="admin-login-title">Admin</h1>
      <form className="admin-login-form" onSubmit={submit} onReset={form.handleReset} noValidate>
        <TextInput
          label="Username"
          placeholder="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('username')}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" className="admin-login-submit" busy={form.isSubmitting}>
          Login
        </Button>
      </form>
    </div>
  );
}
