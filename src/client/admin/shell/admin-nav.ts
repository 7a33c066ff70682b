import type { ComponentType } from 'react';
import type { AdminPage } from '../../../shared/admin-pages';
import {
  ActivityIcon,
  AdminsIcon,
  CategoryIcon,
  CertificatesIcon,
  DashboardIcon,
  EducationIcon,
  ExperiencesIcon,
  ExpertiseIcon,
  type IconProps,
  MediaIcon,
  MessageIcon,
  ProjectsIcon,
  SecurityIcon,
  SkillsetsIcon,
  SkillsIcon,
  ToolsIcon,
  VariablesIcon,
} from '../../ui/icons';

export interface AdminNavItem {
  page: Exclude<AdminPage, 'login'>;
  label: string;
  icon: ComponentType<IconProps>;
}

/**
 * The sidebar, in order. Each new entity page adds its line here. The
 * account pages (Security, Activity) come after the content pages.
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { page: 'dashboard', label: 'Dashboard', icon: DashboardIcon },
  { page: 'variables', label: 'Variables', icon: VariablesIcon },
  { page: 'tools', label: 'Tools', icon: ToolsIcon },
  { page: 'categories', label: 'Categories', icon: CategoryIcon },
  { page: 'projects', label: 'Projects', icon: ProjectsIcon },
  { page: 'expertise', label: 'Expertise', icon: ExpertiseIcon },
  { page: 'experiences', label: 'Experiences', icon: ExperiencesIcon },
  { page: 'certificates', label: 'Certificates', icon: CertificatesIcon },
  { page: 'education', label: 'Education', icon: EducationIcon },
  { page: 'skills', label: 'Skills', icon: SkillsIcon },
  { page: 'skillsets', label: 'Skillsets', icon: SkillsetsIcon },
  { page: 'messages', label: 'Messages', icon: MessageIcon },
  { page: 'admins', label: 'Admins', icon: AdminsIcon },
  { page: 'media', label: 'Media', icon: MediaIcon },
  { page: 'security', label: 'Security', icon: SecurityIcon },
  { page: 'activity', label: 'Activity', icon: ActivityIcon },
];

export const adminPath = (page: AdminPage) => `/admin/${page}` as const;
