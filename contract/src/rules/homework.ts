import { NoteStatus, type NoteStatusCd } from '../enums';
import { calendarClock, calendarInstant } from './localDays';

/*
 * Homework rules shared by the screens and the server (service-area 4 "Homework for a student", "Note
 * status display", 5 "Homework deploy form"; manage-area 5 "Homework"; foundation 5 recall rule). Pure
 * functions: the forms flag what the server would refuse, with the same words.
 */

/** A student's progress on a task (service-area 3): not started, in progress ('continue'), submitted. */
export const TaskStatus = { NOT_STARTED: 0, IN_PROGRESS: 1, SUBMITTED: 2 } as const;
export type TaskStatusCd = (typeof TaskStatus)[keyof typeof TaskStatus];

/** What a note is: homework a student solves, or a class note the class client uploaded for a meeting. */
export const NoteKind = { TASK: 1, CLASS: 2 } as const;
export type NoteKindCd = (typeof NoteKind)[keyof typeof NoteKind];

/** Who decided a question's result. */
export const ReviewSource = { AUTO: 'auto', VALIDATOR: 'validator', TEACHER: 'teacher' } as const;
export type ReviewSourceValue = (typeof ReviewSource)[keyof typeof ReviewSource];

export const TASK_NAME_MAX = 100;
export const CONFIRM_COMMENT_MAX = 1000;
export const CORRECTION_MAX = 500;
/** One save reports at most this much solving time (seconds since the previous save); more is clamped. */
export const SPENT_SEC_PER_SAVE_MAX = 600;
/** Pages one note.SAVE may carry (the solver saves the pages changed since the last save). */
export const PAGES_PER_SAVE_MAX = 5;

/** The deploy form's default deadline (service-area 5): two days ahead at 17:00, or the remembered offset and hour. */
export interface DeadlinePreference {
  /** Whole days after the deploy day. */
  dayOffset: number;
  /** Hour of the day, 0-23. */
  hour: number;
}
export const DEFAULT_DEADLINE: DeadlinePreference = Object.freeze({ dayOffset: 2, hour: 17 });

/** The default deadline as a local time: `now`'s day plus the offset, at the hour sharp. */
export function defaultDeadline(now: Date, pref: DeadlinePreference = DEFAULT_DEADLINE): Date {
  // Days and hours of the calendar zone (the company's), as the form shows and reads them.
  const today = calendarClock(now);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + pref.dayOffset)).toISOString().slice(0, 10);
  const at = calendarInstant(day, pref.hour, 0);
  return at.getTime() > now.getTime() ? at : defaultDeadline(now, DEFAULT_DEADLINE);
}

/** What to remember from a chosen deadline, for the next deploy. */
export function deadlinePreferenceOf(now: Date, deadline: Date): DeadlinePreference {
  const dayOf = (d: Date) => {
    const c = calendarClock(d);
    return Date.UTC(c.year, c.month - 1, c.day);
  };
  const dayOffset = Math.round((dayOf(deadline) - dayOf(now)) / 86_400_000);
  return { dayOffset: Math.max(0, dayOffset), hour: calendarClock(deadline).hour };
}

/** The deploy form's refusals, in the words the server uses. */
export type DeployProblem = 'nameRequired' | 'deadlineRequired' | 'deadlinePast' | 'studentsRequired';

export function deployProblems(input: { taskName: string; deadline: Date | null; studentCount: number }, now: Date): DeployProblem[] {
  const problems: DeployProblem[] = [];
  if (input.taskName.trim() === '') problems.push('nameRequired');
  if (input.deadline === null) problems.push('deadlineRequired');
  else if (input.deadline.getTime() < now.getTime()) problems.push('deadlinePast');
  if (input.studentCount < 1) problems.push('studentsRequired');
  return problems;
}

const DAY_MS = 86_400_000;

/**
 * Whether a deadline is highlighted (service-area 4, manage-area "Homework deployment"): within one day of
 * the limit while it is still ahead, or past it while some assignees have not submitted.
 */
export function isDeadlineHighlighted(limit: Date, now: Date, nonSubmitterCount: number): boolean {
  const left = limit.getTime() - now.getTime();
  if (left >= 0) return left <= DAY_MS;
  return nonSubmitterCount > 0;
}

/** The status word each side sees (service-area 4 "Note status display"). */
export type NoteStatusLabel = 'notCompleted' | 'inspecting' | 'completed' | 'writing';

export function noteStatusLabel(status: NoteStatusCd, viewer: 'teacher' | 'student'): NoteStatusLabel {
  switch (status) {
    case NoteStatus.SUBMIT:
      return viewer === 'teacher' ? 'notCompleted' : 'inspecting';
    case NoteStatus.INSPECTION:
      return 'inspecting';
    case NoteStatus.COMPLETED:
      return 'completed';
    default:
      return 'writing';
  }
}

/** A student opens their homework note only once it is completed; class notes always. */
export function studentMayOpenNote(kind: NoteKindCd, status: NoteStatusCd): boolean {
  return kind === NoteKind.CLASS || status === NoteStatus.COMPLETED;
}

/** Only homework with wrong answers can be recalled (foundation 5), and only once submitted. */
export function mayRecall(status: NoteStatusCd, wrongCount: number): boolean {
  return wrongCount > 0 && (status === NoteStatus.SUBMIT || status === NoteStatus.INSPECTION || status === NoteStatus.COMPLETED);
}

/** Characters not allowed in file names on Windows, macOS or Linux (control characters too). */
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|]/g;
const isControl = (ch: string) => ch.charCodeAt(0) < 0x20;

/** The download's name (manage-area 5): the note title, or the author's name without one, plus the extension. */
export function noteDownloadFileName(noteTitle: string, userName: string, extension: 'pdf' | 'zip'): string {
  const named = noteTitle.trim() || userName.trim() || 'note';
  const stem = [...named]
    .map((ch) => (isControl(ch) ? '_' : ch))
    .join('')
    .replace(UNSAFE_FILE_CHARS, '_')
    .slice(0, 120);
  return `${stem}.${extension}`;
}
