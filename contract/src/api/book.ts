import { z } from 'zod';
import { BookState, BookType, Limits } from '../enums';
import { BOOK_IMAGE_RULES, BOOK_PDF_RULES } from '../uploads';
import {
  BOOK_CONVERSION_ACCESS,
  BOOK_VIEW_ACCESS,
  BOOK_WRITE_ACCESS,
  bookDescInput,
  bookIdxInput,
  bookPagingInput,
  bookNameSchema,
  bookPageSchema,
  bookSchema,
  bookSearchInput,
  bookSummarySchema,
  flexBookType,
  chapterNodeInput,
  chapterNodeSchema,
  conversionSchema,
  fileKindListInput,
  pageImageFields,
  pageRangeCheck,
  pageRangeFields,
} from './bookEntities';
import { defineCommand, flexInt, jsonField } from './define';
import { defineDownload } from './download';
import { idSchema, pageSchema } from './params';

/*
 * The manage area's books (manage-area "Textbooks and workbooks (/book)", 7 "Books"). Registration stores
 * the files and answers at once; the pages are made by a server job whose progress book.CONVERSION tells
 * (the book is usable when `conversion.status` is 'ready'). Shapes are in bookEntities.ts.
 */

/** The list's default date range: the last 7 days. */
export const BOOK_LIST_DEFAULT_DAYS = 7;

const bookFieldsInput = z.object({ bookName: bookNameSchema, bookDesc: bookDescInput, bookType: flexBookType });
const newBookResult = z.object({ result: z.object({ bookIdx: z.number().int(), conversion: conversionSchema }) });
const bookWithChapters = { result: bookSchema, chapter: z.array(chapterNodeSchema) };

export const bookCommands = {
  /** One book with its table of contents (textbooks; [] for workbooks). */
  'book.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/book',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'book', kind: 'read' },
    access: BOOK_VIEW_ACCESS,
    input: bookIdxInput,
    output: z.object(bookWithChapters),
  }),
  /** The book, its contents and pages fromPage..toPage (at most 100 per call, pages up to 1000; pages not yet converted are absent). */
  'book.VIEW_WITH_PAGE': defineCommand({
    method: 'GET',
    path: '/boda/book',
    command: 'VIEW_WITH_PAGE',
    encoding: 'query',
    resource: { name: 'book', kind: 'read' },
    access: BOOK_VIEW_ACCESS,
    input: z.object({ bookIdx: idSchema, ...pageRangeFields }).refine(...pageRangeCheck),
    output: z.object({ ...bookWithChapters, pageList: z.array(bookPageSchema) }),
  }),
  /** The company's library books (bookUse 0) of one tab (bookType), newest first; dates are registration days (YYYY-MM-DD, inclusive). */
  'book.LIST': defineCommand({
    method: 'GET',
    path: '/boda/book',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'book', kind: 'read' },
    access: BOOK_VIEW_ACCESS,
    input: z.object({
      ...bookPagingInput,
      bookUse: flexInt.pipe(z.literal(BookType.BOOK)).default(BookType.BOOK),
      bookType: flexBookType.optional(),
      searchBookStatus: flexInt
        .pipe(z.union([z.literal(BookState.WRITING), z.literal(BookState.COMPLETED), z.literal(BookState.USED)]))
        .optional(),
      ...bookSearchInput,
    }),
    output: z.object({ resultPage: pageSchema(bookSummarySchema) }),
  }),
  /** Deletes a book, its pages, contents and files (author only). */
  'book.DEL': defineCommand({
    method: 'POST',
    path: '/boda/book',
    command: 'DEL',
    encoding: 'form',
    resource: { name: 'book', kind: 'change', alsoChanges: ['textbook', 'bookFile', 'textbookFile'] },
    access: BOOK_WRITE_ACCESS,
    input: bookIdxInput,
    output: z.object({ result: z.object({ bookIdx: z.number().int() }) }),
  }),
  /** The conversion's progress (poll while 'queued' or 'converting'); any book or textbook of the company. */
  'book.CONVERSION': defineCommand({
    method: 'GET',
    path: '/boda/book',
    command: 'CONVERSION',
    encoding: 'query',
    resource: { name: 'book', kind: 'read' },
    access: BOOK_CONVERSION_ACCESS,
    input: bookIdxInput,
    output: z.object({ result: conversionSchema }),
  }),
  /** Starts a failed conversion again from its stored files (author only; WB-409-002 unless it failed). */
  'book.RETRY_CONVERSION': defineCommand({
    method: 'POST',
    path: '/boda/book',
    command: 'RETRY_CONVERSION',
    encoding: 'form',
    resource: { name: 'book', kind: 'change', alsoChanges: ['textbook', 'bookFile', 'textbookFile'] },
    access: BOOK_CONVERSION_ACCESS,
    input: bookIdxInput,
    output: z.object({ result: conversionSchema }),
  }),
  /**
   * Registers a book from PDFs: the worksheet (required), answer sheet and quick answer, recognised by
   * the kind word ending each name (_문제지, _정답지, _빠른정답) or, in the custom-named mode, by
   * `fileKindList`. Each PDF is checked before anything is kept (WB-400-404..408).
   */
  'bookSave.ADD': defineCommand({
    method: 'POST',
    path: '/boda/book/save',
    command: 'ADD',
    encoding: 'multipart',
    resource: { name: 'bookSave', kind: 'change', alsoChanges: ['book', 'textbook', 'bookFile', 'textbookFile'] },
    access: BOOK_WRITE_ACCESS,
    files: { field: 'uploadFile', rules: BOOK_PDF_RULES },
    input: z.object({ book: jsonField(bookFieldsInput), fileKindList: fileKindListInput, uploadFile: z.unknown().optional() }),
    output: newBookResult,
  }),
  /** Registers a book from png/jpg pages (up to 200 of 10 MB), in the order of their names. */
  'bookSave.ADD_IMAGES': defineCommand({
    method: 'POST',
    path: '/boda/book/save',
    command: 'ADD_IMAGES',
    encoding: 'multipart',
    resource: { name: 'bookSave', kind: 'change', alsoChanges: ['book', 'textbook', 'bookFile', 'textbookFile'] },
    access: BOOK_WRITE_ACCESS,
    files: { field: 'uploadFile', rules: BOOK_IMAGE_RULES },
    input: z.object({ book: jsonField(bookFieldsInput), uploadFile: z.unknown().optional() }),
    output: newBookResult,
  }),
  /** Changes name, description and tab (author only); the pages stay. */
  'bookSave.MOD': defineCommand({
    method: 'POST',
    path: '/boda/book/save',
    command: 'MOD',
    encoding: 'json',
    resource: { name: 'bookSave', kind: 'change', alsoChanges: ['book', 'textbook', 'bookFile', 'textbookFile'] },
    access: BOOK_WRITE_ACCESS,
    input: z.object({ bookIdx: idSchema, book: jsonField(bookFieldsInput) }),
    output: z.object({ result: bookSchema }),
  }),
  /** Copies a ready book under a new name for the caller (anyone who may register); a blank name is 'enter title'. */
  'bookSave.DUP': defineCommand({
    method: 'POST',
    path: '/boda/book/save',
    command: 'DUP',
    encoding: 'form',
    resource: { name: 'bookSave', kind: 'change', alsoChanges: ['book', 'textbook', 'bookFile', 'textbookFile'] },
    access: BOOK_WRITE_ACCESS,
    input: z.object({ bookIdx: idSchema, bookName: bookNameSchema }),
    output: z.object({ result: z.object({ bookIdx: z.number().int() }) }),
  }),
  /**
   * Replaces the table of contents (author only). Refused with WB-400-212 whose details name each flagged
   * node (`path` 'chapterList.0.children.1', message the problem); saved sorted, empty untitled leaves dropped.
   */
  'bookChapter.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/bookChapter/save',
    command: 'SAVE',
    encoding: 'json',
    resource: { name: 'bookChapter', kind: 'change', alsoChanges: ['book', 'textbook'] },
    access: BOOK_WRITE_ACCESS,
    input: z.object({ bookIdx: idSchema, chapterList: z.array(chapterNodeInput).max(Limits.PICKER_PAGE_SIZE) }),
    output: z.object({ result: z.object({ chapterList: z.array(chapterNodeSchema) }) }),
  }),
} as const;

export const bookDownloads = {
  /** A page image (about 2000 px on the long edge) or, with thumbnail, its 320 px thumbnail. */
  'bookFile.DOWNLOAD_PAGE': defineDownload({
    method: 'GET',
    path: '/boda/book/file',
    command: 'DOWNLOAD_PAGE',
    resource: { name: 'bookFile', kind: 'read' },
    access: BOOK_VIEW_ACCESS,
    input: z.object({ bookIdx: idSchema, ...pageImageFields }),
  }),
  /** The quick-answer PDF as uploaded (WB-404-102 when the book has none). */
  'bookFile.DOWNLOAD_ANSWER': defineDownload({
    method: 'GET',
    path: '/boda/book/file',
    command: 'DOWNLOAD_ANSWER',
    resource: { name: 'bookFile', kind: 'read' },
    access: BOOK_VIEW_ACCESS,
    input: bookIdxInput,
  }),
  /** The answer sheet (commentary) PDF as uploaded (WB-404-102 when the book has none). */
  'bookFile.DOWNLOAD_COMMENTARY': defineDownload({
    method: 'GET',
    path: '/boda/book/file',
    command: 'DOWNLOAD_COMMENTARY',
    resource: { name: 'bookFile', kind: 'read' },
    access: BOOK_VIEW_ACCESS,
    input: bookIdxInput,
  }),
} as const;

/** The page image call a page's `imgUrl` names (fetch it with api.download('bookFile.DOWNLOAD_PAGE', ...)). */
export function bookPageUrl(bookIdx: number, pageNo: number): string {
  return `/boda/book/file?command=DOWNLOAD_PAGE&bookIdx=${bookIdx}&pageNo=${pageNo}`;
}
