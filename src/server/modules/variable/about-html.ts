import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Marked } from 'marked';

/**
 * The `about` variable is markdown (HTML allowed) written by the owner and
 * shown on the public page, so its HTML leaves the server sanitized: no scripts, event handlers,
 * `javascript:` links, SVG or forms; ordinary formatting, links and images stay.
 */
const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
};

/**
 * Inline styles stay (colours, alignment), except those carrying script in
 * the ways old engines ran it: `expression()`, `javascript:`/`vbscript:`
 * URLs, `behavior` and `-moz-binding`. No current browser runs them, but the
 * page has no use for them either, and DOMPurify keeps style values as given.
 */
const SCRIPTED_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;

/**
 * Names what the sanitizer does: raise it whenever the options, the hook or
 * the DOMPurify/jsdom pair change in a way that could change the output, and
 * every stored copy (`sanitizedFrom`) is made again on its next read.
 */
const SANITIZER_VERSION = 'marked18-dompurify3-jsdom-alt-1';

/**
 * The about text is markdown, which keeps any HTML in it as HTML: a value
 * written as HTML before still reads the same. Rendered the way the admin's
 * preview and the project dialog render markdown (GitHub flavour, no line
 * breaks from single newlines), so what the owner previews is what is served.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

/** What a stored sanitized copy was made from: this sanitizer and exactly this source. */
export function aboutHtmlDigest(html: string): string {
  return createHash('sha256').update(SANITIZER_VERSION).update('\0').update(html).digest('hex');
}

/**
 * DOMPurify on the server runs on jsdom, which takes half a second of CPU
 * to load and about 100 MB while it does (decision 0042). It runs in a worker
 * thread: loading it never stalls the requests the main thread is answering,
 * and this instance sanitizes nothing else, so the style hook is the about
 * HTML's alone. The thread starts only when something needs sanitizing (a
 * save of the about text, a stored copy that is missing or stale) and stops
 * once it has been idle for `IDLE_MS`, giving its memory back. The script is
 * evaluated rather than a file of its own, so it runs the same from the
 * sources and from the build.
 */
const IDLE_MS = 15_000;

const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const DOMPurify = require(workerData.purifier);
const scriptedStyle = new RegExp(workerData.scriptedStyle, workerData.scriptedStyleFlags);
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && scriptedStyle.test(data.attrValue)) data.keepAttr = false;
});
// An image with no text alternative is marked decorative (an empty alt): a
// screen reader then skips it instead of reading out its file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !(node.getAttribute('alt') || '').trim()) node.setAttribute('alt', '');
});
parentPort.on('message', ({ id, html }) => {
  parentPort.postMessage({ id, clean: DOMPurify.sanitize(html, workerData.options) });
});
`;

interface Reply {
  id: number;
  clean: string;
}

class SanitizerThread {
  private worker: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly retired = new WeakSet<Worker>();
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (clean: string) => void; reject: (error: Error) => void }
  >();

  sanitize(html: string): Promise<string> {
    const worker = this.started();
    clearTimeout(this.idleTimer);
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Busy, the thread keeps the process alive until it answers.
      worker.ref();
      worker.postMessage({ id, html });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SCRIPT, {
      eval: true,
      // A small young generation: loading jsdom then peaks near 115 MB of
      // the process's memory instead of 150, no slower (decision 0042).
      resourceLimits: { maxYoungGenerationSizeMb: 2 },
      workerData: {
        purifier: createRequire(import.meta.url).resolve('isomorphic-dompurify'),
        options: SANITIZE_OPTIONS,
        scriptedStyle: SCRIPTED_STYLE.source,
        scriptedStyleFlags: SCRIPTED_STYLE.flags,
      },
    });
    worker.on('message', ({ id, clean }: Reply) => {
      this.pending.get(id)?.resolve(clean);
      this.pending.delete(id);
      if (this.pending.size === 0) {
        worker.unref();
        this.stopWhenIdle(worker);
      }
    });
    // A thread that failed is replaced on the next call; the calls it held
    // fail. One stopped for being idle held none, and the calls pending now
    // are a newer thread's.
    const fail = (error: Error) => {
      if (this.retired.has(worker)) return;
      if (this.worker === worker) this.worker = undefined;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the HTML sanitizer thread stopped (${code})`)));
    // Idle, it must not keep the process from exiting (a script that seeds
    // content, a test). After the listeners: adding one refs the thread again.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Ends the thread (and frees jsdom) unless another call comes within `IDLE_MS`. */
  private stopWhenIdle(worker: Worker): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      this.retired.add(worker);
      void worker.terminate();
    }, IDLE_MS);
    // Waiting to stop never keeps the process alive.
    this.idleTimer.unref();
  }
}

const thread = new SanitizerThread();
let last: { html: string; clean: Promise<string> } | undefined;

/** HTML as the site may show it. */
export function sanitizeAboutHtml(html: string): Promise<string> {
  if (last?.html !== html) {
    const clean = thread.sanitize(html);
    last = { html, clean };
    // A failure is not kept: the next call tries again.
    clean.catch(() => {
      if (last?.clean === clean) last = undefined;
    });
  }
  return last.clean;
}

/** The about text (markdown, HTML allowed) as the sanitized HTML the site shows. */
export function renderAbout(source: string): Promise<string> {
  return sanitizeAboutHtml(markdownToHtml(source));
}
