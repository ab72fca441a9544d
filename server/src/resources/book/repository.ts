import type { ChapterNode, ChapterNodeInput } from '@boda/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BookFileRow, bookChapters, bookFiles, bookPages, type BookPageRow, type BookRow, books, jobs } from '../../db/schema';
import { type CompanyBook, inCompanyRow, inCompanyRows } from '../../db/scoped';
import { containsPattern } from '../../db/sql';

/*
 * Book queries. Company scope by construction (db/scoped.ts, as the board's): lists take companyIdx; a
 * book's writers and child finders (files, pages, contents, its conversion job) take a CompanyBook, which
 * only the policies (book.view, book.author), the insert, or findBookAcrossCompanies (the conversion job,
 * whose payload names its book) answer.
 */

export interface BookListFilter {
  companyIdx: number;
  bookUse: number;
  bookType?: number;
  bookStatus?: number;
  /** Registered from this instant to this one, both included: the caller's local days (contract localDays.ts). */
  registeredFrom?: string;
  registeredTo?: string;
  keyword: string;
  /** 1 name, 2 author's name. */
  searchType: number;
  page: number;
  size: number;
}

export async function listBooks(db: Db, f: BookListFilter): Promise<{ rows: CompanyBook[]; total: number }> {
  const where: SQL[] = [eq(books.companyIdx, f.companyIdx), eq(books.bookUse, f.bookUse)];
  if (f.bookType !== undefined) where.push(eq(books.bookType, f.bookType));
  if (f.bookStatus !== undefined) where.push(eq(books.bookStatus, f.bookStatus));
  if (f.registeredFrom) where.push(gte(books.regDatetime, new Date(f.registeredFrom)));
  if (f.registeredTo) where.push(lte(books.regDatetime, new Date(f.registeredTo)));
  if (f.keyword !== '') where.push(ilike(f.searchType === 2 ? books.regUserName : books.bookName, containsPattern(f.keyword)));
  const condition = and(...where);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(books).where(condition);
  const rows = await db
    .select()
    .from(books)
    .where(condition)
    .orderBy(desc(books.regDatetime), desc(books.bookIdx))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return { rows: inCompanyRows(rows), total };
}

export function filesOf(db: Db, book: CompanyBook): Promise<BookFileRow[]> {
  return db.select().from(bookFiles).where(eq(bookFiles.bookIdx, book.bookIdx)).orderBy(asc(bookFiles.kind), asc(bookFiles.sortOrder));
}

export async function fileOfKind(db: Db, book: CompanyBook, kind: string): Promise<BookFileRow | null> {
  const [row] = await db
    .select()
    .from(bookFiles)
    .where(and(eq(bookFiles.bookIdx, book.bookIdx), eq(bookFiles.kind, kind)))
    .limit(1);
  return row ?? null;
}

export function pagesInRange(db: Db, book: CompanyBook, fromPage: number, toPage: number): Promise<BookPageRow[]> {
  return db
    .select()
    .from(bookPages)
    .where(and(eq(bookPages.bookIdx, book.bookIdx), gte(bookPages.pageNo, fromPage), lt(bookPages.pageNo, toPage + 1)))
    .orderBy(asc(bookPages.pageNo));
}

export async function pageOf(db: Db, book: CompanyBook, pageNo: number): Promise<BookPageRow | null> {
  const [row] = await db
    .select()
    .from(bookPages)
    .where(and(eq(bookPages.bookIdx, book.bookIdx), eq(bookPages.pageNo, pageNo)))
    .limit(1);
  return row ?? null;
}

export async function storedPageNos(db: Db, book: CompanyBook): Promise<Set<number>> {
  const rows = await db.select({ pageNo: bookPages.pageNo }).from(bookPages).where(eq(bookPages.bookIdx, book.bookIdx));
  return new Set(rows.map((r) => r.pageNo));
}

export async function findBookAcrossCompanies(db: Db, bookIdx: number): Promise<CompanyBook | null> {
  const [row] = await db.select().from(books).where(eq(books.bookIdx, bookIdx)).limit(1);
  return row ? inCompanyRow(row) : null;
}

export async function updateBook(db: Db, book: CompanyBook, values: Partial<BookRow>): Promise<CompanyBook | null> {
  const [row] = await db
    .update(books)
    .set(values)
    .where(and(eq(books.bookIdx, book.bookIdx), eq(books.companyIdx, book.companyIdx)))
    .returning();
  return row ? inCompanyRow(row) : null;
}

/** The table of contents as a tree, siblings in their saved order. */
export async function chaptersOf(db: Db, book: CompanyBook): Promise<ChapterNode[]> {
  const rows = await db.select().from(bookChapters).where(eq(bookChapters.bookIdx, book.bookIdx)).orderBy(asc(bookChapters.sortOrder));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentChapterIdx, [...(byParent.get(row.parentChapterIdx) ?? []), row]);
  const build = (parent: number | null): ChapterNode[] =>
    (byParent.get(parent) ?? []).map((r) => ({
      chapterIdx: r.chapterIdx,
      bookIdx: book.bookIdx,
      title: r.title,
      startPage: r.startPage,
      children: build(r.chapterIdx),
    }));
  return build(null);
}

/** Replaces the table of contents (inside the caller's transaction). */
export async function replaceChapters(tx: Db, book: CompanyBook, nodes: readonly ChapterNodeInput[]): Promise<void> {
  await tx.delete(bookChapters).where(eq(bookChapters.bookIdx, book.bookIdx));
  const insertLevel = async (level: readonly ChapterNodeInput[], parent: number | null): Promise<void> => {
    for (const [sortOrder, node] of level.entries()) {
      const [row] = await tx
        .insert(bookChapters)
        .values({ bookIdx: book.bookIdx, parentChapterIdx: parent, title: node.title.trim(), startPage: node.startPage ?? 1, sortOrder })
        .returning({ chapterIdx: bookChapters.chapterIdx });
      await insertLevel(node.children, row!.chapterIdx);
    }
  };
  await insertLevel(nodes, null);
}

/** The singleton key of a book's conversion job: one queued or running per book. */
export const conversionJobKey = (bookIdx: number) => `book.convert:${bookIdx}`;

/** The payload of the book's latest conversion job (a retry converts with the same options), or null. */
export async function lastConversionPayload(db: Db, book: CompanyBook): Promise<unknown> {
  const [row] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.singletonKey, conversionJobKey(book.bookIdx)))
    .orderBy(desc(jobs.jobId))
    .limit(1);
  return row?.payload ?? null;
}

/** Whether a conversion job for the book is queued or running (on any instance). */
export async function hasLiveConversionJob(db: Db, book: CompanyBook): Promise<boolean> {
  const rows = await db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(and(eq(jobs.singletonKey, conversionJobKey(book.bookIdx)), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  return rows.length > 0;
}
