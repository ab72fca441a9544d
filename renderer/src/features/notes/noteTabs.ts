import { NoteListType, UserType } from '@boda/contract';

/** service-area 2.11: submitted (teachers), work (students), class (both). */
export const NOTE_TABS = ['submitted', 'work', 'class'] as const;
export type NoteTab = (typeof NOTE_TABS)[number];

export type NoteViewer = 'teacher' | 'student';

/** Students see their own notes; every other type that reaches the notes sees them as a teacher. */
export function viewerOf(userTypeCd: number | undefined): NoteViewer {
  return userTypeCd === UserType.STUDENT ? 'student' : 'teacher';
}

export function allowedNoteTabs(viewer: NoteViewer): NoteTab[] {
  return viewer === 'student' ? ['work', 'class'] : ['submitted', 'class'];
}

export const listTypeOfTab = {
  submitted: NoteListType.SUBMITTED,
  work: NoteListType.WORK,
  class: NoteListType.CLASS,
} as const satisfies Record<NoteTab, number>;
