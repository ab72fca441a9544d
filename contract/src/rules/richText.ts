/*
 * Message bodies are rich HTML from the editor (Tiptap). Only this allowlist is kept, by the server
 * before storing and again by the page before showing: no scripts, no event handlers, no styles,
 * links only to http(s)/mailto, images only as embedded raster data URLs, so a message can neither
 * run code in a reader's session nor report back when it is read.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
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
export const RICH_TEXT_ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height'];
/** Images: embedded raster data only (no remote URL that could report a read). */
export const RICH_TEXT_IMAGE_SRC = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;
/** Links: web and mail only. */
export const RICH_TEXT_LINK_HREF = /^(https?:|mailto:)/i;
