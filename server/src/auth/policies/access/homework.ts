import { NoteKind } from '@boda/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { books, notes, meets, rooms, tasks, type TaskUserRow, taskUsers } from '../../../db/schema';
import { type CompanyBook, type CompanyMeet, type CompanyNote, type CompanyRoom, type CompanyTask, inCompanyRow } from '../../../db/scoped';
import { type AccessScope, ids } from './scope';

/** A task of the scope's company with the caller's own assignment, if any. */
export interface TaskReach {
  task: CompanyTask;
  taskUser: TaskUserRow | null;
}

/** A note of the scope's company with what decides who reads it: its task, or its meeting and room. */
export interface NoteReach {
  note: CompanyNote;
  task: CompanyTask | null;
  meet: CompanyMeet | null;
  room: CompanyRoom | null;
}

/** The caller's own homework note with its task and their assignment. */
export interface OwnHomework {
  note: CompanyNote;
  task: CompanyTask;
  taskUser: TaskUserRow;
}

export const homeworkAccess = {
  book: {
    /** The company's books among the ids. */
    async findInCompany(scope: AccessScope, bookIdxs: ReadonlySet<number>): Promise<Map<number, CompanyBook>> {
      if (bookIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select()
        .from(books)
        .where(and(eq(books.companyIdx, scope.companyIdx), inArray(books.bookIdx, ids(bookIdxs))));
      return new Map(rows.map((row) => [row.bookIdx, inCompanyRow(row)]));
    },
  },
  task: {
    /** The company's tasks among the ids, each with the caller's own assignment. */
    async findReachable(scope: AccessScope, taskIdxs: ReadonlySet<number>): Promise<Map<number, TaskReach>> {
      if (taskIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select({ task: tasks, taskUser: taskUsers })
        .from(tasks)
        .leftJoin(taskUsers, and(eq(taskUsers.taskIdx, tasks.taskIdx), eq(taskUsers.userIdx, scope.userIdx)))
        .where(and(eq(tasks.companyIdx, scope.companyIdx), inArray(tasks.taskIdx, ids(taskIdxs))));
      return new Map(rows.map((row) => [row.task.taskIdx, { task: inCompanyRow(row.task), taskUser: row.taskUser }]));
    },
  },
  note: {
    /** The company's notes among the ids, with their tasks, meetings and rooms. */
    async findReachable(scope: AccessScope, noteIdxs: ReadonlySet<number>): Promise<Map<number, NoteReach>> {
      if (noteIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select({ note: notes, task: tasks, meet: meets, room: rooms })
        .from(notes)
        .leftJoin(tasks, and(eq(tasks.taskIdx, notes.taskIdx), eq(tasks.companyIdx, scope.companyIdx)))
        .leftJoin(meets, and(eq(meets.meetIdx, notes.meetIdx), eq(meets.companyIdx, scope.companyIdx)))
        .leftJoin(rooms, and(eq(rooms.roomIdx, meets.roomIdx), eq(rooms.companyIdx, scope.companyIdx)))
        .where(and(eq(notes.companyIdx, scope.companyIdx), inArray(notes.noteIdx, ids(noteIdxs))));
      return new Map(
        rows.map((row) => [
          row.note.noteIdx,
          {
            note: inCompanyRow(row.note),
            task: row.task && inCompanyRow(row.task),
            meet: row.meet && inCompanyRow(row.meet),
            room: row.room && inCompanyRow(row.room),
          },
        ]),
      );
    },
    /** Which of the notes are the caller's own homework notes (of the company), with their tasks and assignments. */
    async findOwnHomework(scope: AccessScope, noteIdxs: ReadonlySet<number>): Promise<Map<number, OwnHomework>> {
      if (noteIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select({ note: notes, task: tasks, taskUser: taskUsers })
        .from(notes)
        .innerJoin(tasks, and(eq(tasks.taskIdx, notes.taskIdx), eq(tasks.companyIdx, scope.companyIdx)))
        .innerJoin(taskUsers, and(eq(taskUsers.taskIdx, notes.taskIdx), eq(taskUsers.userIdx, notes.userIdx)))
        .where(
          and(
            inArray(notes.noteIdx, ids(noteIdxs)),
            eq(notes.companyIdx, scope.companyIdx),
            eq(notes.userIdx, scope.userIdx),
            eq(notes.noteKind, NoteKind.TASK),
          ),
        );
      return new Map(rows.map((row) => [row.note.noteIdx, { ...row, note: inCompanyRow(row.note), task: inCompanyRow(row.task) }]));
    },
  },
};
