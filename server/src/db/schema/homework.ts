import type { PageInk } from '@boda/contract';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { companies } from './companies';
import { users } from './users';
import { meets } from './meets';
import { books } from './books';

/*
 * Homework and notes (contract/src/api/noteEntities.ts has the story): tasks deployed on a book to
 * students (task_users), the notes students write (one per task user) and class notes the class client
 * uploads for a meeting; a note's agendas and pages (ink as vectors, rules/ink.ts), one solution row per
 * question, and the log of solving sessions and submissions (logNote).
 */

export const tasks = pgTable(
  'tasks',
  {
    taskIdx: serial('task_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** The book deployed (a textbookIdx is a bookIdx); a book with tasks cannot be deleted (WB-409-003). */
    textbookIdx: integer('textbook_idx')
      .notNull()
      .references(() => books.bookIdx, { onDelete: 'restrict' }),
    taskName: varchar('task_name', { length: 100 }).notNull(),
    submitLimitDatetime: at('submit_limit_datetime').notNull(),
    /** 1: chosen and typed answers are graded on submission. */
    autoReview: integer('auto_review').notNull().default(0),
    /** The teacher who deployed it; the name stays when the account is deleted. */
    regUserIdx: integer('reg_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    regUserName: varchar('reg_user_name', { length: 50 }).notNull(),
    /** Removed tasks stay so an assignee who opens one is told it was removed (deleteYn 1). */
    deleted: boolean('deleted').notNull().default(false),
    deleteDatetime: at('delete_datetime'),
    ...timestamps,
  },
  (t) => [index('tasks_company_reg').on(t.companyIdx, t.regDatetime), index('tasks_reg_user').on(t.regUserIdx, t.regDatetime)],
);

export const notes = pgTable(
  'notes',
  {
    noteIdx: serial('note_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** The student who writes it (homework) or whose class note it is. */
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** NoteKind: 1 homework, 2 class note. */
    noteKind: integer('note_kind').notNull(),
    taskIdx: integer('task_idx').references(() => tasks.taskIdx, { onDelete: 'cascade' }),
    textbookIdx: integer('textbook_idx').references(() => books.bookIdx, { onDelete: 'restrict' }),
    meetIdx: integer('meet_idx').references(() => meets.meetIdx, { onDelete: 'cascade' }),
    noteTitle: varchar('note_title', { length: 100 }).notNull(),
    /** NoteStatus: 1 save (being written), 2 submit, 3 inspection, 4 completed. */
    noteStatus: integer('note_status').notNull(),
    noteSubmitDatetime: at('note_submit_datetime'),
    questionCount: integer('question_count').notNull().default(0),
    solveCount: integer('solve_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    wrongCount: integer('wrong_count').notNull().default(0),
    spentTime: integer('spent_time').notNull().default(0),
    submitCount: integer('submit_count').notNull().default(0),
    confirmComment: text('confirm_comment').notNull().default(''),
    confirmUserIdx: integer('confirm_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    confirmDatetime: at('confirm_datetime'),
    /** Class notes: FileOutput bits (pdf, image) the template asked for. */
    noteSaveFormat: integer('note_save_format').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('notes_company_submit').on(t.companyIdx, t.noteSubmitDatetime),
    index('notes_user').on(t.userIdx, t.noteKind),
    index('notes_task').on(t.taskIdx),
    index('notes_meet').on(t.meetIdx),
  ],
);

export const taskUsers = pgTable(
  'task_users',
  {
    taskUserIdx: serial('task_user_idx').primaryKey(),
    taskIdx: integer('task_idx')
      .notNull()
      .references(() => tasks.taskIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** TaskStatus: 0 not started, 1 in progress, 2 submitted. */
    taskStatus: integer('task_status').notNull().default(0),
    /** The note the first START made (continuing reuses it). */
    noteIdx: integer('note_idx').references(() => notes.noteIdx, { onDelete: 'set null' }),
    hurryCount: integer('hurry_count').notNull().default(0),
    lastHurryDatetime: at('last_hurry_datetime'),
  },
  (t) => [uniqueIndex('task_users_task_user').on(t.taskIdx, t.userIdx), index('task_users_user').on(t.userIdx)],
);

export const noteAgendas = pgTable(
  'note_agendas',
  {
    noteIdx: integer('note_idx')
      .notNull()
      .references(() => notes.noteIdx, { onDelete: 'cascade' }),
    agendaNo: integer('agenda_no').notNull(),
    agendaName: varchar('agenda_name', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('note_agendas_note_agenda').on(t.noteIdx, t.agendaNo)],
);

export const notePages = pgTable(
  'note_pages',
  {
    notePageIdx: serial('note_page_idx').primaryKey(),
    noteIdx: integer('note_idx')
      .notNull()
      .references(() => notes.noteIdx, { onDelete: 'cascade' }),
    agendaNo: integer('agenda_no').notNull(),
    pageNo: integer('page_no').notNull(),
    pageName: varchar('page_name', { length: 100 }).notNull().default(''),
    /** Homework: the textbook page under the ink. */
    bookPageNo: integer('book_page_no'),
    /** Class notes: the uploaded page image in runtime.storage. */
    imageKey: varchar('image_key', { length: 255 }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ink: jsonb('ink').$type<PageInk>().notNull().default({ strokes: [] }),
    /** The highest save sequence applied (a late, older save is ignored). */
    seq: integer('seq').notNull().default(0),
    checked: boolean('checked').notNull().default(false),
    modDatetime: at('mod_datetime').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('note_pages_note_page').on(t.noteIdx, t.agendaNo, t.pageNo)],
);

export const noteSolutions = pgTable(
  'note_solutions',
  {
    noteIdx: integer('note_idx')
      .notNull()
      .references(() => notes.noteIdx, { onDelete: 'cascade' }),
    solutionNo: integer('solution_no').notNull(),
    /** AnswerType of the textbook's answer: 1 choice, 2 text. */
    answerType: integer('answer_type').notNull(),
    answer: text('answer').notNull().default(''),
    /** 1 correct, 0 wrong, null undecided. */
    result: integer('result'),
    /** ReviewSource: 'auto', 'validator' or 'teacher'. */
    reviewSource: varchar('review_source', { length: 16 }),
    correction: text('correction').notNull().default(''),
    redo: boolean('redo').notNull().default(false),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [uniqueIndex('note_solutions_note_solution').on(t.noteIdx, t.solutionNo)],
);

/** logNote: one row per solving session (START until the last save) and one per submission. */
export const noteLogs = pgTable(
  'note_logs',
  {
    logIdx: serial('log_idx').primaryKey(),
    noteIdx: integer('note_idx')
      .notNull()
      .references(() => notes.noteIdx, { onDelete: 'cascade' }),
    /** NoteStatus.SAVE for a session, NoteStatus.SUBMIT for a submission. */
    noteStatus: integer('note_status').notNull(),
    spentTime: integer('spent_time').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    wrongCount: integer('wrong_count').notNull().default(0),
    regDatetime: at('reg_datetime').notNull().defaultNow(),
  },
  (t) => [index('note_logs_note').on(t.noteIdx, t.regDatetime)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskUserRow = typeof taskUsers.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;
export type NotePageRow = typeof notePages.$inferSelect;
export type NoteSolutionRow = typeof noteSolutions.$inferSelect;
export type NoteLogRow = typeof noteLogs.$inferSelect;
