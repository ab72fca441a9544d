import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as JsdomModule from 'jsdom';
import { RICH_TEXT_ALLOWED_ATTR, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_IMAGE_SRC, RICH_TEXT_LINK_HREF } from '@boda/contract';

/* The allowlist is the contract's (contract/src/rules/richText.ts); the page applies it again. */

let purifier: DOMPurify | null = null;
let jsdom: typeof JsdomModule | null = null;

/** jsdom takes about a second to load: loaded on the first message, not at every server start. */
function parseHtml(html: string): JsdomModule.JSDOM {
  jsdom ??= createRequire(import.meta.url)('jsdom') as typeof JsdomModule;
  return new jsdom.JSDOM(html);
}

function instance(): DOMPurify {
  if (purifier) return purifier;
  const created = createDOMPurify(parseHtml('').window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!RICH_TEXT_IMAGE_SRC.test(src)) node.remove();
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!RICH_TEXT_LINK_HREF.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = created;
  return created;
}

export function sanitizeMessageHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_ALLOWED_TAGS,
    ALLOWED_ATTR: RICH_TEXT_ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/** True when the sanitized body shows something: text other than whitespace, or an image. */
export function hasVisibleContent(sanitized: string): boolean {
  if (/<img\s/i.test(sanitized)) return true;
  const text = parseHtml(`<body>${sanitized}</body>`).window.document.body.textContent ?? '';
  return text.replace(/\u00a0/g, ' ').trim() !== '';
}
