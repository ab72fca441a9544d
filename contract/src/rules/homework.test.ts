import { describe, expect, it } from 'vitest';
import { NoteStatus } from '../enums';
import {
  deadlinePreferenceOf,
  defaultDeadline,
  deployProblems,
  isDeadlineHighlighted,
  mayRecall,
  NoteKind,
  noteDownloadFileName,
  noteStatusLabel,
  studentMayOpenNote,
} from './homework';

const at = (s: string) => new Date(s);

describe('the deploy form', () => {
  it('defaults the deadline to two days ahead at 17:00', () => {
    const d = defaultDeadline(at('2026-11-23T09:30:00'));
    expect([d.getDate(), d.getHours(), d.getMinutes()]).toEqual([25, 17, 0]);
  });

  it('reuses the remembered day offset and hour, and falls back when that is already past', () => {
    const now = at('2026-11-23T20:00:00');
    expect(defaultDeadline(now, { dayOffset: 1, hour: 9 }).getDate()).toBe(24);
    expect(defaultDeadline(now, { dayOffset: 0, hour: 9 }).getDate()).toBe(25);
    expect(deadlinePreferenceOf(now, at('2026-11-26T08:00:00'))).toEqual({ dayOffset: 3, hour: 8 });
  });

  it('refuses a blank name, a past deadline and no students', () => {
    const now = at('2026-11-23T10:00:00');
    expect(deployProblems({ taskName: '  ', deadline: at('2026-11-23T09:00:00'), studentCount: 0 }, now)).toEqual([
      'nameRequired',
      'deadlinePast',
      'studentsRequired',
    ]);
    expect(deployProblems({ taskName: 'Ch. 1', deadline: null, studentCount: 2 }, now)).toEqual(['deadlineRequired']);
    expect(deployProblems({ taskName: 'Ch. 1', deadline: at('2026-11-24T10:00:00'), studentCount: 2 }, now)).toEqual([]);
  });
});

describe('the deadline highlight', () => {
  const now = at('2026-11-23T10:00:00');
  it('lights within a day of the limit, and after it only while someone has not submitted', () => {
    expect(isDeadlineHighlighted(at('2026-11-24T09:00:00'), now, 0)).toBe(true);
    expect(isDeadlineHighlighted(at('2026-11-25T11:00:00'), now, 3)).toBe(false);
    expect(isDeadlineHighlighted(at('2026-11-22T10:00:00'), now, 1)).toBe(true);
    expect(isDeadlineHighlighted(at('2026-11-22T10:00:00'), now, 0)).toBe(false);
  });
});

describe('the note status display', () => {
  it('follows the spec table for each side', () => {
    expect(noteStatusLabel(NoteStatus.SUBMIT, 'teacher')).toBe('notCompleted');
    expect(noteStatusLabel(NoteStatus.SUBMIT, 'student')).toBe('inspecting');
    expect(noteStatusLabel(NoteStatus.INSPECTION, 'teacher')).toBe('inspecting');
    expect(noteStatusLabel(NoteStatus.COMPLETED, 'student')).toBe('completed');
  });

  it('lets a student open homework only when completed, class notes always', () => {
    expect(studentMayOpenNote(NoteKind.TASK, NoteStatus.INSPECTION)).toBe(false);
    expect(studentMayOpenNote(NoteKind.TASK, NoteStatus.COMPLETED)).toBe(true);
    expect(studentMayOpenNote(NoteKind.CLASS, NoteStatus.SAVE)).toBe(true);
  });

  it('recalls only submitted homework with wrong answers', () => {
    expect(mayRecall(NoteStatus.COMPLETED, 2)).toBe(true);
    expect(mayRecall(NoteStatus.COMPLETED, 0)).toBe(false);
    expect(mayRecall(NoteStatus.SAVE, 2)).toBe(false);
  });
});

describe('the download name', () => {
  it('is the note title, or the author without one, safe on every system', () => {
    expect(noteDownloadFileName('Unit 3: fractions?', 'Kim', 'pdf')).toBe('Unit 3_ fractions_.pdf');
    expect(noteDownloadFileName('  ', 'Kim Minji', 'zip')).toBe('Kim Minji.zip');
  });
});
