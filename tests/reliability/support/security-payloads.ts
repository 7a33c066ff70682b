import { JSDOM } from 'jsdom';
import { THEME_SCRIPT } from '../../../src/server/ssr/theme-script';

/**
 * Well-known XSS payloads (OWASP's filter-evasion cheat sheet, PortSwigger's
 * XSS cheat sheet, DOMPurify's known mutation cases). Each one, if it ever
 * ran, would call `window.__xss.push(1)`: the browser test sets that trap
 * before any page script and insists it stays empty. All fit a 100-character
 * name field, so none is refused for its length alone.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss.push(1)</script>',
  '<img src=x onerror=window.__xss.push(1)>',
  '<svg onload=window.__xss.push(1)>',
  'javascript:window.__xss.push(1)',
  '"><script>window.__xss.push(1)</script>',
  '</script><script>window.__xss.push(1)</script>',
  "'><img src=x onerror=window.__xss.push(1)>",
  '${window.__xss.push(1)}{{constructor.constructor("window.__xss.push(1)")()}}',
  '" autofocus onfocus="window.__xss.push(1)" x="',
  '<iframe srcdoc="<script>parent.__xss.push(1)</script>"></iframe>',
  '<a href="jav&#x09;ascript:window.__xss.push(1)">tab-split link</a>',
  '<div style="width:expression(window.__xss.push(1));background:url(javascript:x)">css</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MucHVzaCgxKTwvc2NyaXB0Pg==">data</a>',
  '[markdown link](javascript:window.__xss.push(1))',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss.push(1)>',
  '<details open ontoggle=window.__xss.push(1)>',
  '<!--<img src="--><img src=x onerror=window.__xss.push(1)//">',
  '<object data="javascript:window.__xss.push(1)"></object>',
  '<form><button formaction=javascript:window.__xss.push(1)>go</button></form>',
  '</script>\u2028\u2029<!--<script>window.__xss.push(1)</script>-->',
];

/**
 * An SVG file that tries every way an SVG can run script: as an uploaded
 * media file opened on its own, or inlined as a tool or expertise icon.
 * Besides the trap it leaves marks a test can see from outside: a changed
 * title, a browser dialog, a request to /api/xss-probe.
 */
export const HOSTILE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.__xss&&window.__xss.push(1)">',
  '<script>window.__xss&&window.__xss.push(1);document.title="svg-script-ran";',
  'fetch("/api/xss-probe");alert("svg")</script>',
  '<circle cx="12" cy="12" r="9" fill="currentColor"/>',
  '<image href="x" onerror="window.__xss&&window.__xss.push(1)"/>',
  '<a href="javascript:window.__xss.push(1)"><rect width="4" height="4"/></a>',
  '</svg>',
].join('');

/** A URL field takes only http(s) or site paths: the payload as the tail of such a URL. */
export function urlShaped(payload: string): string {
  return `https://evil.example/${payload.replace(/\s+/g, '')}`.slice(0, 100);
}

/** A message's email must look like one: the payload without spaces or @ as its local part. */
export function emailShaped(payload: string): string {
  const local = payload.replace(/[\s@]+/g, '').slice(0, 80);
  return `${local}@evil.example`;
}

/** Schemes that run or render script when a link or frame is followed. */
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html|data:image\/svg|data:application)/;
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
];
/** Elements that can run or host script or navigate a frame; none belongs on these pages. */
const FORBIDDEN_ELEMENTS = ['iframe', 'frame', 'object', 'embed', 'base', 'applet', 'portal'];

/**
 * The label of a finding that only engines of the past would run: CSS
 * `expression()` (Internet Explorer 7 and older) or a `javascript:` URL in
 * CSS. Chromium, Firefox and Safari never run either; the suite counts them
 * apart from markup that is executable today.
 */
export const LEGACY_CSS = 'legacy script in a style attribute';

/**
 * A style value with `expression(...)` or a script URL. URLs are looked at
 * as tokens: the page's own `url("data:image/svg+xml,...")` backgrounds
 * may contain any text (the owner's name, say) and are images, never run.
 */
function scriptedStyle(value: string): boolean {
  const urls = [...value.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\)/gi)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').trim(),
  );
  const outsideUrls = value.replace(/url\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\)/gi, 'url()');
  return (
    /expression\s*\(/i.test(outsideUrls) ||
    urls.some((url) => /^(javascript|vbscript):/.test(normalisedUrl(url)))
  );
}

export interface ScriptRule {
  /** The app's own script bundles: `src` under this path. */
  assetPrefix: string;
}

/** A URL as a browser reads it: control characters and whitespace inside a scheme are dropped. */
function normalisedUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '').toLowerCase();
}

/**
 * Everything in an HTML document (or fragment) that could run script:
 * script elements other than the app's bundles, its theme script and its inert JSON blocks,
 * inline event handlers, script URLs in links and sources, frames, objects,
 * `srcdoc`, CSS expressions, refresh redirects. Each finding is a line of
 * text naming the element; an empty list means the markup is inert.
 */
export function executableMarkup(html: string, { assetPrefix }: ScriptRule): string[] {
  const { document } = new JSDOM(html).window;
  const found: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);

  for (const script of document.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
    const src = script.getAttribute('src');
    if (type === 'application/json' || type === 'application/ld+json') {
      // A data block is inert as long as it stays one: nothing closes it early
      // (no raw '<' at all), and it still parses as the JSON it was.
      const text = script.textContent ?? '';
      if (text.includes('<')) found.push(`raw '<' inside a JSON block: ${describe(script)}`);
      try {
        JSON.parse(text);
      } catch {
        found.push(`JSON block that no longer parses: ${describe(script)}`);
      }
      continue;
    }
    if (type === 'module' && src?.startsWith(assetPrefix) && !(script.textContent ?? '').trim()) {
      continue;
    }
    // The theme script in <head>, the one inline script the CSP allows (by
    // the hash of exactly this text): anything else inline is a finding.
    if (!type && !src && script.textContent === THEME_SCRIPT) continue;
    found.push(`script element: ${describe(script)}`);
  }

  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}> element: ${describe(element)}`);
    if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')) {
      found.push(`refresh redirect: ${describe(element)}`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) found.push(`event handler ${name}: ${describe(element)}`);
      if (attribute === 'srcdoc') found.push(`srcdoc: ${describe(element)}`);
      if (URL_ATTRIBUTES.includes(attribute) && SCRIPT_URL.test(normalisedUrl(value))) {
        found.push(`script URL in ${name}: ${describe(element)}`);
      }
      if (attribute === 'style' && scriptedStyle(value)) {
        found.push(`${LEGACY_CSS}: ${describe(element)}`);
      }
    }
  }
  return found;
}
