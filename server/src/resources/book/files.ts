import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookFiles, bookPages } from '../../db/schema';
import type { CompanyBook } from '../../db/scoped';
import type { FileStorage } from '../../storage/file-storage';

/*
 * Book files in runtime.storage. A copy (DUP) names the same storage keys as its original instead of
 * copying 2000 images, so an object is deleted only once no book_files or book_pages row names it.
 */

/** The engine works on local files: a stored object copied to a private temporary folder for `use`. */
export async function withLocalCopy<T>(storage: FileStorage, key: string, use: (path: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'boda-book-'));
  try {
    const found = await storage.get(key);
    if (!found) throw new Error(`stored book file missing: ${key}`);
    const path = join(folder, 'file.pdf');
    await pipeline(found.stream, createWriteStream(path, { mode: 0o600 }));
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The keys of `keys` that no row names any more. */
async function unreferenced(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const named = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const files = await db.select({ key: bookFiles.storageKey }).from(bookFiles).where(inArray(bookFiles.storageKey, chunk));
    const pages = await db
      .select({ image: bookPages.imageKey, thumbnail: bookPages.thumbnailKey })
      .from(bookPages)
      .where(or(inArray(bookPages.imageKey, chunk), inArray(bookPages.thumbnailKey, chunk)));
    for (const f of files) named.add(f.key);
    for (const p of pages) named.add(p.image).add(p.thumbnail);
  }
  return keys.filter((key) => !named.has(key));
}

/** Deletes the objects of `keys` no row names (run after the rows are gone, outside their transaction). */
export async function deleteUnreferenced(db: Db, storage: FileStorage | null, keys: string[]): Promise<void> {
  if (!storage) return;
  const gone = await unreferenced(db, [...new Set(keys)]);
  for (const key of gone) await storage.delete(key);
}

/** Every storage key a book's rows name. */
export async function keysOfBook(db: Db, book: CompanyBook): Promise<string[]> {
  const { bookIdx } = book;
  const files = await db.select({ key: bookFiles.storageKey }).from(bookFiles).where(eq(bookFiles.bookIdx, bookIdx));
  const pages = await db
    .select({ image: bookPages.imageKey, thumbnail: bookPages.thumbnailKey })
    .from(bookPages)
    .where(eq(bookPages.bookIdx, bookIdx));
  return [...files.map((f) => f.key), ...pages.flatMap((p) => [p.image, p.thumbnail])];
}

/** Where a page's image and thumbnail are stored: fixed per book and page, so a resumed conversion overwrites, never duplicates. */
export function pageKeys(bookIdx: number, pageNo: number, contentType: string): { image: string; thumbnail: string } {
  const ext = contentType === 'image/webp' ? 'webp' : 'png';
  return { image: `books/${bookIdx}/page-${pageNo}.${ext}`, thumbnail: `books/${bookIdx}/thumb-${pageNo}.${ext}` };
}
