import { missingAltMessage } from '../../../shared/image-alt';
import type { FieldError } from '../../../shared/errors';
import { inspectHtml, markdownToHtml } from '../variable/about-html';

/**
 * The field error for markdown that would show an image without alt text,
 * or none. Only text that renders to an `<img>` at all goes to the sanitizer
 * (whose DOM is costly to load); the count is of the images the site would
 * keep, so one the sanitizer drops anyway is no reason to refuse.
 */
export async function imageAltError(path: string, markdown: string): Promise<FieldError | null> {
  const html = markdownToHtml(markdown);
  if (!/<img\b/i.test(html)) return null;
  const { imagesWithoutAlt } = await inspectHtml(html);
  return imagesWithoutAlt > 0 ? { path, message: missingAltMessage(imagesWithoutAlt) } : null;
}
