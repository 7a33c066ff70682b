/**
 * jsdom ships no types and @types/jsdom is not installed: the security suite
 * needs only its constructor and the DOM window it makes (typed by lib.dom).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
