import { z } from 'zod';
import { BookType, TextbookType } from '../enums';
import { BOOK_PDF_RULES } from '../uploads';
import {
  bookDescInput,
  bookNameSchema,
  bookPagingInput,
  bookPageSchema,
  bookSchema,
  bookSearchInput,
  bookSourceFileSchema,
  bookSummarySchema,
  bookUseSchema,
  chapterNodeSchema,
  conversionSchema,
  fileKindListInput,
  flexBookType,
  pageImageFields,
  pageRangeCheck,
  pageRangeFields,
  questionBankSchema,
  solutionListInput,
  solutionSchema,
  TEXTBOOK_ACCESS,
} from './bookEntities';
import { defineCommand, flexInt, jsonField } from './define';
import { defineDownload } from './download';
import { idSchema, pageSchema } from './params';

/*
 * Homework textbooks (manage-area "Homework deployment (/task)", 7 "Books"; service-area 2.12, 3): books
 * with bookUse 1, made from a worksheet and a quick-answer PDF for one question bank. A textbookIdx is a
 * bookIdx, so VIEW, the answers and the files also work on the manage area's books (a task may be deployed
 * from either). Deploying (ADD_DEPLOY) and adding pages (ADD_PAGE) belong to the homework issue.
 */

const textbookIdxInput = z.object({ textbookIdx: idSchema });

/** Answers read from the quick-answer PDF's text layer, for the author to confirm in the answer editor. */
export const answerProposalSchema = z.object({
  /** 'pending' until the conversion has read the quick answer; 'none' without a quick answer or text layer. */
  status: z.enum(['pending', 'ready', 'none']),
  solutionList: z.array(solutionSchema),
});

export const textbookCommands = {
  /** One textbook (or book) with its contents. */
  'textbook.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/textbook',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'textbook', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: textbookIdxInput,
    output: z.object({ result: bookSchema, chapter: z.array(chapterNodeSchema) }),
  }),
  /** Its pages fromPage..toPage (at most 100 per call), as book.VIEW_WITH_PAGE. */
  'textbook.LIST_PAGE': defineCommand({
    method: 'GET',
    path: '/boda/textbook',
    command: 'LIST_PAGE',
    encoding: 'query',
    resource: { name: 'textbook', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: z.object({ textbookIdx: idSchema, ...pageRangeFields }).refine(...pageRangeCheck),
    output: z.object({ pageList: z.array(bookPageSchema) }),
  }),
  /**
   * The company's homework textbooks (bookUse 1, the default), newest first; with bookUse 0 its library
   * books, which operators register in the manage area and teachers deploy homework on from either area.
   */
  'textbook.LIST': defineCommand({
    method: 'GET',
    path: '/boda/textbook',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'textbook', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: z.object({
      ...bookPagingInput,
      bookUse: flexInt.pipe(bookUseSchema).default(BookType.TASK),
      bookType: flexBookType.optional(),
      ...bookSearchInput,
    }),
    output: z.object({ resultPage: pageSchema(bookSummarySchema) }),
  }),
  /**
   * Registers a homework textbook: worksheet and quick answer PDFs both required (answer sheet optional),
   * recognised as bookSave.ADD does, and one question bank. The quick answer's text is read into a proposal.
   */
  'textbook.ADD': defineCommand({
    method: 'POST',
    path: '/boda/textbook',
    command: 'ADD',
    encoding: 'multipart',
    resource: { name: 'textbook', kind: 'change', alsoChanges: ['book', 'bookFile', 'textbookFile'] },
    access: TEXTBOOK_ACCESS,
    files: { field: 'uploadFile', rules: BOOK_PDF_RULES },
    input: z.object({
      textbook: jsonField(
        z.object({
          textbookName: bookNameSchema,
          textbookDesc: bookDescInput,
          bankType: flexInt.pipe(questionBankSchema),
          bookType: flexBookType.default(TextbookType.WORKBOOK),
        }),
      ),
      fileKindList: fileKindListInput,
      uploadFile: z.unknown().optional(),
    }),
    output: z.object({ result: z.object({ textbookIdx: z.number().int(), conversion: conversionSchema }) }),
  }),
  /**
   * Saves the confirmed answers (author only): per question PNo, AnsTy (1 choice: circled digits 1-5 as
   * '2,4', at least one; 2 text) and Ans. Refused answers are WB-400-212 with a detail per item
   * ('solutionList.3.Ans'). Sets questionCount and answerCount; replaces any earlier answers.
   */
  'textbook.MOD_ANSWER': defineCommand({
    method: 'POST',
    path: '/boda/textbook',
    command: 'MOD_ANSWER',
    encoding: 'json',
    resource: { name: 'textbook', kind: 'change', alsoChanges: ['book'] },
    access: TEXTBOOK_ACCESS,
    input: z.object({ textbookIdx: idSchema, solutionList: solutionListInput }),
    output: z.object({
      result: z.object({ textbookIdx: z.number().int(), questionCount: z.number().int(), answerCount: z.number().int() }),
    }),
  }),
  /** The answers proposed from the quick answer (never saved as answers until MOD_ANSWER). */
  'textbook.ANSWER_PROPOSAL': defineCommand({
    method: 'GET',
    path: '/boda/textbook',
    command: 'ANSWER_PROPOSAL',
    encoding: 'query',
    resource: { name: 'textbook', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: textbookIdxInput,
    output: z.object({ result: answerProposalSchema }),
  }),
  /** Deletes a textbook (author only), with its pages and files. */
  'textbook.DEL': defineCommand({
    method: 'POST',
    path: '/boda/textbook',
    command: 'DEL',
    encoding: 'form',
    resource: { name: 'textbook', kind: 'change', alsoChanges: ['book', 'bookFile', 'textbookFile'] },
    access: TEXTBOOK_ACCESS,
    input: textbookIdxInput,
    output: z.object({ result: z.object({ textbookIdx: z.number().int() }) }),
  }),
  /** The kept PDFs (worksheet, answer sheet, quick answer). */
  'textbook.LIST_FILE': defineCommand({
    method: 'GET',
    path: '/boda/textbook',
    command: 'LIST_FILE',
    encoding: 'query',
    resource: { name: 'textbook', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: textbookIdxInput,
    output: z.object({ resultList: z.array(bookSourceFileSchema) }),
  }),
} as const;

export const textbookDownloads = {
  /** A page image or its thumbnail. */
  'textbookFile.DOWNLOAD_PAGE': defineDownload({
    method: 'GET',
    path: '/boda/textbook/file',
    command: 'DOWNLOAD_PAGE',
    resource: { name: 'textbookFile', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: z.object({ textbookIdx: idSchema, ...pageImageFields }),
  }),
  /** The quick-answer PDF. */
  'textbookFile.DOWNLOAD_ANSWER': defineDownload({
    method: 'GET',
    path: '/boda/textbook/file',
    command: 'DOWNLOAD_ANSWER',
    resource: { name: 'textbookFile', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: textbookIdxInput,
  }),
  /** The answer sheet (commentary) PDF. */
  'textbookFile.DOWNLOAD_COMMENTARY': defineDownload({
    method: 'GET',
    path: '/boda/textbook/file',
    command: 'DOWNLOAD_COMMENTARY',
    resource: { name: 'textbookFile', kind: 'read' },
    access: TEXTBOOK_ACCESS,
    input: textbookIdxInput,
  }),
} as const;
