import type { Readable } from 'node:stream';
import { ErrorCode } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import { bookPages, books, type NotePageRow } from '../../db/schema';
import type { CompanyNote } from '../../db/scoped';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { renderInkOnPage } from '../../ink';

/*
 * A note page's background (the textbook's page, or a class note's uploaded image) and the page with its
 * ink drawn on (server/src/ink). Class-note thumbnails sit beside their page under a derived key.
 */

export function classPageKeys(noteIdx: number, agendaNo: number, pageNo: number, stamp: string, contentType: string) {
  const ext = contentType === 'image/webp' ? 'webp' : 'png';
  const folder = `notes/${noteIdx}/${stamp}`;
  return { image: `${folder}/page-${agendaNo}-${pageNo}.${ext}`, thumbnail: `${folder}/thumb-${agendaNo}-${pageNo}.${ext}` };
}

/** A class-note page's thumbnail key, beside its image. */
export const classThumbnailKey = (imageKey: string) => imageKey.replace(/\/page-(\d+-\d+\.\w+)$/, '/thumb-$1');
const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'image/png');

type PageRef = Pick<NotePageRow, 'bookPageNo' | 'imageKey'>;

/** Where the page's background is stored, and its type. */
async function backgroundKey(ctx: SignedInContext, note: CompanyNote, page: PageRef, thumbnail: boolean): Promise<string> {
  if (page.imageKey) return thumbnail ? classThumbnailKey(page.imageKey) : page.imageKey;
  if (note.textbookIdx !== null && page.bookPageNo !== null) {
    const rows = await ctx.db
      .select({ image: bookPages.imageKey, thumbnail: bookPages.thumbnailKey })
      .from(bookPages)
      .innerJoin(books, and(eq(books.bookIdx, bookPages.bookIdx), eq(books.companyIdx, note.companyIdx)))
      .where(and(eq(bookPages.bookIdx, note.textbookIdx), eq(bookPages.pageNo, page.bookPageNo)))
      .limit(1);
    const found = rows[0];
    if (found) return thumbnail ? found.thumbnail : found.image;
  }
  throw new AppError(ErrorCode.FILE_NOT_FOUND, 'The page image is not there (yet).');
}

/** The page's background as stored (a stream), without ink. */
export async function openBackground(ctx: SignedInContext, note: CompanyNote, page: PageRef, thumbnail: boolean) {
  const key = await backgroundKey(ctx, note, page, thumbnail);
  const stored = ctx.runtime.storage ? await ctx.runtime.storage.get(key) : null;
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { stream: stored.stream, size: stored.size, contentType: contentTypeOf(key) };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The page with its ink drawn on, as PNG (one page in memory at a time). */
export async function renderPagePng(
  ctx: SignedInContext,
  note: CompanyNote,
  page: Pick<NotePageRow, 'bookPageNo' | 'imageKey' | 'ink'>,
  thumbnail = false,
) {
  const background = await openBackground(ctx, note, page, thumbnail);
  return renderInkOnPage(await readAll(background.stream), page.ink);
}
