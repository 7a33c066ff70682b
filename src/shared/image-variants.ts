/**
 * Image copies as pages use them: the formats, widths and addresses. Free of
 * zod, so the public page's script can use it without the schema library
 * (the schemas are in responsive-image.ts).
 */

/** The modern formats every raster image is also served in, best first (a `<picture>` tries them in order). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** The widths copies are made at; never wider than the original, which adds its own width when narrower than the last. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const LARGEST_VARIANT = 1600;

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  url: string;
}

/** An uploaded raster image as a page shows it: its size and its copies (empty until made). */
export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Where a variant is served: beside its original, `/api/media/image/<name>/<width>.<format>`. */
export function variantUrl(originalUrl: string, width: number, format: VariantFormat): string {
  return `${originalUrl}/${width}.${format}`;
}

/** The widths a `w,h` original gets copies at: the steps below its width, and its own width up to the last step. */
export function plannedWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((step) => step < width);
  if (width <= LARGEST_VARIANT) widths.push(width);
  return widths;
}

/** The image's variants listed as `srcset` wants them (`url 480w, url 960w`), one format. */
export function srcsetOf(image: ResponsiveImage, format: VariantFormat): string {
  return image.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The variants of a stored image from the widths the media row records (`480,960`). */
export function variantsOf(
  url: string,
  width: number,
  height: number,
  widths: readonly number[],
): ImageVariant[] {
  return VARIANT_FORMATS.flatMap((format) =>
    widths.map((variantWidth) => ({
      format,
      width: variantWidth,
      height: Math.max(1, Math.round((height * variantWidth) / width)),
      url: variantUrl(url, variantWidth, format),
    })),
  );
}

/** The widths a media row records: `480,960,1600` (empty or missing: none). */
export function parseVariantWidths(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0);
}
