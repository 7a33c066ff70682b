/** The two colour themes of the site and the admin. */
export type Theme = 'light' | 'dark';

/**
 * Where a visitor's own choice is kept (localStorage, per browser). No entry
 * means "follow the system": choosing the theme the system already has
 * removes the entry again (decision 0064).
 */
export const THEME_STORAGE_KEY = 'theme';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}
