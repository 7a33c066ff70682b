/** Spec §9: icons stay in the browser's cache for 30 days. */
export const ICON_CACHE_SECONDS = 2_592_000;

export interface ExternalIconProps {
  /** URL of an SVG file (a tool's or an expertise's icon). */
  src: string;
  /** Accessible name; omit when the text beside the icon already says it. */
  label?: string;
  size?: number;
  className?: string;
}

/**
 * An SVG icon fetched from its URL and inlined, so it takes the text colour.
 * Placeholder markup; the loader behaviour lands with the projects section.
 */
export function ExternalIcon({ src, label, size = 24, className }: ExternalIconProps) {
  return (
    <svg
      data-src={src}
      data-cache={ICON_CACHE_SECONDS}
      data-loading="lazy"
      width={size}
      height={size}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
