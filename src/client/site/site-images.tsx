import { createContext, useContext } from 'react';
import { type ResponsiveImage, srcsetOf } from '../../shared/image-variants';

/**
 * The uploaded raster images the page shows, by the address the content
 * names (a cover's `/api/media/image/<name>`): their size and smaller
 * copies. The server embeds them with the page; an address not in here
 * (an SVG, another site's image, an image whose copies are still being
 * made) is shown as it is.
 */
export type SiteImages = Record<string, ResponsiveImage>;

const SiteImagesContext = createContext<SiteImages>({});

export const SiteImagesProvider = SiteImagesContext.Provider;

export function useSiteImage(src: string): ResponsiveImage | undefined {
  const images = useContext(SiteImagesContext);
  return Object.hasOwn(images, src) ? images[src] : undefined;
}

export interface SiteImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The box the image is drawn in when its own size is unknown (CSS gives the final shape). */
  width: number;
  height: number;
  /** How wide the image is drawn, as `sizes` says it: the browser picks the copy from it. */
  sizes: string;
  /**
   * The page's first image: fetched at once and first (the server preloads it
   * too); every other image waits until it is about to scroll into view.
   */
  priority?: boolean;
}

/**
 * An image of the content: a `<picture>` offering the AVIF and then the WebP
 * copies at every width, so a phone downloads a copy its screen needs
 * rather than the original, with the original's `width` and `height` so the
 * page does not move when it arrives.
 */
export function SiteImage({ src, alt, className, width, height, sizes, priority }: SiteImageProps) {
  const image = useSiteImage(src);
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!image || image.variants.length === 0) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(image, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}

/** How wide covers are drawn (the grids in projects-section.css and experience-section.css). */
export const COVER_SIZES = {
  project:
    '(min-width: 1152px) 356px, (min-width: 720px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
  experience:
    '(min-width: 1152px) 544px, (min-width: 900px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
  dialog: '(min-width: 820px) 736px, calc(100vw - 2rem)',
} as const;
