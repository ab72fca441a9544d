import {
  assignPdfKinds,
  BOOK_PDF_KIND_WORDS,
  type BookPdfKindValue,
  BookState,
  ConversionStatus,
  ErrorCode,
  type ErrorCodeValue,
  orderImagesByName,
  type PdfKindChoice,
} from '@boda/contract';
import type { Db } from '../../db/client';
import { type BookRow, bookFiles, books, type JobRow } from '../../db/schema';
import { type CompanyBook, inCompanyRow } from '../../db/scoped';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import type { UploadedFile } from '../../http/multipart';
import type { Runtime } from '../../runtime';
import type { FileStorage } from '../../storage/file-storage';
import { inspectPdf, isPdfRejectedError, type PdfRejection } from '../../pdf';
import { withLocalCopy } from './files';
import { conversionJobKey } from './repository';

/*
 * Registration: every upload is checked (kind, then each PDF opened by the engine) before any row is
 * written. A refusal throws, and the dispatcher then deletes every stored file of the request, so a
 * refused registration leaves neither a book nor a file. The pages are made afterwards by the
 * conversion job (conversion.ts).
 */

export const BOOK_CONVERT_JOB = 'book.convert';

/** Engine refusals as the catalogue's codes. */
export const REJECTION_CODES: Record<PdfRejection, ErrorCodeValue> = {
  'not-pdf': ErrorCode.FILE_UNREADABLE,
  broken: ErrorCode.FILE_UNREADABLE,
  encrypted: ErrorCode.PDF_ENCRYPTED,
  'too-many-pages': ErrorCode.PDF_OVER_LIMITS,
  'page-too-large': ErrorCode.PDF_OVER_LIMITS,
  'too-large': ErrorCode.FILE_TOO_LARGE,
};

export interface NewBookFields {
  bookName: string;
  bookDesc: string;
  bookUse: number;
  bookType: number;
  bankType: number | null;
}

function storageOf(ctx: SignedInContext): FileStorage {
  if (!ctx.runtime.storage) throw new AppError(ErrorCode.UNAVAILABLE, 'File storage is not available.');
  return ctx.runtime.storage;
}

function kindRefusal(problem: Exclude<ReturnType<typeof assignPdfKinds>, { ok: true }>): AppError {
  const words = Object.values(BOOK_PDF_KIND_WORDS)
    .map((w) => `_${w}`)
    .join(', ');
  if (problem.problem === 'missingKind') {
    return new AppError(ErrorCode.BOOK_FILE_MISSING, `The ${BOOK_PDF_KIND_WORDS[problem.kind]} PDF is required.`);
  }
  if (problem.problem === 'duplicateKind') {
    return new AppError(
      ErrorCode.BOOK_FILE_KIND,
      `${problem.fileName}: only one ${BOOK_PDF_KIND_WORDS[problem.kind]} PDF may be registered.`,
    );
  }
  return new AppError(ErrorCode.BOOK_FILE_KIND, `${problem.fileName}: the name must end with one of ${words}.`);
}

/** Opens a stored PDF with the engine; a refusal names the file. Answers the page count. */
async function checkPdf(storage: FileStorage, file: UploadedFile): Promise<number> {
  try {
    return (await withLocalCopy(storage, file.storageKey, (path) => inspectPdf(path))).pageCount;
  } catch (err) {
    if (isPdfRejectedError(err)) throw new AppError(REJECTION_CODES[err.reason], `${file.fileName}: ${err.message}`);
    throw err;
  }
}

export interface BookAuthor {
  companyIdx: number;
  userIdx: number;
  userName: string;
}

const authorOf = (ctx: SignedInContext): BookAuthor => ({
  companyIdx: ctx.auth.companyIdx,
  userIdx: ctx.auth.userIdx,
  userName: ctx.user.userName,
});

/** The book row and its file rows, in one transaction (the files are already in storage). */
export async function insertBook(
  db: Db,
  author: BookAuthor,
  now: Date,
  fields: NewBookFields,
  source: 'pdf' | 'images',
  pageTotal: number,
  files: Array<{ file: Omit<UploadedFile, 'field'>; kind: string; sortOrder: number }>,
): Promise<CompanyBook> {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .insert(books)
      .values({
        companyIdx: author.companyIdx,
        regUserIdx: author.userIdx,
        regUserName: author.userName,
        ...fields,
        bookStatus: BookState.WRITING,
        source,
        conversionStatus: ConversionStatus.QUEUED,
        pageTotal,
        regDatetime: now,
        modDatetime: now,
      })
      .returning();
    await tx.insert(bookFiles).values(
      files.map(({ file, kind, sortOrder }) => ({
        bookIdx: book!.bookIdx,
        kind,
        sortOrder,
        orgFileName: file.fileName.slice(0, 255),
        fileSize: file.size,
        mime: file.mime.slice(0, 128),
        storageKey: file.storageKey,
      })),
    );
    return inCompanyRow(book!);
  });
}

/** What a conversion does besides the pages. */
export interface ConversionOptions {
  /** The quick answer's proposal becomes the book's answers (a homework deployed with auto review). */
  applyProposal?: boolean;
}

/** The conversion job's payload. */
export interface ConversionPayload extends ConversionOptions {
  bookIdx: number;
}

/** Starts (or restarts) a book's conversion; one job per book at a time. */
export function enqueueConversion(
  runtime: Runtime,
  book: Pick<BookRow, 'bookIdx' | 'companyIdx' | 'regUserIdx'>,
  options: ConversionOptions = {},
): Promise<JobRow | null> {
  const payload: ConversionPayload = { bookIdx: book.bookIdx, ...(options.applyProposal ? { applyProposal: true } : {}) };
  return runtime.jobs.queue.enqueue({
    kind: BOOK_CONVERT_JOB,
    payload,
    maxAttempts: 3,
    companyIdx: book.companyIdx,
    createdByUserIdx: book.regUserIdx,
    singletonKey: conversionJobKey(book.bookIdx),
  });
}

/**
 * A book from up to three PDFs: kinds from the names' kind words or the author's `choices`, the kinds in
 * `required` present, each PDF opened by the engine; then the book, its files and the conversion job.
 */
export async function registerFromPdfs(
  ctx: SignedInContext,
  fields: NewBookFields,
  required: readonly BookPdfKindValue[],
  choices: readonly PdfKindChoice[] | undefined,
  options: ConversionOptions = {},
): Promise<CompanyBook> {
  const storage = storageOf(ctx);
  const uploads = uploadsOf(ctx);
  const assigned = assignPdfKinds(
    uploads.map((u) => u.fileName),
    required,
    choices,
  );
  if (!assigned.ok) throw kindRefusal(assigned);
  const files = uploads.map((file, i) => ({ file, kind: assigned.kinds[i]!.kind as string, sortOrder: 0 }));
  let pageTotal = 0;
  for (const { file, kind } of files) {
    const pageCount = await checkPdf(storage, file);
    if (kind === 'worksheet') pageTotal = pageCount;
  }
  const book = await insertBook(ctx.db, authorOf(ctx), ctx.runtime.clock(), fields, 'pdf', pageTotal, files);
  await enqueueConversion(ctx.runtime, book, options);
  return book;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** Whether the stored bytes start as a png or jpg (the page itself is decoded by the conversion). */
async function looksLikeImage(storage: FileStorage, key: string): Promise<boolean> {
  const found = await storage.get(key, { start: 0, end: 7 });
  if (!found) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const head = Buffer.concat(chunks);
  return head.subarray(0, 4).equals(PNG) || head.subarray(0, 3).equals(JPEG);
}

/** A book from png/jpg pages, in the order of their names. */
export async function registerFromImages(ctx: SignedInContext, fields: NewBookFields): Promise<CompanyBook> {
  const storage = storageOf(ctx);
  const uploads = orderImagesByName(uploadsOf(ctx).map((u) => ({ ...u, name: u.fileName })));
  if (uploads.length === 0) throw new AppError(ErrorCode.BOOK_FILE_MISSING, 'Choose at least one page image.');
  for (const file of uploads) {
    if (!(await looksLikeImage(storage, file.storageKey)))
      throw new AppError(ErrorCode.FILE_UNREADABLE, `${file.fileName}: not a png or jpg image.`);
  }
  const files = uploads.map((file, i) => ({ file, kind: 'image', sortOrder: i + 1 }));
  const book = await insertBook(ctx.db, authorOf(ctx), ctx.runtime.clock(), fields, 'images', uploads.length, files);
  await enqueueConversion(ctx.runtime, book);
  return book;
}
