import type { EntryAssets } from './client-assets';

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface DocumentParts {
  title: string;
  description?: string;
  body: string;
  assets: EntryAssets | null;
  /** Extra markup at the end of <body>, such as the embedded state. */
  tail?: string;
}

export function htmlDocument({
  title,
  description,
  body,
  assets,
  tail = '',
}: DocumentParts): string {
  const links = assets
    ? [
        ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
        ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
      ].join('\n    ')
    : '';
  const script = assets ? `<script type="module" src="${assets.script}"></script>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}
    ${links}
  </head>
  <body>
    <div id="root">${body}</div>
    ${tail}
    ${script}
  </body>
</html>`;
}
