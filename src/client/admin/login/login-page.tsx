import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminPath } from '../shell/admin-nav';
import { RETURN_PARAM, safeReturnPath } from '../shell/return-path';
import { usePageTitle } from '../use-page-title';
import { SignInForm } from './sign-in-form';

/**
 * The login page. Signing in goes on to the admin page named in the address
 * (the one the admin was sent here from), or to the dashboard.
 */
export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));

  return (
    <div className="admin-login">
      <h1 className="admin-login-title">Admin</h1>
      <SignInForm
        onSignedIn={() => navigate(returnTo ?? adminPath('dashboard'), { replace: true })}
      />
    </div>
  );
}
