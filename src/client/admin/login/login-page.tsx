import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { twoFactorEnableInputSchema } from '../../../shared/access';
import { type LoginInput, loginInputSchema } from '../../../shared/auth';
import { ErrorCode } from '../../../shared/error-codes';
import { CONNECTION_ERROR_MESSAGE, loginErrorNotice, toApiError } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { useForm, zodValidator } from '../../ui/use-form';
import { adminPath } from '../shell/admin-nav';
import { useRefreshIdentity } from '../shell/session';
import { usePageTitle } from '../use-page-title';
import { CurrentPasswordField } from './current-password-field';
import { OneTimeCodeField } from './one-time-code-field';

const validateLogin = zodValidator<LoginInput>(loginInputSchema);

interface CodeValues {
  code: string;
}
const validateCode = zodValidator<CodeValues>(twoFactorEnableInputSchema);

/**
 * Signing in is one step, or two when the admin has two-factor sign-in on:
 * the server then answers the password with "code required", and the page
 * asks for the authenticator code (or a recovery code) while it keeps the
 * username and password in memory to send them again with it.
 */
export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const refreshIdentity = useRefreshIdentity();
  const toast = useToast();
  const login = trpc.auth.login.useMutation();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const codeRef = useRef<HTMLInputElement>(null);
  const codeTitleId = useId();
  const codeTextId = useId();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: validateLogin,
  });
  const codeForm = useForm<CodeValues>({ initialValues: { code: '' }, validate: validateCode });

  const enterDashboard = async () => {
    try {
      // The shell trusts the identity it holds: learn who signed in before leaving this page.
      await refreshIdentity();
    } catch {
      toast.error(CONNECTION_ERROR_MESSAGE);
      return;
    }
    navigate(adminPath('dashboard'), { replace: true });
  };

  const submit = form.handleSubmit(async ({ username, password }) => {
    try {
      await login.mutateAsync({ username, password });
    } catch (error) {
      if (toApiError(error).statusCode === ErrorCode.twoFactorRequired) {
        // The password was right: only the second factor is missing.
        codeForm.reset({ code: '' });
        setStep('code');
        return;
      }
      toast.error(loginErrorNotice(error));
      return;
    }
    await enterDashboard();
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    const { username, password } = form.values;
    try {
      await login.mutateAsync({ username, password, code: code.trim() });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.statusCode === ErrorCode.twoFactorRequired) {
        // A wrong or already used code: the server says so; a fresh field invites the next one.
        toast.error(apiError.message);
        codeForm.reset({ code: '' });
        codeRef.current?.focus();
        return;
      }
      toast.error(loginErrorNotice(error));
      // The password no longer holds (changed meanwhile): it has to be typed again.
      if (apiError.statusCode === ErrorCode.badCredentials) setStep('password');
      return;
    }
    await enterDashboard();
  });

  return (
    <div className="admin-login">
      <h1 className="admin-login-title">Admin</h1>
      {step === 'password' ? (
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
          <CurrentPasswordField binding={form.field('password')} />
          <Button type="submit" className="admin-login-submit" busy={form.isSubmitting}>
            Login
          </Button>
        </form>
      ) : (
        <form
          className="admin-login-form"
          onSubmit={submitCode}
          noValidate
          aria-labelledby={codeTitleId}
          aria-describedby={codeTextId}
        >
          <h2 id={codeTitleId} className="admin-login-step-title">
            Two-factor sign-in
          </h2>
          <p id={codeTextId} className="admin-login-step-text">
            Signing in as <strong>{form.values.username}</strong>: one more step.
          </p>
          <OneTimeCodeField ref={codeRef} autoFocus binding={codeForm.field('code')} />
          <Button type="submit" className="admin-login-submit" busy={codeForm.isSubmitting}>
            Login
          </Button>
          <Button
            variant="text"
            tone="neutral"
            className="admin-login-back"
            onClick={() => setStep('password')}
          >
            Back
          </Button>
        </form>
      )}
    </div>
  );
}
