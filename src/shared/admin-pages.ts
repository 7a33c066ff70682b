/**
 * The admin pages that exist, under /admin. The server answers 404 for any
 * other /admin path; the admin app's router must list the same pages.
 */
export const adminPages = [
  'login',
  'dashboard',
  'variables',
  'tools',
  'categories',
  'projects',
  'expertise',
  'experiences',
  'certificates',
  'education',
  'skills',
  'skillsets',
  'messages',
  'admins',
  'media',
  'security',
  'activity',
] as const;

export type AdminPage = (typeof adminPages)[number];
