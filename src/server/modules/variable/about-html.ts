/**
 * The `about` variable is HTML written by the owner and shown on the public
 * page, so it leaves the server sanitized: no scripts, event handlers,
 * `javascript:` links, SVG or forms; ordinary formatting, links and images stay.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
};

// jsdom takes about a second to load: only pay for it once `about` is first served.
let purifier: Promise<(html: string) => string> | undefined;
let last: { html: string; clean: string } | undefined;

export async function sanitizeAboutHtml(html: string): Promise<string> {
  if (last?.html === html) return last.clean;
  purifier ??= import('isomorphic-dompurify').then(
    ({ default: DOMPurify }) =>
      (dirty: string) =>
        DOMPurify.sanitize(dirty, SANITIZE_OPTIONS),
  );
  const clean = (await purifier)(html);
  last = { html, clean };
  return clean;
}
