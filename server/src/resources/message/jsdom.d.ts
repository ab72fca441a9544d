/**
 * The part of jsdom the sanitizer uses (@types/jsdom is not among the dependencies; adding it
 * would replace this file).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
