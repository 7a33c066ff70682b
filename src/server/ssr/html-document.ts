import { escapeHtml } from '../modules/site/html-escape';
import type { EntryAssets } from './client-assets';
import { THEME_SCRIPT } from './theme-script';

/** The browser's toolbar colour on phones: the site's primary colour, as in the favicon. */
export const THEME_COLOR = '#4338ca';

interface DocumentParts {
  title: string;
  /** Ready, escaped markup for the end of <head>: description, canonical, previews. */
  head?: string;
  /** Pages that must stay out of search results (404, admin). */
  noindex?: boolean;
  body: string;
  assets: EntryAssets | null;
  /** Extra markup at the end of <body>, such as the embedded state. */
  tail?: string;
}

export function htmlDocument({
  title,
  head = '',
  noindex = false,
  body,
  assets,
  tail = '',
}: DocumentParts): string {
  const headLines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Before the styles and anything painted: the page starts in its theme.
    `<script>${THEME_SCRIPT}</script>`,
    `<title>${escapeHtml(title)}</title>`,
    // Styles first: the browser can fetch them while it reads the long preview tags.
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(assets?.preloads ?? []).map((href) => `<link rel="modulepreload" href="${href}">`),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    noindex ? '<meta name="robots" content="noindex">' : '',
    head,
  ].filter(Boolean);
  const script = assets ? `<script type="module" src="${assets.script}"></script>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    ${headLines.join('\n    ')}
  </head>
  <body>
    <div id="root">${body}</div>
    ${tail}
    ${script}
  </body>
</html>`;
}
