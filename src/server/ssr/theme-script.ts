import { createHash } from 'node:crypto';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from '../../shared/theme';

/**
 * Runs in <head> before the first paint of every page (site, admin, not
 * found): it sets `data-theme` on <html> from the visitor's stored choice,
 * else from the system's colour scheme, so no page flashes the wrong theme
 * while its bundle loads. Storage may be refused (privacy modes): then the
 * system decides; a browser without matchMedia gets the light theme.
 */
export const THEME_SCRIPT =
  `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches?'dark':'light';` +
  `document.documentElement.setAttribute('data-theme',t)})()`;

/**
 * The CSP source that allows exactly this inline script and no other: a
 * hash of its text, so no nonce has to differ per answer (the home page is
 * kept and sent again from memory).
 */
export const THEME_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
