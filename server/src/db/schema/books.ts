import type { Solution } from '@boda/contract';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { companies } from './companies';
import { users } from './users';

/*
 * Books (manage-area 3 Book): library books (book_use 0) and homework textbooks (book_use 1) in one
 * table, their kept source files, the page images a conversion job makes from them, and the table of
 * contents. Files live in runtime.storage; a storage key may be shared by a book and its copies, so an
 * object is deleted only when no row names it any more (resources/book/files.ts).
 */

export const books = pgTable(
  'books',
  {
    bookIdx: serial('book_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** The author; the name stays when the account is deleted (then nobody may modify it). */
    regUserIdx: integer('reg_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    regUserName: varchar('reg_user_name', { length: 50 }).notNull(),
    bookName: varchar('book_name', { length: 100 }).notNull(),
    bookDesc: text('book_desc').notNull().default(''),
    /** 0 library book, 1 homework textbook (BookType). */
    bookUse: integer('book_use').notNull(),
    /** 1 textbook, 2 workbook (TextbookType). */
    bookType: integer('book_type').notNull(),
    /** QuestionBank of a homework textbook. */
    bankType: integer('bank_type'),
    /** 0 writing, 1 completed, 2 used (BookState). */
    bookStatus: integer('book_status').notNull().default(0),
    /** 'pdf' or 'images'. */
    source: varchar('source', { length: 8 }).notNull(),
    pageCount: integer('page_count').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    /** The confirmed answers (the spec's solutionJsonStr). */
    solutionList: jsonb('solution_list').$type<Solution[]>().notNull().default([]),
    /** Answers read from the quick answer, for the author to confirm; null until read. */
    proposedSolutionList: jsonb('proposed_solution_list').$type<Solution[]>(),
    /** 'queued', 'converting', 'ready' or 'failed' (ConversionStatus). */
    conversionStatus: varchar('conversion_status', { length: 16 }).notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    pageTotal: integer('page_total').notNull().default(0),
    failCode: varchar('fail_code', { length: 16 }),
    failReason: text('fail_reason'),
    deployDatetime: at('deploy_datetime'),
    ...timestamps,
  },
  (t) => [index('books_company_list').on(t.companyIdx, t.bookUse, t.bookType, t.regDatetime)],
);

/** Kept originals: the PDFs by kind (worksheet, answerSheet, quickAnswer) or an image book's images (kind 'image', in order). */
export const bookFiles = pgTable(
  'book_files',
  {
    fileIdx: serial('file_idx').primaryKey(),
    bookIdx: integer('book_idx')
      .notNull()
      .references(() => books.bookIdx, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Order among the images (0 for PDFs). */
    sortOrder: integer('sort_order').notNull().default(0),
    orgFileName: varchar('org_file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    mime: varchar('mime', { length: 128 }).notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
  },
  (t) => [uniqueIndex('book_files_book_kind').on(t.bookIdx, t.kind, t.sortOrder), index('book_files_storage_key').on(t.storageKey)],
);

export const bookPages = pgTable(
  'book_pages',
  {
    pageIdx: serial('page_idx').primaryKey(),
    bookIdx: integer('book_idx')
      .notNull()
      .references(() => books.bookIdx, { onDelete: 'cascade' }),
    pageNo: integer('page_no').notNull(),
    imageKey: varchar('image_key', { length: 255 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('book_pages_book_page').on(t.bookIdx, t.pageNo),
    index('book_pages_image_key').on(t.imageKey),
    index('book_pages_thumbnail_key').on(t.thumbnailKey),
  ],
);

/** Table-of-contents nodes; siblings in sort_order under parent_chapter_idx (null: top level). */
export const bookChapters = pgTable(
  'book_chapters',
  {
    chapterIdx: serial('chapter_idx').primaryKey(),
    bookIdx: integer('book_idx')
      .notNull()
      .references(() => books.bookIdx, { onDelete: 'cascade' }),
    parentChapterIdx: integer('parent_chapter_idx').references((): AnyPgColumn => bookChapters.chapterIdx, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    startPage: integer('start_page').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('book_chapters_book').on(t.bookIdx, t.sortOrder)],
);

export type BookRow = typeof books.$inferSelect;
export type BookFileRow = typeof bookFiles.$inferSelect;
export type BookPageRow = typeof bookPages.$inferSelect;
export type BookChapterRow = typeof bookChapters.$inferSelect;
