import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';

/*
 * Enquiries from the public site (/intro/contact). Every accepted enquiry is a row before anything
 * else happens, so a mail server that is down loses nothing: the mail job reads the row and retries.
 */

/** pending: a mail job will send it; sent; failed: the job gave up; off: no SMTP configured; spam: never mailed. */
export type EnquiryMailStatus = 'pending' | 'sent' | 'failed' | 'off' | 'spam';

export interface EnquirySessionRow {
  day: string;
  start: string;
}

export const enquiries = pgTable(
  'enquiries',
  {
    enquiryIdx: serial('enquiry_idx').primaryKey(),
    classType: varchar('class_type', { length: 16 }).notNull(),
    studentName: varchar('student_name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    enquirerType: varchar('enquirer_type', { length: 16 }).notNull(),
    schoolLevel: varchar('school_level', { length: 16 }).notNull(),
    grade: integer('grade').notNull(),
    teacher: varchar('teacher', { length: 50 }).notNull(),
    lessonMinutes: integer('lesson_minutes').notNull(),
    sessions: jsonb('sessions').$type<EnquirySessionRow[]>().notNull(),
    content: text('content').notNull(),
    agreement: boolean('agreement').notNull(),
    marketing: boolean('marketing').notNull(),
    /** The sender's address (rate limits, abuse reports). */
    ip: varchar('ip', { length: 64 }).notNull(),
    /** The honeypot field was filled: kept for review, never mailed. */
    spam: boolean('spam').notNull().default(false),
    mailStatus: varchar('mail_status', { length: 16 }).$type<EnquiryMailStatus>().notNull(),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailError: text('mail_error'),
    mailSentAt: at('mail_sent_at'),
    ...timestamps,
  },
  (t) => [index('enquiries_reg').on(t.regDatetime), index('enquiries_mail_status').on(t.mailStatus)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;
