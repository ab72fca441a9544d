import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/*
 * Just enough of the zip format to read an .xlsx without trusting it: the central directory gives
 * each part's declared sizes (a bomb usually declares its true size and is refused before a byte
 * is inflated), and every part is inflated as a stream through a byte counter that stops at the
 * budget whatever the directory claimed. Nothing is ever inflated whole into memory.
 */

export class ZipUnreadableError extends Error {}
export class ZipTooLargeError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function findEndOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipUnreadableError('not a zip file');
}

/** Zip64 sizes and offset from an entry's extra field, in the order the format lists them. */
function applyZip64(entry: ZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + size) throw new ZipUnreadableError('bad zip64 field');
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === ZIP64_MARK) entry.uncompressedSize = next();
      if (entry.compressedSize === ZIP64_MARK) entry.compressedSize = next();
      if (entry.localHeaderOffset === ZIP64_MARK) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/** The central directory's entries (names, methods, declared sizes). */
export function readZipDirectory(zip: Buffer, maxEntries: number): ZipEntry[] {
  if (zip.length < 22) throw new ZipUnreadableError('not a zip file');
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (count > maxEntries) throw new ZipTooLargeError(`${count} parts`);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipUnreadableError('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    };
    applyZip64(entry, zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A shared allowance of inflated bytes for all the parts one reading inflates. */
export class ByteBudget {
  used = 0;
  constructor(readonly max: number) {}
  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.max) throw new ZipTooLargeError(`more than ${this.max} bytes uncompressed`);
  }
}

/** The part's bytes, inflated chunk by chunk; throws ZipTooLargeError as soon as the budget is spent. */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, budget: ByteBudget): AsyncGenerator<Buffer> {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new ZipUnreadableError('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipUnreadableError('truncated part');
  if (entry.method === 0) {
    budget.spend(data.length);
    yield data;
    return;
  }
  if (entry.method !== 8) throw new ZipUnreadableError(`compression method ${entry.method}`);
  const inflater = createInflateRaw();
  const source = Readable.from([data]);
  source.pipe(inflater);
  try {
    for await (const chunk of inflater) {
      budget.spend((chunk as Buffer).length);
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof ZipTooLargeError) throw err;
    throw new ZipUnreadableError(err instanceof Error ? err.message : String(err));
  } finally {
    source.destroy();
    inflater.destroy();
  }
}
