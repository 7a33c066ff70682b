import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cx } from '../ui/class-names';
import { forgetCachedIcons, loadSvgLoader } from './svg-loader';

/** Icons stay in the browser's cache for 30 days. */
export const ICON_CACHE_SECONDS = 2_592_000;

/**
 * The event a rejected icon reports. The library's own event is
 * `iconloaderror`; it is re-sent under this name, bubbling, from the same
 * element, with the library's error text as `detail`.
 */
export const ICON_LOAD_ERROR_EVENT = 'icon-load-error';

/** What `external-svg-loader` dispatches on an svg whose URL failed or was not an SVG. */
const LIBRARY_ERROR_EVENT = 'iconloaderror';

/*
 * The icon URLs that failed on this page. One failure stands for every icon
 * showing that URL (a tool's icon is on its card and in the dialog), and an
 * icon mounted later with a failed URL starts as the fallback: the library
 * is not asked again for something it already rejected.
 */
const failedSources = new Set<string>();
const failureListeners = new Set<() => void>();

function subscribeToFailures(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function recordFailure(src: string, detail: unknown): void {
  if (failedSources.has(src)) return;
  failedSources.add(src);
  for (const icon of document.querySelectorAll('svg[data-src]')) {
    if (icon.getAttribute('data-src') === src) {
      icon.dispatchEvent(new CustomEvent(ICON_LOAD_ERROR_EVENT, { bubbles: true, detail }));
    }
  }
  // The library rejects a failed request or a body that does not start like
  // SVG before caching it ("... returned 404", "... returned an invalid SVG
  // file"). Any other failure came from rendering a body it had already
  // cached, e.g. an HTML page starting with <!doctype>: drop it, or it would
  // be served from the cache, and fail, for 30 days.
  if (!String(detail).includes(' returned ')) forgetCachedIcons();
  for (const listener of failureListeners) listener();
}

export interface ExternalIconProps {
  /** URL of an SVG file (a tool's or an expertise's icon). */
  src: string;
  /** Accessible name; omit when the text beside the icon already says it. */
  label?: string;
  size?: number;
  className?: string;
}

/**
 * An SVG icon fetched from its URL and inlined, so an icon drawn in
 * `currentColor` takes the text colour. The server renders the empty svg with
 * its size; `external-svg-loader` fills it in after hydration. When the icon
 * cannot be loaded, a circle with the label's first letter takes its place at
 * the same size, so nothing moves.
 */
export function ExternalIcon({ src, label, size = 24, className }: ExternalIconProps) {
  const iconRef = useRef<SVGSVGElement>(null);
  // The server and hydration always render the icon; a failure can only be known in the browser.
  const failed = useSyncExternalStore(
    subscribeToFailures,
    () => failedSources.has(src),
    () => false,
  );

  useEffect(() => {
    const icon = iconRef.current;
    if (failed || !icon) return;
    const onLibraryError = (event: Event) =>
      recordFailure(src, (event as CustomEvent<unknown>).detail);
    icon.addEventListener(LIBRARY_ERROR_EVENT, onLibraryError);
    // Started here, after hydration, never during render (see svg-loader.ts).
    // If even the library cannot be downloaded, the icon keeps its empty, sized box.
    loadSvgLoader().catch(() => {});
    return () => icon.removeEventListener(LIBRARY_ERROR_EVENT, onLibraryError);
  }, [src, failed]);

  if (failed) {
    // Its own key makes React create a new element rather than strip data-src
    // from the old one, which the library would take as a new URL to fetch.
    return (
      <svg
        key="fallback"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        className={cx(className, 'external-icon-fallback')}
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" fillOpacity="0.12" />
        {label ? (
          <text
            x="12"
            y="12"
            dy="0.35em"
            textAnchor="middle"
            fill="currentColor"
            fontSize="12"
            fontWeight="600"
            fontFamily="inherit"
          >
            {initialOf(label)}
          </text>
        ) : null}
      </svg>
    );
  }

  return (
    <svg
      key="icon"
      ref={iconRef}
      data-src={src}
      data-cache={ICON_CACHE_SECONDS}
      data-loading="lazy"
      width={size}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      // Said out loud when labelled: the library copies the file's root
      // attributes the element lacks, and an icon file saying
      // aria-hidden="true" would otherwise hide the only name of its link.
      aria-hidden={label ? false : true}
    />
  );
}

/** The label's first character (a whole emoji or accented letter, not half of one), upper-cased. */
function initialOf(label: string): string {
  const [first = ''] = Array.from(label.trim());
  return first.toUpperCase();
}
