import type { PublicImage } from '../media/public-image';
import { loadSharp, maxImagePixels } from '../media/image-variants';
import { escapeHtml } from './html-escape';

/** The size the large social platforms draw a link preview at (1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_TYPE = 'image/png';

/** Where the preview is served; the page's head points link previews here. */
export const PREVIEW_IMAGE_PATH = '/preview-image.png';

/** A transparent cover (an SVG drawing) lands on white, as it shows on the light page. */
const BACKGROUND = '#ffffff';

/** An SVG is drawn at 72 dpi by default: a small one is drawn denser so it is sharp at full size. */
function svgDensity(width: number | undefined): number {
  if (!width) return 72;
  return Math.min(600, Math.max(72, Math.ceil((72 * PREVIEW_WIDTH) / width)));
}

/** The cover (or configured image) filling 1200×630, cut to fit around its centre. */
async function fromImage({ bytes, contentType }: PublicImage): Promise<Buffer> {
  const sharp = await loadSharp();
  const isSvg = contentType.split(';')[0]?.trim().toLowerCase() === 'image/svg+xml';
  const density = isSvg
    ? svgDensity((await sharp(bytes, { limitInputPixels: maxImagePixels() }).metadata()).width)
    : undefined;
  return sharp(bytes, { limitInputPixels: maxImagePixels(), ...(density ? { density } : {}) })
    .rotate()
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: BACKGROUND })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface PreviewCardText {
  name: string;
  title: string;
}

/** Long names are cut so the line stays on the card. */
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * A card with the owner's name and title, for a preview whose image the
 * server cannot draw itself (an address on another site, a file gone).
 */
function cardSvg({ name, title }: PreviewCardText): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="#0f172a"/>
  <rect x="80" y="250" width="120" height="8" rx="4" fill="#38bdf8"/>
  <text x="80" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="bold" fill="#f8fafc">${escapeHtml(clip(name, 28))}</text>
  <text x="80" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#cbd5e1">${escapeHtml(clip(title, 48))}</text>
</svg>`;
}

async function card(text: PreviewCardText): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(cardSvg(text)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The link preview as a 1200×630 PNG: the large social platforms show
 * neither SVG nor an image they must fetch from elsewhere. Drawn from the
 * site's own image when there is one that decodes, else a card naming the
 * owner.
 */
export async function drawPreviewImage(
  image: PublicImage | null,
  text: PreviewCardText,
  onUnreadable: (error: unknown) => void,
): Promise<Buffer> {
  if (image) {
    try {
      return await fromImage(image);
    } catch (error) {
      onUnreadable(error);
    }
  }
  return card(text);
}
