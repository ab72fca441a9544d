import { bigint, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { companies } from './companies';
import { jobs } from './jobs';
import { meets } from './meets';
import { users } from './users';

/* Class results: recordings and chat files uploaded by the class client, and spreadsheet exports. */

/** A recording ('video') or chat file ('chat') of a meeting, uploaded resumably by the class client. */
export const records = pgTable(
  'records',
  {
    recordIdx: serial('record_idx').primaryKey(),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** The attendee whose client uploaded it. */
    recUserIdx: integer('rec_user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    recordTitle: varchar('record_title', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    /** Hex SHA-256 of the stored bytes (checked against the client's when it sent one). */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    startDatetime: at('start_datetime'),
    endDatetime: at('end_datetime'),
    regDatetime: at('reg_datetime').notNull().defaultNow(),
  },
  (t) => [index('records_meet_kind').on(t.meetIdx, t.kind), index('records_company_reg').on(t.companyIdx, t.regDatetime)],
);

/** A class-results spreadsheet built by a job for the user who asked; downloadable by them only. */
export const logExports = pgTable(
  'log_exports',
  {
    exportIdx: serial('export_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** 'USER_JOIN' (attendance sheet) or 'USER_SCORE' (score history). */
    kind: varchar('kind', { length: 16 }).notNull(),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.jobId, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Set once the job has stored the file. */
    storageKey: varchar('storage_key', { length: 200 }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('log_exports_user').on(t.userIdx, t.createdAt)],
);

export type RecordRow = typeof records.$inferSelect;
export type LogExportRow = typeof logExports.$inferSelect;
