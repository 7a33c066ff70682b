import { missingAltMessage } from '../../../shared/image-alt';
import { renderMarkdown } from '../../ui/markdown';

/** The preview's HTML, with its images that have no text alternative marked and counted. */
export interface CheckedPreview {
  html: string;
  imagesWithoutAlt: number;
}

/**
 * The admin forms refuse text that shows an image without alt text, and the
 * editor counts them to warn before Save is pressed. In the preview each one
 * is outlined (the owner sees which) and given an empty alt meanwhile, so the
 * admin page itself never presents an unnamed image to a screen reader.
 */
export function checkImageAlts(html: string): CheckedPreview {
  if (!html.includes('<img')) return { html, imagesWithoutAlt: 0 };
  const template = document.createElement('template');
  // Inert: a template's content loads no images and runs nothing.
  template.innerHTML = html;
  let imagesWithoutAlt = 0;
  for (const image of template.content.querySelectorAll('img')) {
    if ((image.getAttribute('alt') ?? '').trim()) continue;
    imagesWithoutAlt += 1;
    image.setAttribute('alt', '');
    image.classList.add('markdown-field-missing-alt');
  }
  return { html: template.innerHTML, imagesWithoutAlt };
}

/**
 * The field error for markdown that would show an image without alt text, or
 * null. Counted on the sanitized rendering, so image syntax inside code, or an
 * image the sanitizer drops, is no reason to refuse.
 */
export function imagesWithoutAltProblem(markdown: string): string | null {
  if (!markdown.includes('!') && !/<img/i.test(markdown)) return null;
  const { imagesWithoutAlt } = checkImageAlts(renderMarkdown(markdown) ?? '');
  return imagesWithoutAlt > 0 ? missingAltMessage(imagesWithoutAlt) : null;
}
