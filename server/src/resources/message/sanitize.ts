import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/*
 * Message bodies are rich HTML from the editor (Tiptap). Whatever the client sent, only this
 * allowlist is stored: no scripts, no event handlers, no styles, links only to http(s)/mailto
 * (opening in a new tab without an opener), and images only as embedded raster data URLs, so a
 * message can neither run code in a reader's session nor report back when it is read.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'a',
  'img',
  'span',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height'];
const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;
const LINK_URL = /^(https?:|mailto:)/i;

let purifier: DOMPurify | null = null;

function instance(): DOMPurify {
  if (purifier) return purifier;
  const created = createDOMPurify(new JSDOM('').window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!IMAGE_DATA_URL.test(src)) node.remove();
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!LINK_URL.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = created;
  return created;
}

export function sanitizeMessageHtml(html: string): string {
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, KEEP_CONTENT: true });
}

/** True when the sanitized body shows something: text other than whitespace, or an image. */
export function hasVisibleContent(sanitized: string): boolean {
  if (/<img\s/i.test(sanitized)) return true;
  const text = new JSDOM(`<body>${sanitized}</body>`).window.document.body.textContent ?? '';
  return text.replace(/\u00a0/g, ' ').trim() !== '';
}
