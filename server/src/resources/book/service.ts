import {
  BookState,
  type BookSummary,
  BookType,
  type ChapterProblemKind,
  type CommandData,
  type CommandParsedInput,
  ConversionStatus,
  ErrorCode,
  prepareChaptersForSave,
  toPage,
} from '@boda/contract';
import { and, eq, sql } from 'drizzle-orm';
import { requireAccess } from '../../auth/policies';
import type { Db } from '../../db/client';
import { bookFiles, bookPages, books, tasks } from '../../db/schema';
import { type CompanyBook, inCompanyRow } from '../../db/scoped';
import { AppError, fieldErrors } from '../../errors';
import type { SignedInContext } from '../../http/context';
import type { ByteRange } from '../../storage/file-storage';
import { conversionOf, isConversionWaiting, toBook, toPageDto, toSummary } from './dto';
import { deleteUnreferenced, keysOfBook } from './files';
import { type ConversionPayload, enqueueConversion, registerFromImages, registerFromPdfs } from './register';
import * as repo from './repository';

/* The manage area's book commands (contract/src/api/book.ts); textbook.ts adapts them for /boda/textbook. */

/** Whether the job behind a waiting conversion still exists (only asked while the book waits). */
async function jobAlive(ctx: SignedInContext, row: CompanyBook): Promise<boolean> {
  return !isConversionWaiting(row) || repo.hasLiveConversionJob(ctx.db, row);
}

/** A book with its files and contents, as VIEW answers it. */
export async function viewOf(ctx: SignedInContext, row: CompanyBook) {
  const [files, chapter, alive] = await Promise.all([repo.filesOf(ctx.db, row), repo.chaptersOf(ctx.db, row), jobAlive(ctx, row)]);
  return { result: toBook(row, files, ctx, alive), chapter };
}

export async function view(input: CommandParsedInput<'book.VIEW'>, ctx: SignedInContext): Promise<CommandData<'book.VIEW'>> {
  return viewOf(ctx, await requireAccess(ctx, 'book.view', input.bookIdx));
}

export async function pagesOf(ctx: SignedInContext, book: CompanyBook, fromPage: number, toPage: number) {
  return (await repo.pagesInRange(ctx.db, book, fromPage, toPage)).map(toPageDto);
}

export async function viewWithPage(
  input: CommandParsedInput<'book.VIEW_WITH_PAGE'>,
  ctx: SignedInContext,
): Promise<CommandData<'book.VIEW_WITH_PAGE'>> {
  const row = await requireAccess(ctx, 'book.view', input.bookIdx);
  return { ...(await viewOf(ctx, row)), pageList: await pagesOf(ctx, row, input.fromPage, input.toPage) };
}

export async function listOf(ctx: SignedInContext, filter: Omit<repo.BookListFilter, 'companyIdx'>) {
  const { rows, total } = await repo.listBooks(ctx.db, { ...filter, companyIdx: ctx.auth.companyIdx });
  const content: BookSummary[] = [];
  for (const row of rows) content.push(toSummary(row, ctx, await jobAlive(ctx, row)));
  return { resultPage: toPage(content, filter.page, filter.size, total) };
}

export function list(input: CommandParsedInput<'book.LIST'>, ctx: SignedInContext): Promise<CommandData<'book.LIST'>> {
  return listOf(ctx, {
    bookUse: input.bookUse,
    bookType: input.bookType,
    bookStatus: input.searchBookStatus,
    registeredFrom: input.searchStartDate,
    registeredTo: input.searchEndDate,
    keyword: input.searchKeyword,
    searchType: input.searchType,
    page: input.page,
    size: input.size,
  });
}

/** Deletes the author's book; its files go once no copy names them. */
export async function removeBook(ctx: SignedInContext, bookIdx: number): Promise<void> {
  const book = await requireAccess(ctx, 'book.author', bookIdx);
  const keys = await ctx.db.transaction(async (tx) => {
    // Locked against a copy being made from it at the same moment (dup takes the row FOR SHARE).
    await tx.execute(sql`select 1 from ${books} where ${books.bookIdx} = ${bookIdx} for update`);
    // Homework keeps its textbook (task.ADD takes the book FOR SHARE, so none can be deployed meanwhile).
    const [used] = await tx.select({ taskIdx: tasks.taskIdx }).from(tasks).where(eq(tasks.textbookIdx, bookIdx)).limit(1);
    if (used) throw new AppError(ErrorCode.BOOK_IN_USE);
    const named = await keysOfBook(tx, book);
    await tx.delete(books).where(and(eq(books.bookIdx, bookIdx), eq(books.companyIdx, ctx.auth.companyIdx)));
    return named;
  });
  await deleteUnreferenced(ctx.db, ctx.runtime.storage, keys);
}

/** A book deployed as homework: used, with its deploy time (the last deploy's). */
export async function markBookUsed(db: Db, book: CompanyBook, now: Date): Promise<void> {
  await repo.updateBook(db, book, { bookStatus: BookState.USED, deployDatetime: now });
}

export async function remove(input: CommandParsedInput<'book.DEL'>, ctx: SignedInContext): Promise<CommandData<'book.DEL'>> {
  await removeBook(ctx, input.bookIdx);
  return { result: { bookIdx: input.bookIdx } };
}

export async function conversion(
  input: CommandParsedInput<'book.CONVERSION'>,
  ctx: SignedInContext,
): Promise<CommandData<'book.CONVERSION'>> {
  const row = await requireAccess(ctx, 'book.view', input.bookIdx);
  return { result: conversionOf(row, await jobAlive(ctx, row)) };
}

export async function retryConversion(
  input: CommandParsedInput<'book.RETRY_CONVERSION'>,
  ctx: SignedInContext,
): Promise<CommandData<'book.RETRY_CONVERSION'>> {
  const row = await requireAccess(ctx, 'book.author', input.bookIdx);
  if (conversionOf(row, await jobAlive(ctx, row)).status !== ConversionStatus.FAILED) {
    throw new AppError(ErrorCode.BOOK_NOT_READY, 'Only a failed conversion can be retried.');
  }
  const queued = await repo.updateBook(ctx.db, row, {
    conversionStatus: ConversionStatus.QUEUED,
    failCode: null,
    failReason: null,
  });
  // The retry converts as the first attempt did: a homework book deployed for auto review still takes
  // its quick answer's proposal as its answers.
  const last = (await repo.lastConversionPayload(ctx.db, row)) as Partial<ConversionPayload> | null;
  await enqueueConversion(ctx.runtime, row, { applyProposal: last?.applyProposal === true });
  return { result: conversionOf(queued!) };
}

export async function add(input: CommandParsedInput<'bookSave.ADD'>, ctx: SignedInContext): Promise<CommandData<'bookSave.ADD'>> {
  const fields = { ...input.book, bookUse: BookType.BOOK, bankType: null };
  const row = await registerFromPdfs(ctx, fields, ['worksheet'], input.fileKindList);
  return { result: { bookIdx: row.bookIdx, conversion: conversionOf(row) } };
}

export async function addImages(
  input: CommandParsedInput<'bookSave.ADD_IMAGES'>,
  ctx: SignedInContext,
): Promise<CommandData<'bookSave.ADD_IMAGES'>> {
  const row = await registerFromImages(ctx, { ...input.book, bookUse: BookType.BOOK, bankType: null });
  return { result: { bookIdx: row.bookIdx, conversion: conversionOf(row) } };
}

export async function modify(input: CommandParsedInput<'bookSave.MOD'>, ctx: SignedInContext): Promise<CommandData<'bookSave.MOD'>> {
  const book = await requireAccess(ctx, 'book.author', input.bookIdx);
  const { bookName, bookDesc, bookType } = input.book;
  const row = await repo.updateBook(ctx.db, book, { bookName, bookDesc, bookType, modDatetime: ctx.runtime.clock() });
  return { result: (await viewOf(ctx, row!)).result };
}

/** A copy for the caller, naming the same stored files (files.ts), with its answers and contents. */
export async function duplicate(input: CommandParsedInput<'bookSave.DUP'>, ctx: SignedInContext): Promise<CommandData<'bookSave.DUP'>> {
  await requireAccess(ctx, 'book.view', input.bookIdx);
  const now = ctx.runtime.clock();
  const bookIdx = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${books} where ${books.bookIdx} = ${input.bookIdx} for share`);
    // Read again under the lock (it may have gone meanwhile: "not found" as before).
    const source = await requireAccess({ ...ctx, db: tx }, 'book.view', input.bookIdx);
    if (source.conversionStatus !== ConversionStatus.READY) throw new AppError(ErrorCode.BOOK_NOT_READY);
    const { bookIdx: _idx, regDatetime: _r, modDatetime: _m, ...copied } = source;
    const [copy] = await tx
      .insert(books)
      .values({
        ...copied,
        bookName: input.bookName,
        regUserIdx: ctx.auth.userIdx,
        regUserName: ctx.user.userName,
        deployDatetime: null,
        regDatetime: now,
        modDatetime: now,
      })
      .returning();
    const to = inCompanyRow(copy!);
    await tx.execute(sql`insert into ${bookFiles} (book_idx, kind, sort_order, org_file_name, file_size, mime, storage_key)
      select ${to.bookIdx}, kind, sort_order, org_file_name, file_size, mime, storage_key from ${bookFiles} where book_idx = ${source.bookIdx}`);
    await tx.execute(sql`insert into ${bookPages} (book_idx, page_no, image_key, thumbnail_key, content_type, width, height)
      select ${to.bookIdx}, page_no, image_key, thumbnail_key, content_type, width, height from ${bookPages} where book_idx = ${source.bookIdx}`);
    await repo.replaceChapters(tx, to, await repo.chaptersOf(tx, source));
    return to.bookIdx;
  });
  return { result: { bookIdx } };
}

const CHAPTER_MESSAGES: Record<ChapterProblemKind, string> = {
  startPageNotWhole: 'The start page must be a whole number above 0.',
  startPageBeforePreviousSibling: "The start page may not be lower than the previous chapter's.",
  startPageAfterLastPage: 'The start page may not be above the page count.',
};

export async function saveChapters(
  input: CommandParsedInput<'bookChapter.SAVE'>,
  ctx: SignedInContext,
): Promise<CommandData<'bookChapter.SAVE'>> {
  const row = await requireAccess(ctx, 'book.author', input.bookIdx);
  const saved = prepareChaptersForSave(input.chapterList, Math.max(row.pageCount, row.pageTotal));
  if (!saved.ok) {
    throw fieldErrors(saved.problems.map((p) => [`chapterList.${p.path.join('.children.')}.startPage`, CHAPTER_MESSAGES[p.problem]]));
  }
  await ctx.db.transaction((tx) => repo.replaceChapters(tx, row, saved.chapters));
  await repo.updateBook(ctx.db, row, { modDatetime: ctx.runtime.clock() });
  return { result: { chapterList: await repo.chaptersOf(ctx.db, row) } };
}

/** A stored page image or thumbnail, after the view check. */
export async function openPage(ctx: SignedInContext, bookIdx: number, pageNo: number, thumbnail: boolean, range?: ByteRange) {
  const book = await requireAccess(ctx, 'book.view', bookIdx);
  const page = await repo.pageOf(ctx.db, book, pageNo);
  const key = page ? (thumbnail ? page.thumbnailKey : page.imageKey) : null;
  const stored = key && ctx.runtime.storage ? await ctx.runtime.storage.get(key, range) : null;
  if (!page || !stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const ext = page.contentType === 'image/webp' ? 'webp' : 'png';
  return { name: `page-${pageNo}${thumbnail ? '-thumb' : ''}.${ext}`, stored };
}

/** A kept PDF of a kind, after the view check (WB-404-102 when the book has none). */
export async function openSource(ctx: SignedInContext, bookIdx: number, kind: 'quickAnswer' | 'answerSheet', range?: ByteRange) {
  const book = await requireAccess(ctx, 'book.view', bookIdx);
  const file = await repo.fileOfKind(ctx.db, book, kind);
  const stored = file && ctx.runtime.storage ? await ctx.runtime.storage.get(file.storageKey, range) : null;
  if (!file || !stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: file.orgFileName, stored };
}
