import { type Ref, useId, useRef, useState } from 'react';
import type { Identity } from '../../../shared/auth';
import { twoFactorEnableInputSchema } from '../../../shared/access';
import { type LoginInput, loginInputSchema } from '../../../shared/auth';
import { ErrorCode } from '../../../shared/error-codes';
import { CONNECTION_ERROR_MESSAGE, toApiError } from '../../lib/api-error';
import { loginErrorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { useForm, zodValidator } from '../../ui/use-form';
import { useRefreshIdentity } from '../shell/session';
import { CurrentPasswordField } from './current-password-field';
import { OneTimeCodeField } from './one-time-code-field';

const validateLogin = zodValidator<LoginInput>(loginInputSchema);

interface CodeValues {
  code: string;
}
const validateCode = zodValidator<CodeValues>(twoFactorEnableInputSchema);

export interface SignInFormProps {
  /** Runs once the server has accepted the sign-in and the app knows who signed in. */
  onSignedIn: (identity: Identity | null) => void | Promise<void>;
  /** Prefills the username, e.g. the admin whose session just expired. */
  username?: string;
  /** The password field, e.g. to focus it when the username is already known. */
  passwordRef?: Ref<HTMLInputElement>;
}

/**
 * Signing in is one step, or two when the admin has two-factor sign-in on:
 * the server then answers the password with "code required", and the form
 * asks for the authenticator code (or a recovery code) while it keeps the
 * username and password in memory to send them again with it.
 */
export function SignInForm({ onSignedIn, username = '', passwordRef }: SignInFormProps) {
  const refreshIdentity = useRefreshIdentity();
  const toast = useToast();
  const login = trpc.auth.login.useMutation();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const codeRef = useRef<HTMLInputElement>(null);
  const codeTitleId = useId();
  const codeTextId = useId();
  const form = useForm<LoginInput>({
    initialValues: { username, password: '' },
    validate: validateLogin,
  });
  const codeForm = useForm<CodeValues>({ initialValues: { code: '' }, validate: validateCode });

  const finish = async () => {
    let identity: Identity | null;
    try {
      // The shell trusts the identity it holds: learn who signed in before going on.
      identity = await refreshIdentity();
    } catch {
      toast.error(CONNECTION_ERROR_MESSAGE);
      return;
    }
    await onSignedIn(identity);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync({ username: values.username, password: values.password });
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
    await finish();
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    const { username: name, password } = form.values;
    try {
      await login.mutateAsync({ username: name, password, code: code.trim() });
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
    await finish();
  });

  if (step === 'password') {
    return (
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
        <CurrentPasswordField ref={passwordRef} binding={form.field('password')} />
        <Button type="submit" className="admin-login-submit" busy={form.isSubmitting}>
          Login
        </Button>
      </form>
    );
  }
  return (
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
  );
}
