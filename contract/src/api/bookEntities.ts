import { z } from 'zod';
import { FuncFlag } from '../config';
import { BookState, BookType, TextbookType, UserType, type UserTypeCd } from '../enums';
import { AnswerType, QUESTIONS_MAX, TEXT_ANSWER_MAX } from '../rules/bookAnswers';
import { BOOK_PAGE_RANGE, BOOK_PAGES_MAX, type BookPdfKindValue } from '../rules/book';
import { CHAPTER_TITLE_MAX, CHAPTERS_MAX } from '../rules/bookChapters';
import type { SignedInAccess } from './access';
import { flexBool, flexInt } from './define';
import { idSchema, isoInstantSchema, optionalText, searchKeywordSchema } from './params';

/*
 * Books (manage-area 3 Book and Chapter node, service-area 3 Textbook): the shapes shared by /boda/book
 * (book.ts) and /boda/textbook (textbook.ts). One table holds both: `bookUse` 0 is a library book (the
 * manage area's /book), 1 a homework textbook (/textbook, deployed by tasks); a textbookIdx is a bookIdx.
 * `bookType` is the tab: 1 textbook (has a table of contents), 2 workbook.
 */

/** Question banks a homework textbook is made for (service-area 5: flat, pro, holic math). */
export const QuestionBank = { FLAT: 1, PRO: 2, HOLIC_MATH: 3 } as const;
export type QuestionBankCd = (typeof QuestionBank)[keyof typeof QuestionBank];

/** How far a book's pages are: made from its PDFs or images by a server job after registration. */
export const ConversionStatus = { QUEUED: 'queued', CONVERTING: 'converting', READY: 'ready', FAILED: 'failed' } as const;

/** Who registers books and textbooks: teachers and the administrative types (not monitors, students or guests). */
export const BOOK_AUTHOR_TYPES: readonly UserTypeCd[] = [
  UserType.SUPER_ADMIN,
  UserType.ADMIN,
  UserType.OPERATOR,
  UserType.TEACHER,
  UserType.OPEN_TEACHER,
];

/** Viewing the manage area's books: anyone there while the textbook function is on (monitors included). */
export const BOOK_VIEW_ACCESS = { area: 'manage', funcs: [FuncFlag.TEXTBOOK] } as const satisfies SignedInAccess;
/** Registering and copying books; modify and delete are further the author's only (policy book.author). */
export const BOOK_WRITE_ACCESS = { area: 'manage', funcs: [FuncFlag.TEXTBOOK], roles: BOOK_AUTHOR_TYPES } as const satisfies SignedInAccess;
/** Homework textbooks: teachers in either area (/task/book in the manage area) while the homework function is on. */
export const TEXTBOOK_ACCESS = { area: 'any', funcs: [FuncFlag.HOMEWORK], roles: BOOK_AUTHOR_TYPES } as const satisfies SignedInAccess;
/** A conversion's progress and its retry, for books and homework textbooks alike. */
export const BOOK_CONVERSION_ACCESS = { area: 'any', roles: BOOK_AUTHOR_TYPES } as const satisfies SignedInAccess;

export const BOOK_NAME_MAX = 100;
export const BOOK_DESC_MAX = 1000;

export const bookUseSchema = z.union([z.literal(BookType.BOOK), z.literal(BookType.TASK)]);
export const bookTypeSchema = z.union([z.literal(TextbookType.TEXTBOOK), z.literal(TextbookType.WORKBOOK)]);
export const flexBookType = flexInt.pipe(bookTypeSchema);
export const bookStatusSchema = z.union([z.literal(BookState.WRITING), z.literal(BookState.COMPLETED), z.literal(BookState.USED)]);
export const questionBankSchema = z.union([z.literal(QuestionBank.FLAT), z.literal(QuestionBank.PRO), z.literal(QuestionBank.HOLIC_MATH)]);
export const bookPdfKindSchema = z.enum(['worksheet', 'answerSheet', 'quickAnswer']) satisfies z.ZodType<BookPdfKindValue>;
export const conversionStatusSchema = z.enum(['queued', 'converting', 'ready', 'failed']);

/** A name as typed: trimmed, required (blank is 'enter title'). */
export const bookNameSchema = z.string().trim().min(1, 'enter title').max(BOOK_NAME_MAX);

/** PNo, AnsTy, Ans (rules in contract/src/rules/bookAnswers.ts). */
export const solutionSchema = z.object({
  PNo: z.number().int(),
  AnsTy: z.union([z.literal(AnswerType.CHOICE), z.literal(AnswerType.TEXT)]),
  Ans: z.string(),
});
export const solutionInput = z.object({
  PNo: flexInt.pipe(z.number().int().min(1).max(QUESTIONS_MAX)),
  AnsTy: flexInt.pipe(z.union([z.literal(AnswerType.CHOICE), z.literal(AnswerType.TEXT)])),
  Ans: z.string().max(TEXT_ANSWER_MAX),
});
export const solutionListInput = z.array(solutionInput).max(QUESTIONS_MAX);

/** The conversion of a book's pages: pages done of the total while it runs, why it failed when it did. */
export const conversionSchema = z.object({
  status: conversionStatusSchema,
  pagesDone: z.number().int(),
  /** 0 until the job has opened the PDF (known at once for image books). */
  pageTotal: z.number().int(),
  /** The catalogue code of a failure (WB-400-406, WB-400-407, WB-400-408, or WB-500-001 for anything else). */
  failCode: z.string().nullable(),
  failReason: z.string().nullable(),
});
export type Conversion = z.infer<typeof conversionSchema>;

export const bookRegUserSchema = z.object({ userIdx: z.number().int(), userName: z.string() });

/** A kept original: the PDFs (worksheet, answer sheet, quick answer); image books keep none. */
export const bookSourceFileSchema = z.object({
  kind: bookPdfKindSchema,
  orgFileName: z.string(),
  fileSize: z.number().int(),
});

/** A row of the lists. */
export const bookSummarySchema = z.object({
  bookIdx: z.number().int(),
  bookName: z.string(),
  bookUse: bookUseSchema,
  bookType: bookTypeSchema,
  bankType: questionBankSchema.nullable(),
  bookStatus: bookStatusSchema,
  pageCount: z.number().int(),
  questionCount: z.number().int(),
  answerCount: z.number().int(),
  regUser: bookRegUserSchema,
  regDatetime: z.string(),
  /** Whether the caller may modify and delete it (the author; manage-area: only the author sees those). */
  editable: z.boolean(),
  conversion: conversionSchema,
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookSchema = bookSummarySchema.extend({
  bookDesc: z.string(),
  deployDatetime: z.string().nullable(),
  modDatetime: z.string(),
  /** 'pdf': pages from the worksheet PDF; 'images': pages from uploaded images. */
  source: z.enum(['pdf', 'images']),
  sourceFileList: z.array(bookSourceFileSchema),
  /** The confirmed answers (the spec's solutionJsonStr, as a list), ordered by PNo. */
  solutionList: z.array(solutionSchema),
});
export type Book = z.infer<typeof bookSchema>;

/** A table-of-contents node as answered. */
export interface ChapterNode {
  chapterIdx: number;
  bookIdx: number;
  title: string;
  startPage: number;
  children: ChapterNode[];
}
export const chapterNodeSchema: z.ZodType<ChapterNode> = z.object({
  chapterIdx: z.number().int(),
  bookIdx: z.number().int(),
  title: z.string(),
  startPage: z.number().int(),
  get children() {
    return z.array(chapterNodeSchema);
  },
});

/** A node as sent by the editor (rules in contract/src/rules/bookChapters.ts); chapterIdx is not needed. */
export interface ChapterNodeInput {
  title: string;
  startPage: number | null;
  children: ChapterNodeInput[];
}
export const chapterNodeInput: z.ZodType<ChapterNodeInput> = z.object({
  title: z.string().max(CHAPTER_TITLE_MAX),
  startPage: z.number().int().min(0).max(1_000_000).nullable(),
  get children() {
    return z.array(chapterNodeInput).max(CHAPTERS_MAX);
  },
});

/** A page of a book: its image and thumbnail come from the DOWNLOAD_PAGE download (`imgUrl` names that call). */
export const bookPageSchema = z.object({
  pageNo: z.number().int(),
  imgUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** JSON text parsed (objects travel as JSON in multipart bodies); anything else as it is. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The author's statement of which file is which (the custom-named mode). In a multipart body it comes as
 * one JSON array, or, as the renderer's client sends lists, the field repeated with one JSON object each.
 */
export const fileKindListInput = z
  .preprocess(
    (value) => {
      const parsed = Array.isArray(value) ? value.map(parsedJson) : parsedJson(value);
      return Array.isArray(parsed) ? parsed : [parsed];
    },
    z.array(z.object({ fileName: z.string().max(255), kind: bookPdfKindSchema })).max(3),
  )
  .optional();

/**
 * Date range and keyword of the lists. The range is the caller's local days as instants (localDayStart of
 * the first day, localDayEnd of the last, rules/localDays.ts): books registered from the start to the end.
 */
export const bookSearchInput = {
  searchStartDate: isoInstantSchema.optional(),
  searchEndDate: isoInstantSchema.optional(),
  searchKeyword: searchKeywordSchema,
  /** 1: keyword in the name (default); 2: in the author's name. */
  searchType: flexInt.pipe(z.union([z.literal(1), z.literal(2)])).default(1),
};

export const BOOK_LIST_SIZE_MIN = 10;
export const BOOK_LIST_SIZE_MAX = 50;
export const BOOK_LIST_SIZE_DEFAULT = 20;
/** Page (1-based) and size 10 to 50 (default 20) of the book lists. */
export const bookPagingInput = {
  page: flexInt.pipe(z.number().int().min(1)).default(1),
  size: flexInt.pipe(z.number().int().min(BOOK_LIST_SIZE_MIN).max(BOOK_LIST_SIZE_MAX)).default(BOOK_LIST_SIZE_DEFAULT),
};

export const bookIdxInput = z.object({ bookIdx: idSchema });
export const bookDescInput = optionalText.pipe(z.string().max(BOOK_DESC_MAX));

const pageNoInput = flexInt.pipe(z.number().int().min(1).max(BOOK_PAGES_MAX));

/** fromPage..toPage, both inclusive (pageRangesOf in rules/book.ts makes them); checked by pageRangeCheck. */
export const pageRangeFields = { fromPage: pageNoInput.default(1), toPage: pageNoInput.default(BOOK_PAGE_RANGE) };
/** At most BOOK_PAGE_RANGE pages per call. */
export const pageRangeCheck: [(r: { fromPage: number; toPage: number }) => boolean, { message: string; path: string[] }] = [
  (r) => r.toPage >= r.fromPage && r.toPage - r.fromPage < BOOK_PAGE_RANGE,
  { message: `toPage must be from fromPage to fromPage + ${BOOK_PAGE_RANGE - 1}`, path: ['toPage'] },
];

/** One page's image or, with thumbnail, its thumbnail. */
export const pageImageFields = { pageNo: pageNoInput, thumbnail: flexBool.default(false) };
