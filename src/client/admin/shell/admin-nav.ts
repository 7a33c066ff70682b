import type { ComponentType } from 'react';
import type { AdminPage } from '../../../shared/admin-pages';
import { CategoryIcon, DashboardIcon, type IconProps } from '../../ui/icons';

export interface AdminNavItem {
  page: Exclude<AdminPage, 'login'>;
  label: string;
  icon: ComponentType<IconProps>;
}

/** The sidebar, in order. Each new entity page adds its line here. */
export const adminNavItems: readonly AdminNavItem[] = [
  { page: 'dashboard', label: 'Dashboard', icon: DashboardIcon },
  { page: 'categories', label: 'Categories', icon: CategoryIcon },
];

export const adminPath = (page: AdminPage) => `/admin/${page}` as const;
