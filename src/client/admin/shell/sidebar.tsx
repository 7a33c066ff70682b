import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router-dom';
import type { Identity } from '../../../shared/auth';
import { errorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { cx } from '../../ui/class-names';
import { ExternalLinkIcon, LogoutIcon } from '../../ui/icons';
import { ThemeToggle } from '../../ui/theme-toggle';
import { useToast } from '../../ui/toast';
import { adminNavItems, adminPath } from './admin-nav';
import { signOut } from './session';

export function Sidebar({ identity }: { identity: Identity }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      signOut(queryClient, { onPurpose: true });
      // Replace the route with /admin, which leads on to the login page.
      navigate('/admin', { replace: true });
    },
    onError: (error) => {
      const notice = errorNotice(error, 'Session');
      if (notice) toast.error(notice);
    },
  });

  return (
    <aside className="admin-sidebar">
      <div className="admin-brand" aria-hidden="true">
        <span className="admin-brand-mark">P</span>
        <span className="admin-brand-name">Portfolio</span>
      </div>
      {/* At the top, seen without scrolling; a new tab, so a form being edited here is never left behind. */}
      <a
        className="admin-nav-link admin-view-site"
        href="/"
        target="_blank"
        rel="noopener"
        title="View site (opens in a new tab)"
      >
        <ExternalLinkIcon />
        <span className="admin-nav-label">
          View site <span className="visually-hidden">(opens in a new tab)</span>
        </span>
      </a>
      <nav aria-label="Admin" className="admin-nav">
        <ul>
          {adminNavItems.map(({ page, label, icon: Icon }) => (
            <li key={page}>
              <NavLink
                to={adminPath(page)}
                title={label}
                className={({ isActive }) =>
                  cx('admin-nav-link', isActive && 'admin-nav-link--active')
                }
              >
                <Icon />
                <span className="admin-nav-label">{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-sidebar-footer">
        <p className="admin-user" title={identity.username}>
          <span className="admin-nav-label">Signed in as </span>
          <strong className="admin-nav-label">{identity.username}</strong>
        </p>
        <ThemeToggle
          className="admin-nav-link admin-theme-toggle"
          showLabel
          labelClassName="admin-nav-label"
        />
        <button
          type="button"
          className="admin-nav-link admin-logout"
          title="Logout"
          aria-disabled={logout.isPending || undefined}
          onClick={() => {
            if (!logout.isPending) logout.mutate();
          }}
        >
          <LogoutIcon />
          <span className="admin-nav-label">Logout</span>
        </button>
      </div>
    </aside>
  );
}
