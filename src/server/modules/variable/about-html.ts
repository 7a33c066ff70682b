/**
 * The `about` variable is HTML written by the owner and shown on the public
 * page, so it leaves the server sanitized: no scripts, event handlers,
 * `javascript:` links, SVG or forms; ordinary formatting, links and images stay.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
};

/**
 * Inline styles stay (colours, alignment), except those carrying script in
 * the ways old engines ran it: `expression()`, `javascript:`/`vbscript:`
 * URLs, `behavior` and `-moz-binding`. No current browser runs them, but the
 * page has no use for them either, and DOMPurify keeps style values as given.
 */
const SCRIPTED_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;

// jsdom takes about a second to load: only pay for it once `about` is first served.
let purifier: Promise<(html: string) => string> | undefined;
let last: { html: string; clean: string } | undefined;

export async function sanitizeAboutHtml(html: string): Promise<string> {
  if (last?.html === html) return last.clean;
  purifier ??= import('isomorphic-dompurify').then(({ default: DOMPurify }) => {
    // This server's instance sanitizes nothing else, so the hook is the about HTML's alone.
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'style' && SCRIPTED_STYLE.test(data.attrValue)) data.keepAttr = false;
    });
    return (dirty: string) => DOMPurify.sanitize(dirty, SANITIZE_OPTIONS);
  });
  const clean = (await purifier)(html);
  last = { html, clean };
  return clean;
}
