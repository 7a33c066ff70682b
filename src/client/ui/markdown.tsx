import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';
import { cx } from './class-names';

/**
 * Style attributes that carry old-style script (IE `expression()`, `behavior`,
 * `-moz-binding`, script URLs) are dropped; DOMPurify keeps styles otherwise.
 * The server sanitizes the `about` HTML the same way (about-html.ts).
 */
const SCRIPT_IN_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && SCRIPT_IN_STYLE.test(data.attrValue)) data.keepAttr = false;
});

/** One parser with its own options, so no other user of `marked` can change them. */
const parser = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown as sanitized HTML: what `marked` makes of the text, with scripts,
 * event handlers, `javascript:` links and the like removed by DOMPurify. Every
 * link opens in a new tab without giving that page a handle on this one.
 *
 * `null` where DOMPurify cannot run (no DOM, e.g. rendering on the server):
 * unsanitized HTML must never be returned.
 */
export function renderMarkdown(markdown: string): string | null {
  if (!DOMPurify.isSupported || typeof document === 'undefined') return null;
  const html = parser.parse(markdown, { async: false });
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    RETURN_DOM_FRAGMENT: true,
  });
  // Set after sanitizing: these two attributes are ours, not the author's.
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  // A code block scrolls sideways when its lines are long: keyboard users
  // must be able to reach it to scroll it (WCAG 2.1.1).
  for (const block of fragment.querySelectorAll('pre')) block.setAttribute('tabindex', '0');
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

export interface MarkdownProps {
  /** Markdown source, e.g. a project's content. */
  content: string;
  className?: string;
}

/**
 * Renders markdown written by an admin. Without a DOM to sanitize in, it
 * shows the source as plain text rather than trust it as HTML.
 */
export function Markdown({ content, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(content), [content]);
  if (html === null) {
    return <div className={cx('ui-markdown', 'ui-markdown--plain', className)}>{content}</div>;
  }
  return (
    <div
      className={cx('ui-markdown', className)}
      // Sanitized by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
