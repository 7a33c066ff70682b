/**
 * `external-svg-loader` (fetch from data-src, 30-day cache,
 * 1200 px lazy margin, non-OK and non-SVG answers rejected) started once, in
 * the browser, after hydration. The library rewrites every `svg[data-src]` it
 * finds the moment it runs; doing that before React has hydrated those
 * elements would make the markup differ from the server's. So it is only ever
 * imported from an effect (`ExternalIcon`), never at module level.
 */

let loading: Promise<void> | null = null;

/** Starts the library once; later calls share the same promise. */
export function loadSvgLoader(): Promise<void> {
  if (!loading) {
    loading = importLibrary().catch((error: unknown) => {
      // A failed chunk download (offline) must not stop a later icon from trying again.
      loading = null;
      throw error;
    });
  }
  return loading;
}

async function importLibrary(): Promise<void> {
  const removeStandIn = provideIntersectionObserver();
  try {
    // The library together with the cleaning of what it inlines (icon-sanitizer.ts).
    await import('./guarded-svg-loader');
  } finally {
    // The library keeps the observer it built while loading; nothing else should see the stand-in.
    removeStandIn();
  }
  // The library starts its scan on DOMContentLoaded unless the page is still
  // 'interactive'. Imported after hydration the page is usually 'complete', the
  // event is long gone, and it would poll every 100 ms forever without ever
  // watching for icons added later (the project dialog). Replay the event for it.
  if (document.readyState === 'complete') window.dispatchEvent(new Event('DOMContentLoaded'));
}

/**
 * Empties the library's icon cache (IndexedDB, or localStorage where that is
 * missing) through its own API. Only for a cached body that turned out not to
 * be an icon; everything else stays cached for its 30 days.
 */
export function forgetCachedIcons(): void {
  const { SVGLoader } = globalThis as { SVGLoader?: { destroyCache?: () => Promise<void> } };
  SVGLoader?.destroyCache?.().catch(() => {});
}

/**
 * With `data-loading="lazy"` the library calls `observe` on an
 * IntersectionObserver it only creates when the browser has one, so without
 * one it would throw on every scan. This stand-in reports each icon as visible
 * at once: such a browser loads icons eagerly instead of never.
 */
function provideIntersectionObserver(): () => void {
  if ('IntersectionObserver' in globalThis) return () => {};
  const scope = globalThis as { IntersectionObserver?: unknown };
  scope.IntersectionObserver = class EveryElementVisible {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      this.report([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  };
  return () => {
    delete scope.IntersectionObserver;
  };
}
