import {
  type Book,
  type BookPdfKindValue,
  type BookSummary,
  bookPageUrl,
  type Conversion,
  ConversionStatus,
  ErrorCode,
  type QuestionBankCd,
} from '@boda/contract';
import { isBookAuthor } from '../../auth/policies';
import type { BookFileRow, BookPageRow, BookRow } from '../../db/schema';
import { iso } from '../../db/sql';
import type { SignedInContext } from '../../http/context';

/* Rows to the contract's shapes. */

const PDF_KINDS = new Set<string>(['worksheet', 'answerSheet', 'quickAnswer']);

/** Queued or converting: the page images are still to come. */
export function isConversionWaiting(row: Pick<BookRow, 'conversionStatus'>): boolean {
  return row.conversionStatus === ConversionStatus.QUEUED || row.conversionStatus === ConversionStatus.CONVERTING;
}

/**
 * The conversion as stored, except that a book still waiting whose job is gone (failed for good after
 * its instance died every attempt) reads as failed, so the author sees why and can retry.
 */
export function conversionOf(row: BookRow, jobAlive = true): Conversion {
  if (isConversionWaiting(row) && !jobAlive) {
    return {
      status: ConversionStatus.FAILED,
      pagesDone: row.pagesDone,
      pageTotal: row.pageTotal,
      failCode: ErrorCode.INTERNAL,
      failReason: 'The conversion stopped unexpectedly. Please retry.',
    };
  }
  return {
    status: row.conversionStatus as Conversion['status'],
    pagesDone: row.pagesDone,
    pageTotal: row.pageTotal,
    failCode: row.failCode,
    failReason: row.failReason,
  };
}

export function toSummary(row: BookRow, ctx: SignedInContext, jobAlive = true): BookSummary {
  return {
    bookIdx: row.bookIdx,
    bookName: row.bookName,
    bookUse: row.bookUse as BookSummary['bookUse'],
    bookType: row.bookType as BookSummary['bookType'],
    bankType: row.bankType as QuestionBankCd | null,
    bookStatus: row.bookStatus as BookSummary['bookStatus'],
    pageCount: row.pageCount,
    questionCount: row.questionCount,
    answerCount: row.answerCount,
    regUser: { userIdx: row.regUserIdx ?? 0, userName: row.regUserName },
    regDatetime: row.regDatetime.toISOString(),
    editable: isBookAuthor(ctx, row),
    conversion: conversionOf(row, jobAlive),
  };
}

export function toBook(row: BookRow, files: BookFileRow[], ctx: SignedInContext, jobAlive = true): Book {
  return {
    ...toSummary(row, ctx, jobAlive),
    bookDesc: row.bookDesc,
    deployDatetime: iso(row.deployDatetime),
    modDatetime: row.modDatetime.toISOString(),
    source: row.source === 'images' ? 'images' : 'pdf',
    sourceFileList: files
      .filter((f) => PDF_KINDS.has(f.kind))
      .map((f) => ({ kind: f.kind as BookPdfKindValue, orgFileName: f.orgFileName, fileSize: f.fileSize })),
    solutionList: row.solutionList,
  };
}

export function toPageDto(row: BookPageRow) {
  return { pageNo: row.pageNo, imgUrl: bookPageUrl(row.bookIdx, row.pageNo), width: row.width, height: row.height };
}
