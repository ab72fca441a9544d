import { NoteStatus, spreadsheetText, TaskStatus, UserType } from '@boda/contract';
import type { Worksheet } from 'exceljs';
import type { Db } from '../../../db/client';
import { hms, localDay, localDayTime, localTime, type SheetWords } from './labels';
import { type HomeworkFilter, homeworkOf } from './repository';
import type { MeetRoster, RosterEntry } from './roster';

/*
 * The rows of the two sheets; each row is committed at once (the streaming writer keeps none of them).
 * Text people typed (titles, names, ids) goes through spreadsheetText: never a formula in the sheet.
 */

/** Attendance sheet: one row per expected attendee per class. */
export function writeJoinRows(sheet: Worksheet, rosters: MeetRoster[], words: SheetWords, utcOffsetMin: number): void {
  for (const roster of rosters) {
    const day = localDay(roster.began, utcOffsetMin);
    for (const e of roster.entries) {
      sheet
        .addRow([
          spreadsheetText(roster.meetTitle),
          day,
          spreadsheetText(roster.leaderName),
          spreadsheetText(e.userName),
          spreadsheetText(e.userId),
          e.firstJoin ? localTime(e.firstJoin, utcOffsetMin) : '',
          e.lastExit ? localTime(e.lastExit, utcOffsetMin) : '',
          e.state === 'absent' ? '' : hms(e.totalSec),
          words.attendance[e.state],
        ])
        .commit();
    }
  }
}

/** The students met in the classes, by userIdx. */
export type ScoreStudents = Map<number, Pick<RosterEntry, 'userIdx' | 'userId' | 'userName' | 'userTypeCd'>>;

const STUDENT_CHUNK = 500;

type HomeworkRow = Awaited<ReturnType<typeof homeworkOf>>[number];

function statusWord(row: HomeworkRow, words: SheetWords): string {
  if (row.noteStatus === NoteStatus.COMPLETED) return words.homework.completed;
  if (row.taskStatus === TaskStatus.SUBMITTED) return words.homework.submitted;
  if (row.taskStatus === TaskStatus.IN_PROGRESS) return words.homework.inProgress;
  return words.homework.notStarted;
}

/**
 * Score history: per student (by name) each homework they were given, with its deploy date, deadline,
 * submission, status and, once submitted, the counts and the score (correct of all questions, in %).
 * A student without homework in the range still gets a row, so nobody of the classes is missing.
 */
export async function writeScoreRows(
  db: Db,
  sheet: Worksheet,
  students: ScoreStudents,
  words: SheetWords,
  scope: Omit<HomeworkFilter, 'studentIdxs'> & { utcOffsetMin: number },
): Promise<void> {
  const list = [...students.values()]
    .filter((s) => s.userTypeCd === UserType.STUDENT)
    .sort((a, b) => a.userName.localeCompare(b.userName) || a.userId.localeCompare(b.userId));
  const at = (d: Date | null) => (d ? localDayTime(d, scope.utcOffsetMin) : '');
  for (let start = 0; start < list.length; start += STUDENT_CHUNK) {
    const chunk = list.slice(start, start + STUDENT_CHUNK);
    const rows = await homeworkOf(db, { ...scope, studentIdxs: chunk.map((s) => s.userIdx) });
    const byStudent = new Map<number, HomeworkRow[]>();
    for (const row of rows) byStudent.set(row.userIdx, [...(byStudent.get(row.userIdx) ?? []), row]);
    for (const student of chunk) {
      const homework = byStudent.get(student.userIdx) ?? [];
      if (homework.length === 0) sheet.addRow([spreadsheetText(student.userName), spreadsheetText(student.userId), '-']).commit();
      for (const h of homework) {
        const submitted = h.taskStatus === TaskStatus.SUBMITTED && h.questionCount !== null;
        const questions = h.questionCount ?? 0;
        sheet
          .addRow([
            spreadsheetText(student.userName),
            spreadsheetText(student.userId),
            spreadsheetText(h.taskName),
            at(h.regDatetime),
            at(h.submitLimitDatetime),
            at(h.noteSubmitDatetime),
            statusWord(h, words),
            submitted ? questions : '',
            submitted ? (h.correctCount ?? 0) : '',
            submitted ? (h.wrongCount ?? 0) : '',
            submitted && questions > 0 ? Math.round(((h.correctCount ?? 0) * 100) / questions) : '',
          ])
          .commit();
      }
    }
  }
}
