import DOMPurify, { type Config } from 'dompurify';

/**
 * Icons are SVG files fetched from any URL an admin gave (often another
 * site, or a file uploaded as media) and inlined into the page by
 * `external-svg-loader`, so whatever they hold runs as part of this page.
 * The library only drops `<script>` elements and `on…` attributes; an SVG
 * with `<foreignObject><iframe srcdoc="<script src=…>">` still ran script in
 * the site's origin. Every icon is therefore cleaned with DOMPurify, SVG
 * profile, before it reaches the page.
 *
 * The library has no hook between fetching and inserting, and it reads
 * bodies from three places (the network, its memory, and a 30-day cache in
 * the browser that may hold bodies from before this check). What it always
 * does is write the icon with `innerHTML` on the `svg[data-src]` element
 * and copy the root's attributes onto it with `setAttribute`; both are
 * guarded on such elements, so nothing reaches the page unchecked whatever
 * the body came from.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Its own instance: the hooks and settings below must not change the markdown renderer's. */
const purifier = DOMPurify(window);

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Said outright, though the SVG profile already leaves them out: these
  // are how markup runs script or loads a page inside an icon.
  FORBID_TAGS: ['foreignObject', 'iframe', 'frame', 'script', 'embed', 'object', 'handler'],
  FORBID_ATTR: ['srcdoc'],
  // `data-src` inside an icon would make the library fetch and inline
  // another file; no icon needs data attributes.
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

/** Event handlers, whatever their name: the library's own list misses `oniconload`, for one. */
const EVENT_HANDLER = /^on/i;

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (EVENT_HANDLER.test(data.attrName)) data.keepAttr = false;
});

/**
 * The icon's content (what goes inside the page's `<svg>`) as cleaned
 * nodes. Parsed inside an `<svg>` so its elements are read as SVG, and the
 * nodes DOMPurify checked are the ones inserted: nothing is serialized and
 * parsed again, which is where mutation tricks hide.
 */
export function sanitizeIconContent(markup: string): Node[] {
  const fragment = purifier.sanitize(`<svg xmlns="${SVG_NAMESPACE}">${markup}</svg>`, CONFIG);
  const wrapper = fragment.firstChild;
  return wrapper ? Array.from(wrapper.childNodes) : [];
}

/**
 * The library's switches that the page never sets, read from the element:
 * a fetched root must not turn them on. (Those the page does set, such as
 * `data-cache`, are never overwritten by the library.)
 */
const LOADER_OPTIONS = new Set(['data-js', 'data-unique-ids', 'data-css-scoping']);

/** A `javascript:` URL, however spelled: the browser skips blanks and control characters in it. */
function isScriptUrl(value: string): boolean {
  return /^(?:java|vb)script:/i.test(value.replace(/[\s\p{Cc}]/gu, ''));
}

/**
 * Whether an attribute of a fetched icon's root may be copied onto the
 * page's `<svg>`: no event handler, none of the library's own switches
 * (`data-js="enabled"` would make it run the icon's scripts next time), no
 * script URL. Everything the page itself sets (size, class, ARIA) passes.
 */
export function mayCopyIconAttribute(name: string, value: unknown): boolean {
  const lower = name.toLowerCase();
  if (EVENT_HANDLER.test(lower) || LOADER_OPTIONS.has(lower)) return false;
  return !isScriptUrl(String(value));
}

/** The elements the library works on. */
function isLoaderIcon(element: Element): boolean {
  return element.hasAttribute('data-src');
}

let guarded = false;

/**
 * Puts the checks in place on every `<svg>` of the page, for those with
 * `data-src` only; other svg elements (React's own) are untouched. Done once,
 * before the library first runs (see guarded-svg-loader.ts).
 */
export function guardInlinedIcons(): void {
  if (guarded) return;
  guarded = true;
  const prototype = SVGSVGElement.prototype;
  let owner: object | null = prototype;
  let innerHtml: PropertyDescriptor | undefined;
  while (owner && !innerHtml) {
    innerHtml = Object.getOwnPropertyDescriptor(owner, 'innerHTML');
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  const { get: readInner, set: writeInner } = innerHtml ?? {};
  if (!readInner || !writeInner) throw new Error('innerHTML is not an accessor here');

  Object.defineProperty(prototype, 'innerHTML', {
    configurable: true,
    enumerable: true,
    get(this: SVGSVGElement) {
      return readInner.call(this) as string;
    },
    set(this: SVGSVGElement, markup: string) {
      if (!isLoaderIcon(this)) {
        writeInner.call(this, markup);
        return;
      }
      this.replaceChildren(...sanitizeIconContent(String(markup)));
    },
  });

  const setAttribute = prototype.setAttribute;
  prototype.setAttribute = function (this: SVGSVGElement, name: string, value: string) {
    if (isLoaderIcon(this) && !mayCopyIconAttribute(name, value)) return;
    setAttribute.call(this, name, value);
  };
}
