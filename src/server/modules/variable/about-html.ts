import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The `about` variable is HTML written by the owner and shown on the public
 * page, so it leaves the server sanitized: no scripts, event handlers,
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
 * DOMPurify on the server runs on jsdom, which takes half a second of CPU
 * to load and holds a whole DOM. It runs in a worker thread: loading it
 * never stalls the requests the main thread is answering (nor the first
 * /healthz after a start), and this instance sanitizes nothing else, so the
 * style hook is the about HTML's alone. The script is evaluated rather than
 * a file of its own, so it runs the same from the sources and from the build.
 */
const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const DOMPurify = require(workerData.purifier);
const scriptedStyle = new RegExp(workerData.scriptedStyle, workerData.scriptedStyleFlags);
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && scriptedStyle.test(data.attrValue)) data.keepAttr = false;
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
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (clean: string) => void; reject: (error: Error) => void }
  >();

  sanitize(html: string): Promise<string> {
    const worker = this.started();
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
      if (this.pending.size === 0) worker.unref();
    });
    // A thread that failed is replaced on the next call; the calls it held fail.
    const fail = (error: Error) => {
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
}

const thread = new SanitizerThread();
let last: { html: string; clean: Promise<string> } | undefined;

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
