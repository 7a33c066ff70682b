import { DARK_SCHEME_QUERY, isTheme, type Theme, THEME_STORAGE_KEY } from '../../shared/theme';

/*
 * The page's theme lives on <html data-theme>, set before the first paint by
 * the inline script the server puts in <head>. This module changes it: the
 * visitor's choice (kept in localStorage) wins; without one, the system's
 * colour scheme decides, and a change of the system's scheme is followed at
 * once (decision 0064).
 */

const listeners = new Set<() => void>();

function storedChoice(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    // Storage refused (a privacy mode): the system decides.
    return null;
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches
    ? 'dark'
    : 'light';
}

function apply(theme: Theme) {
  if (document.documentElement.getAttribute('data-theme') === theme) return;
  document.documentElement.setAttribute('data-theme', theme);
  for (const listener of listeners) listener();
}

/** The theme the page shows now. */
export function currentTheme(): Theme {
  const shown = document.documentElement.getAttribute('data-theme');
  return isTheme(shown) ? shown : (storedChoice() ?? systemTheme());
}

/**
 * Shows `theme` and remembers it. Choosing what the system has forgets the
 * choice instead, so the page follows the system again from then on: a
 * two-state toggle is enough to get back to "system".
 */
export function chooseTheme(theme: Theme) {
  try {
    if (theme === systemTheme()) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still shown for this page.
  }
  apply(theme);
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the page's theme in step with the system (when no choice is stored)
 * and with a choice made in another tab. Called once by each app's entry.
 */
export function followThemeChanges() {
  const sync = () => apply(storedChoice() ?? systemTheme());
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_SCHEME_QUERY).addEventListener('change', sync);
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
  });
  // A page without the inline script (tests, a stale cached shell) still gets a theme.
  if (!isTheme(document.documentElement.getAttribute('data-theme'))) sync();
}
