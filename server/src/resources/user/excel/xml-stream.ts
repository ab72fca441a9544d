/*
 * A small streaming reader for the plain XML of spreadsheet parts: it reports start tags (with
 * their attributes), end tags and text as the bytes arrive, and keeps only the unfinished tail of
 * the input in memory. Enough for SpreadsheetML (no DTDs; comments and CDATA are not used there).
 */

export interface XmlHandler {
  open(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(value: string): void;
}

const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
/** A tag longer than this is not SpreadsheetML: refuse rather than buffer it. */
const MAX_TAG = 64 * 1024;

export class XmlMalformedError extends Error {}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_all, name: string) => {
    if (name === 'lt') return '<';
    if (name === 'gt') return '>';
    if (name === 'amp') return '&';
    if (name === 'quot') return '"';
    if (name === 'apos') return "'";
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The name without its namespace prefix (`x:row` -> `row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export async function readXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  const consume = (final: boolean) => {
    let at = 0;
    for (;;) {
      const lt = pending.indexOf('<', at);
      if (lt === -1) {
        // Text may continue in the next chunk; hand over what is certainly complete (up to an entity).
        const cut = final ? pending.length : Math.max(at, pending.lastIndexOf('&'));
        if (cut > at) handler.text(decodeEntities(pending.slice(at, cut)));
        pending = pending.slice(cut);
        return;
      }
      if (lt > at) handler.text(decodeEntities(pending.slice(at, lt)));
      const gt = pending.indexOf('>', lt);
      if (gt === -1) {
        if (pending.length - lt > MAX_TAG) throw new XmlMalformedError('tag too long');
        pending = pending.slice(lt);
        return;
      }
      const tag = pending.slice(lt + 1, gt);
      at = gt + 1;
      if (tag.startsWith('?') || tag.startsWith('!')) continue;
      if (tag.startsWith('/')) {
        handler.close(localName(tag.slice(1).trim()));
        continue;
      }
      const selfClosing = tag.endsWith('/');
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const space = body.search(/\s/);
      const name = localName(space === -1 ? body : body.slice(0, space));
      const attrs: Record<string, string> = {};
      if (space !== -1) {
        for (const match of body.slice(space).matchAll(ATTR)) attrs[localName(match[1])] = decodeEntities(match[2] ?? match[3] ?? '');
      }
      handler.open(name, attrs, selfClosing);
      if (selfClosing) handler.close(name);
    }
  };
  for await (const chunk of chunks) {
    pending += decoder.decode(chunk, { stream: true });
    consume(false);
  }
  pending += decoder.decode();
  consume(true);
  if (pending.trim() !== '') throw new XmlMalformedError('unfinished XML');
}
