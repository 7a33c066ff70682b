import { useState } from 'react';
import { VARIANT_WIDTHS, variantUrl } from '../../../shared/image-variants';

/** A raster image uploaded to this site: `/api/media/image/<name>.<ext>`, with or without this host. */
const OWN_RASTER_IMAGE = /^\/api\/media\/image\/[^/?#]+\.(?:jpe?g|png|webp|avif|gif)$/i;

/**
 * The smallest copy of one of the site's own raster images, or undefined for
 * an SVG, another site's image, or anything else that has no copies.
 */
export function smallestCopyOf(src: string): string | undefined {
  let path = src;
  if (/^https?:\/\//i.test(src)) {
    const url = new URL(src);
    if (typeof window === 'undefined' || url.origin !== window.location.origin) return undefined;
    path = url.pathname;
  }
  return OWN_RASTER_IMAGE.test(path) ? variantUrl(path, VARIANT_WIDTHS[0], 'webp') : undefined;
}

interface CoverThumbProps {
  src: string;
  alt: string;
}

/**
 * A table row's cover at thumbnail size. The original stays the `src` (what
 * the owner entered, and the fallback of any browser); the smallest WebP copy
 * is offered through `srcset` (the cell is 64 CSS px wide), so a browser fetches some kilobytes instead of
 * a phone photo of megabytes for each row. An image narrower than that copy,
 * or one whose copies are not made yet, has no such file: the browser then
 * reports an error, and the thumbnail drops the copy and shows the original.
 */
export function CoverThumb({ src, alt }: CoverThumbProps) {
  const [copyMissing, setCopyMissing] = useState(false);
  const copy = copyMissing ? undefined : smallestCopyOf(src);
  return (
    <img
      className="content-thumb"
      src={src}
      srcSet={copy ? `${copy} ${VARIANT_WIDTHS[0]}w` : undefined}
      sizes={copy ? '64px' : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={copy ? () => setCopyMissing(true) : undefined}
    />
  );
}
