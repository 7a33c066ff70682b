import { contentModules } from '../modules/content-registry';

/** The admin pages that manage something other than a content module. */
const OTHER_ADMIN_PAGES = [
  'login',
  'dashboard',
  'variables',
  'admins',
  'media',
  'security',
  'activity',
  'import',
] as const;

/**
 * The admin pages that exist, under /admin: the server answers 404 for any
 * other /admin path. The admin app's router serves the same pages.
 */
export const serverAdminPages: readonly string[] = [
  ...OTHER_ADMIN_PAGES,
  ...contentModules.map((module) => module.adminPage),
];
