// Generated from the content registry by `npm run openapi` (src/server/modules/import/import-sections.ts). Do not edit.

/**
 * The sections of the JSON Resume import's report, in the order the import
 * runs them: the heading the import page gives each, the admin page its
 * rows are on, and `skipped` for a section the site has no place for.
 */
export const JSON_RESUME_IMPORT_SECTIONS = [
  { section: 'basics', title: 'Owner (variables)', page: 'variables' },
  { section: 'work', title: 'Experiences', page: 'experiences' },
  { section: 'volunteer', title: 'Volunteering', page: 'volunteering' },
  { section: 'education', title: 'Education', page: 'education' },
  { section: 'certificates', title: 'Certifications', page: 'certificates' },
  { section: 'publications', title: 'Publications', page: 'publications' },
  { section: 'awards', title: 'Awards', page: 'awards' },
  { section: 'skills', title: 'Skillsets and skills', page: 'skills' },
  { section: 'categories', title: 'Categories', page: 'categories' },
  { section: 'projects', title: 'Projects', page: 'projects' },
  { section: 'languages', title: 'Languages', page: 'languages' },
  { section: 'interests', title: 'Interests', page: 'interests' },
  { section: 'references', title: 'References', page: 'references' },
] as const;
