import type { ComponentType } from 'react';
import {
  ActivityIcon,
  DashboardIcon,
  type IconProps,
  ImportIcon,
  SecurityIcon,
} from '../../ui/icons';
import { type ContentPageSlug, contentPages } from '../content-pages';

/** Every page under /admin: the account pages around the content pages of the registry. */
export type AdminPage =
  'login' | 'dashboard' | ContentPageSlug | 'import' | 'security' | 'activity';

export interface AdminNavItem {
  page: Exclude<AdminPage, 'login'>;
  label: string;
  icon: ComponentType<IconProps>;
}

/**
 * The sidebar, in order: the dashboard, the content pages as the registry
 * lists them, the JSON Resume import, then the account pages (Security, Activity).
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { page: 'dashboard', label: 'Dashboard', icon: DashboardIcon },
  ...contentPages.map(({ slug, label, icon }) => ({ page: slug, label, icon })),
  { page: 'import', label: 'Import', icon: ImportIcon },
  { page: 'security', label: 'Security', icon: SecurityIcon },
  { page: 'activity', label: 'Activity', icon: ActivityIcon },
];

/** The pages the admin app routes; the server's list of /admin pages must be the same. */
export const adminPageSlugs: readonly AdminPage[] = [
  'login',
  ...adminNavItems.map((item) => item.page),
];

export const adminPath = (page: AdminPage) => `/admin/${page}` as const;
