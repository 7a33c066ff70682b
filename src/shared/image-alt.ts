/**
 * Every image the site shows needs a text alternative: a screen reader
 * announces an image without one as a bare file name, or not at all. The
 * server refuses such text with this message; the admin's preview warns
 * with the same words before saving.
 */
export function missingAltMessage(count: number): string {
  const what = count === 1 ? 'An image has' : `${count} images have`;
  return `${what} no alt text: describe each image, as in ![A photo of me](/api/media/image/me.jpg) or <img src="…" alt="A photo of me">`;
}
