import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { CONNECTION_ERROR_MESSAGE } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { LoadingIndicator } from '../../ui/spinner';
import { ThemeToggle } from '../../ui/theme-toggle';
import { adminPath } from './admin-nav';
import { LeaveGuard } from './leave-guard';
import { forgetReturnPath, rememberedReturnPath, rememberReturnPath } from './return-path';
import { forgetSignedInData, signedOutOnPurpose, useIdentity } from './session';
import { ConfirmDialog } from './confirm-dialog';
import { SessionExpiredDialog } from './session-expired-dialog';
import { Sidebar } from './sidebar';

const LOGIN_PATH = adminPath('login');

function isLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === LOGIN_PATH;
}

/**
 * The admin shell: nothing but a loading indicator until the identity
 * check answers; signed out goes to the login page, signed in never sees it.
 * The page the admin was sent from is kept for this tab, so signing in
 * returns there. The sidebar shows on every page but the login page.
 */
export function AdminShell() {
  const identity = useIdentity();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { pathname } = location;
  const signedOut = identity.data === null;

  useEffect(() => {
    if (signedOut) forgetSignedInData(queryClient);
  }, [signedOut, queryClient]);

  if (identity.isPending) {
    return <LoadingIndicator fill label="Checking your session…" />;
  }
  if (identity.data === undefined) {
    return (
      <main className="admin-status-screen">
        <p role="alert">{CONNECTION_ERROR_MESSAGE}</p>
        <Button onClick={() => identity.refetch()} busy={identity.isFetching}>
          Try again
        </Button>
      </main>
    );
  }

  const onLoginPage = isLoginPath(pathname);
  if (identity.data === null) {
    return onLoginPage ? (
      <main className="admin-auth">
        {/* Signed out there is no sidebar: the login page has its own toggle. */}
        <ThemeToggle className="admin-auth-theme-toggle" />
        <Outlet />
      </main>
    ) : (
      // After Logout, no page to return to: the next sign-in starts at the dashboard.
      <ToLogin from={signedOutOnPurpose(queryClient) ? null : location} />
    );
  }
  if (onLoginPage) {
    return <Navigate to={rememberedReturnPath() ?? adminPath('dashboard')} replace />;
  }

  return (
    <div className="admin-layout">
      <a className="admin-skip-link" href="#admin-main">
        Skip to content
      </a>
      <Sidebar identity={identity.data} />
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ForgetReturnPath />
      <LeaveGuard />
      <SessionExpiredDialog identity={identity.data} />
      <ConfirmDialog />
    </div>
  );
}

/** Sends a signed-out visitor to the login page, keeping `from` to return to after signing in. */
function ToLogin({ from }: { from: Location | null }) {
  // Kept before the redirect's own effect runs, so the login page finds it.
  useLayoutEffect(() => {
    if (from) rememberReturnPath(from);
    else forgetReturnPath();
  }, [from]);
  return <Navigate to={LOGIN_PATH} replace />;
}

/** Once a signed-in page shows, the page kept for the sign-in has served its turn. */
function ForgetReturnPath() {
  useEffect(() => forgetReturnPath(), []);
  return null;
}
