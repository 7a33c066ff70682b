import { useNavigate } from 'react-router-dom';
import { adminPath } from '../shell/admin-nav';
import { rememberedReturnPath } from '../shell/return-path';
import { usePageTitle } from '../use-page-title';
import { SignInForm } from './sign-in-form';

/**
 * The login page. Signing in goes on to the admin page this tab was sent
 * here from (a deep link, or a page whose session ran out), or to the dashboard.
 */
export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();

  return (
    <div className="admin-login">
      <h1 className="admin-login-title">Admin</h1>
      <SignInForm
        onSignedIn={() =>
          navigate(rememberedReturnPath() ?? adminPath('dashboard'), { replace: true })
        }
      />
    </div>
  );
}
