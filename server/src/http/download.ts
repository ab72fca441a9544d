import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type ByteRange, RangeNotSatisfiableError, type StoredObject } from '../storage/file-storage';

/** Content-Disposition for a download (RFC 6266): an ASCII fallback plus the UTF-8 name (Korean file names). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * What every file download carries: never sniffed into another type, and should a browser still render
 * one (an old viewer, a plugin), it runs nothing, loads nothing and is framed by nobody. Uploaded originals
 * (a PDF with JavaScript actions or embedded files, an HTML chat file) go back as they came, only so.
 */
export const DOWNLOAD_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
};

const DIGITS = /^\d+$/;

function offset(text: string): number | null {
  if (!DIGITS.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The one byte range of a `Range` header (RFC 9110 14.2): `bytes=first-last`, `bytes=first-` or
 * `bytes=-suffix`. Anything else (another unit, a malformed or reversed range, several ranges) is
 * ignored, which the RFC allows: the whole file is served with 200.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header === undefined ? null : /^\s*bytes\s*=\s*([^,]*?)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const dash = match[1].indexOf('-');
  if (dash < 0) return undefined;
  const first = match[1].slice(0, dash).trim();
  const last = match[1].slice(dash + 1).trim();
  if (first === '') {
    const suffix = offset(last);
    return suffix === null ? undefined : { suffix };
  }
  const start = offset(first);
  if (start === null) return undefined;
  if (last === '') return { start };
  const end = offset(last);
  return end === null || end < start ? undefined : { start, end };
}

interface Opened {
  name: string;
  stored: StoredObject;
  /** Played in place with this type (a video the resource checked is one); attachment when left out. */
  inlineType?: string;
}

/**
 * Sends a stored file as an attachment, honouring a single byte range (video seeking, resumed
 * downloads): 206 with Content-Range, 416 with `bytes *\/size` when no byte of it exists, 200 with
 * the whole file otherwise. `open` runs the resource's access check before it touches storage, so a
 * range (or the 416's size) is only ever answered to someone allowed the whole file. HEAD answers the
 * same headers without reading the bytes.
 */
export async function sendAttachment(reply: FastifyReply, open: (range: ByteRange | undefined) => Promise<Opened>): Promise<void> {
  reply.header('accept-ranges', 'bytes').headers(DOWNLOAD_HEADERS);
  let opened: Opened;
  try {
    opened = await open(parseRangeHeader(reply.request.headers.range));
  } catch (err) {
    if (!(err instanceof RangeNotSatisfiableError)) throw err;
    await reply.status(416).header('content-range', `bytes */${err.size}`).send();
    return;
  }
  const { name, stored, inlineType } = opened;
  const { range } = stored;
  if (inlineType !== undefined) {
    reply.header('content-disposition', attachmentDisposition(name).replace(/^attachment/, 'inline')).type(inlineType);
  } else {
    // Never rendered inline: an uploaded HTML or SVG must not run in our origin.
    reply.header('content-disposition', attachmentDisposition(name)).type('application/octet-stream');
  }
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`);
  reply.header('content-length', String(range ? range.end - range.start + 1 : stored.size));
  if (reply.request.method === 'HEAD') {
    // Fastify's HEAD route would read a stream to its end (a whole S3 object): close it unread instead.
    stored.stream.destroy();
    await reply.send(Readable.from([]));
    return;
  }
  await reply.send(stored.stream);
}
