import {
  AnswerType,
  type BookPdfKindValue,
  ConversionStatus,
  ErrorCode,
  normalizeSolutions,
  type Solution,
  solutionProblems,
} from '@boda/contract';
import { asc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BookRow, bookFiles, bookPages } from '../../db/schema';
import type { CompanyBook } from '../../db/scoped';
import type { JobContext } from '../../jobs/registry';
import type { Runtime } from '../../runtime';
import { readStored } from '../../storage/read';
import type { FileStorage } from '../../storage/file-storage';
import { extractQuickAnswers, isPdfRejectedError, type RenderedPage, renderImagePages, renderPdfPages } from '../../pdf';
import { pageKeys, withLocalCopy } from './files';
import { type ConversionPayload, REJECTION_CODES } from './register';
import { fileOfKind, findBookAcrossCompanies, storedPageNos, updateBook } from './repository';

/*
 * The conversion job: the worksheet PDF (or the images) to page images and thumbnails in storage, one
 * book_pages row per page, progress on the book row as each page is stored. Page keys are fixed per book
 * and page and rows are unique per page, so a job that dies mid-way and is claimed again continues where
 * it stopped and never stores a page twice. A refused file or any other error marks the book failed with
 * its reason (no automatic retry of bad input); book.RETRY_CONVERSION starts it again.
 */

/** The book was deleted while its job ran: the job stops and leaves nothing behind. */
class BookGoneError extends Error {}

interface PageSink {
  known: Set<number>;
  store(page: RenderedPage): Promise<void>;
}

function pageSink(db: Db, storage: FileStorage, book: CompanyBook, known: Set<number>, ctx: JobContext): PageSink {
  let done = known.size;
  return {
    known,
    async store(page) {
      if (known.has(page.pageNo)) return;
      const keys = pageKeys(book.bookIdx, page.pageNo, page.contentType);
      await storage.put(keys.image, page.image);
      await storage.put(keys.thumbnail, page.thumbnail);
      try {
        await db
          .insert(bookPages)
          .values({
            bookIdx: book.bookIdx,
            pageNo: page.pageNo,
            imageKey: keys.image,
            thumbnailKey: keys.thumbnail,
            contentType: page.contentType,
            width: page.width,
            height: page.height,
          })
          .onConflictDoNothing();
      } catch (err) {
        if (!(await findBookAcrossCompanies(db, book.bookIdx))) {
          await storage.delete(keys.image);
          await storage.delete(keys.thumbnail);
          throw new BookGoneError();
        }
        throw err;
      }
      known.add(page.pageNo);
      done += 1;
      await updateBook(db, book, { pagesDone: done });
      await ctx.progress({ pagesDone: done });
    },
  };
}

async function renderPages(db: Db, storage: FileStorage, book: CompanyBook, sink: PageSink, signal: AbortSignal): Promise<number> {
  if (book.source === 'images') {
    const images = await db
      .select()
      .from(bookFiles)
      .where(and(eq(bookFiles.bookIdx, book.bookIdx), eq(bookFiles.kind, 'image')))
      .orderBy(asc(bookFiles.sortOrder));
    // One worker process for all the pages still to make (a resumed job skips the stored ones).
    const pages = images
      .map((file, i) => ({ pageNo: i + 1, read: () => readStored(storage, file.storageKey) }))
      .filter((page) => !sink.known.has(page.pageNo));
    await renderImagePages({ pages, signal, onPage: sink.store });
    return images.length;
  }
  const worksheet = await fileOfKind(db, book, 'worksheet' satisfies BookPdfKindValue);
  if (!worksheet) throw new Error('the book has no worksheet PDF');
  const { pageCount } = await withLocalCopy(storage, worksheet.storageKey, (path) => renderPdfPages({ path, signal, onPage: sink.store }));
  return pageCount;
}

/** Answers proposed from the quick answer's text layer ([] without one); never the book's answers. */
async function proposeAnswers(db: Db, storage: FileStorage, book: CompanyBook, log: JobContext['log']): Promise<Solution[]> {
  const quick = await fileOfKind(db, book, 'quickAnswer' satisfies BookPdfKindValue);
  if (!quick) return [];
  try {
    const proposed = await withLocalCopy(storage, quick.storageKey, (path) => extractQuickAnswers(path));
    return proposed.map((p) => ({
      PNo: p.questionNo,
      AnsTy: p.answerType === 'choice' ? AnswerType.CHOICE : AnswerType.TEXT,
      Ans: p.answer,
    }));
  } catch (err) {
    // A quick answer whose text cannot be read proposes nothing; the pages are still usable.
    log.warn({ err, bookIdx: book.bookIdx }, 'reading quick answers failed');
    return [];
  }
}

/**
 * The proposal as the book's answers (a homework deployed with auto review): the questions the answer
 * rules accept, normalised as textbook.MOD_ANSWER saves them. A book that already has answers keeps them.
 */
export function answersFromProposal(book: Pick<BookRow, 'solutionList'>, proposal: readonly Solution[]): Partial<BookRow> {
  if (book.solutionList.length > 0 || proposal.length === 0) return {};
  const refused = new Set(solutionProblems(proposal).map((p) => p.index));
  const solutionList = normalizeSolutions(proposal.filter((_, i) => !refused.has(i)));
  return { solutionList, questionCount: solutionList.length, answerCount: solutionList.length };
}

/** The proposal read from the quick answer becomes the answers of a book that has none (the demo homework). */
export async function adoptProposedAnswers(db: Db, bookIdx: number): Promise<CompanyBook | null> {
  const book = await findBookAcrossCompanies(db, bookIdx);
  if (!book) return null;
  const answers = answersFromProposal(book, book.proposedSolutionList ?? []);
  if (Object.keys(answers).length === 0) return book;
  return (await updateBook(db, book, answers)) ?? book;
}

export async function convertBook(runtime: Runtime, payload: unknown, ctx: JobContext): Promise<unknown> {
  const { bookIdx, applyProposal = false } = payload as ConversionPayload;
  const db = runtime.database.db;
  const storage = runtime.storage;
  if (!storage) throw new Error('no file storage on this instance');
  const book = await findBookAcrossCompanies(db, bookIdx);
  if (!book || book.conversionStatus === ConversionStatus.READY) return { skipped: true };
  const known = await storedPageNos(db, book);
  await updateBook(db, book, { conversionStatus: ConversionStatus.CONVERTING, pagesDone: known.size, failCode: null, failReason: null });
  try {
    const pageCount = await renderPages(db, storage, book, pageSink(db, storage, book, known, ctx), ctx.signal);
    const proposal = await proposeAnswers(db, storage, book, ctx.log);
    await updateBook(db, book, {
      conversionStatus: ConversionStatus.READY,
      pageCount,
      pageTotal: pageCount,
      pagesDone: pageCount,
      proposedSolutionList: proposal,
      ...(applyProposal ? answersFromProposal((await findBookAcrossCompanies(db, bookIdx)) ?? book, proposal) : {}),
    });
    ctx.log.info({ bookIdx, pageCount }, 'book converted');
    return { pageCount };
  } catch (err) {
    if (err instanceof BookGoneError) return { deleted: true };
    // Lost lease or shutdown: the job is released or reclaimed and continues from the stored pages.
    if (ctx.signal.aborted) throw err;
    const code = isPdfRejectedError(err) ? REJECTION_CODES[err.reason] : ErrorCode.INTERNAL;
    const reason = isPdfRejectedError(err) ? err.message : 'The pages could not be made. Please retry.';
    ctx.log.warn({ err, bookIdx }, 'book conversion failed');
    await updateBook(db, book, { conversionStatus: ConversionStatus.FAILED, failCode: code, failReason: reason });
    return { failed: code };
  }
}
