import { ErrorCode } from '@boda/contract';
import type { BookRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, type CompanyBook, scopeOf } from './repository';

/*
 * Who may do what with a book or homework textbook (manage-area 6: only a book's author sees modify and
 * delete; copying is for anyone who may register). The book is looked up in the caller's company, so
 * another company's book is "not found", never "forbidden".
 */

async function findBookInCompany(ctx: PolicyContext, bookIdx: number): Promise<CompanyBook> {
  const row = (await accessRepository.book.findInCompany(scopeOf(ctx), new Set([bookIdx]))).get(bookIdx);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'The book was not found.');
  return row;
}

/** Whether the caller wrote the book (an author whose account was deleted leaves no one). */
export function isBookAuthor(ctx: Pick<PolicyContext, 'auth'>, book: Pick<BookRow, 'regUserIdx'>): boolean {
  return book.regUserIdx !== null && book.regUserIdx === ctx.auth.userIdx;
}

export const bookPolicies = {
  /** Any book of the caller's company: view, pages, downloads, copy. */
  'book.view': (ctx: PolicyContext, bookIdx: number): Promise<CompanyBook> => findBookInCompany(ctx, bookIdx),
  /** Modify, delete, contents, answers, retry: the author only (WB-403-001 for the others). */
  'book.author': async (ctx: PolicyContext, bookIdx: number): Promise<CompanyBook> => {
    const book = await findBookInCompany(ctx, bookIdx);
    if (!isBookAuthor(ctx, book)) throw new AppError(ErrorCode.FORBIDDEN, "Only the book's author may change or delete it.");
    return book;
  },
};
