import { z } from 'zod';
import { FuncFlag } from '../config';
import { NoteStatus, UserType, type UserTypeCd } from '../enums';
import { AnswerType, TEXT_ANSWER_MAX } from '../rules/bookAnswers';
import { NoteKind, ReviewSource, TaskStatus } from '../rules/homework';
import { pageInkSchema } from '../rules/inkSchema';
import type { SignedInAccess } from './access';
import { BOOK_AUTHOR_TYPES, bookTypeSchema, questionBankSchema } from './bookEntities';
import { flexInt } from './define';
import { isoInstantSchema, searchKeywordSchema } from './params';

/*
 * Homework and notes (service-area 2.11, 2.12, 3, 4; manage-area "Work notes", "Homework deployment", 3
 * Note, 7 "Notes and homework"): the shapes shared by /boda/task (task.ts) and /boda/note (note.ts).
 *
 * A task is homework deployed on a textbook (a book, bookUse 0 or 1) to students; each assignee is a task
 * user with a taskStatus. A student's first START makes their note: one agenda whose pages are the
 * textbook's pages, one solution per question of the textbook's answers. The student writes ink on the
 * pages and answers the questions (note.SAVE, autosaved), then submits (note.SUBMIT); the task may grade
 * chosen and typed answers automatically. The teacher reviews each question (MOD_REVIEW), writes
 * corrections (MOD_SOLUTION) and a comment and completes the note (MOD_STATUS), or recalls the wrong answers
 * for a redo (RECALL). Class notes come from the class client for a meeting (agendas of uploaded page
 * images) and are read-only.
 */

/** Teachers who deploy and inspect homework, and the administrative types (the manage area's lists). */
export const HOMEWORK_TEACHER_TYPES: readonly UserTypeCd[] = BOOK_AUTHOR_TYPES;

/** Deploying, listing, deleting tasks and inspecting notes: teachers while the homework function is on. */
export const TASK_TEACHER_ACCESS = {
  area: 'any',
  funcs: [FuncFlag.HOMEWORK],
  roles: HOMEWORK_TEACHER_TYPES,
} as const satisfies SignedInAccess;
/** A student's own homework: the to-do list, starting, saving and submitting. */
export const TASK_STUDENT_ACCESS = {
  area: 'service',
  funcs: [FuncFlag.HOMEWORK],
  roles: [UserType.STUDENT],
} as const satisfies SignedInAccess;
/**
 * Reading notes: any signed-in user; which notes is the policy's (server/src/auth/policies/note.ts): the
 * owner, the task's teacher, the meeting's leader, or a holder of the attend-note-view permission who owns
 * the room or leads the meeting (service-area 2.10), and the manage area's administrators.
 */
export const NOTE_READ_ACCESS = { area: 'any' } as const satisfies SignedInAccess;
/** Inspecting a note (review, correct, comment, complete, recall, check): teachers; the policy adds "of this task". */
export const NOTE_INSPECT_ACCESS = { area: 'any', roles: HOMEWORK_TEACHER_TYPES } as const satisfies SignedInAccess;

export const taskStatusSchema = z.union([
  z.literal(TaskStatus.NOT_STARTED),
  z.literal(TaskStatus.IN_PROGRESS),
  z.literal(TaskStatus.SUBMITTED),
]);
export const noteStatusSchema = z.union([
  z.literal(NoteStatus.NONE),
  z.literal(NoteStatus.SAVE),
  z.literal(NoteStatus.SUBMIT),
  z.literal(NoteStatus.INSPECTION),
  z.literal(NoteStatus.COMPLETED),
]);
export const noteKindSchema = z.union([z.literal(NoteKind.TASK), z.literal(NoteKind.CLASS)]);
export const reviewSourceSchema = z.enum([ReviewSource.AUTO, ReviewSource.VALIDATOR, ReviewSource.TEACHER]);
/** A question's result: 1 correct, 0 wrong, null not yet decided. */
export const reviewResultSchema = z.union([z.literal(0), z.literal(1)]);
export const flexReviewResult = flexInt.pipe(reviewResultSchema);

const personSchema = z.object({ userIdx: z.number().int(), userId: z.string(), userName: z.string() });

/** The textbook as the homework screens need it. */
export const taskTextbookSchema = z.object({
  textbookIdx: z.number().int(),
  textbookName: z.string(),
  bookType: bookTypeSchema,
  bankType: questionBankSchema.nullable(),
  pageCount: z.number().int(),
  questionCount: z.number().int(),
  /** Whether its pages are made (a task deployed from new PDFs waits for its conversion). */
  ready: z.boolean(),
});

export const TASK_DELETE_BLOCKS = ['DELETED', 'NOT_TEACHER', 'SUBMITTED', 'HANDED_IN'] as const;
export type TaskDeleteBlock = (typeof TASK_DELETE_BLOCKS)[number];

/** A task as every list shows it. */
export const taskSummarySchema = z.object({
  taskIdx: z.number().int(),
  taskName: z.string(),
  textbookIdx: z.number().int(),
  textbook: taskTextbookSchema,
  /** Instant (ISO 8601 with offset). */
  submitLimitDatetime: z.string(),
  autoReview: z.union([z.literal(0), z.literal(1)]),
  totalUserCount: z.number().int(),
  submitUserCount: z.number().int(),
  regUser: z.object({ userIdx: z.number().int().nullable(), userName: z.string() }),
  regDatetime: z.string(),
  /** 1 once removed (a student who opens it is told it was removed). */
  deleteYn: z.union([z.literal(0), z.literal(1)]),
  /** Whether the caller may delete it: its teacher (or an administrator) while nobody has submitted. */
  deletable: z.boolean(),
  /**
   * Why it may not be deleted (null when it may), so the list can say so: removed already, not the
   * caller's homework, submitted now, or handed in earlier and recalled (submitted count 0 again,
   * but the student's handed-in work is kept: service-area 4 "removal is disabled once any submission exists").
   */
  deleteBlock: z.enum(TASK_DELETE_BLOCKS).nullable(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

/** The caller's own assignment (students' to-do list and task view). */
export const myTaskUserSchema = z.object({
  taskUserIdx: z.number().int(),
  taskStatus: taskStatusSchema,
  noteIdx: z.number().int().nullable(),
  noteStatus: noteStatusSchema.nullable(),
});
export const todoTaskSchema = taskSummarySchema.extend({ taskUser: myTaskUserSchema });
export type TodoTask = z.infer<typeof todoTaskSchema>;

/** An assignee of a task (the submitter and non-submitter dialogs). */
export const taskUserSchema = personSchema.extend({
  taskUserIdx: z.number().int(),
  taskStatus: taskStatusSchema,
  noteIdx: z.number().int().nullable(),
  noteStatus: noteStatusSchema.nullable(),
  noteSubmitDatetime: z.string().nullable(),
  questionCount: z.number().int(),
  wrongCount: z.number().int(),
  /** Reminders sent (SEND_HURRY) and the last one's time. */
  hurryCount: z.number().int(),
  lastHurryDatetime: z.string().nullable(),
});
export type TaskUser = z.infer<typeof taskUserSchema>;

/** Name, deadline and auto review of a deploy (the deploy form, service-area 5). */
export const taskFieldsInput = z.object({
  taskName: z.string().trim().min(1, 'enter a homework name').max(100),
  /** An instant with its offset; not before now (WB-400-212 'task.submitLimitDatetime'). */
  submitLimitDatetime: isoInstantSchema,
  autoReview: flexInt.pipe(z.union([z.literal(0), z.literal(1)])).default(0),
});

/** Date range (local days as instants, rules/localDays.ts) and keyword of the homework and note lists. */
export const homeworkSearchInput = {
  searchStartDate: isoInstantSchema.optional(),
  searchEndDate: isoInstantSchema.optional(),
  searchKeyword: searchKeywordSchema,
};

/** A note as the lists show it (service-area 3 Note, manage-area 3 Note). */
export const noteSummarySchema = z.object({
  noteIdx: z.number().int(),
  noteKind: noteKindSchema,
  noteTitle: z.string(),
  noteStatus: noteStatusSchema,
  user: personSchema,
  /** Homework notes: the task and its teacher; null for class notes. */
  task: z
    .object({
      taskIdx: z.number().int(),
      taskName: z.string(),
      submitLimitDatetime: z.string(),
      regDatetime: z.string(),
      regUser: z.object({ userName: z.string() }),
      autoReview: z.union([z.literal(0), z.literal(1)]),
    })
    .nullable(),
  textbook: z.object({ textbookIdx: z.number().int(), bookType: bookTypeSchema }).nullable(),
  /** Class notes: the meeting. */
  meet: z.object({ meetCode: z.string(), meetTitle: z.string(), roomCode: z.string(), leaderName: z.string() }).nullable(),
  noteSubmitDatetime: z.string().nullable(),
  modDatetime: z.string(),
  questionCount: z.number().int(),
  /** Questions answered. */
  solveCount: z.number().int(),
  correctCount: z.number().int(),
  wrongCount: z.number().int(),
  /** Submissions (a recalled note is submitted again) and the solving time in seconds (logNote). */
  logNoteSubmitCount: z.number().int(),
  logNoteSpentTime: z.number().int(),
  confirmComment: z.string(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** What the caller may do with a note (the screens show only what is allowed). */
export const notePermissionsSchema = z.object({
  /** Open its pages (a student: once completed, or a class note). */
  open: z.boolean(),
  /** Write and submit (its student while it is being written). */
  solve: z.boolean(),
  /** Review, correct, comment, complete, recall, check (the task's teacher). */
  inspect: z.boolean(),
  recall: z.boolean(),
  download: z.boolean(),
});

/** A page of a note: its background (a textbook page or an uploaded image) and the ink on it. */
export const notePageSchema = z.object({
  agendaNo: z.number().int(),
  pageNo: z.number().int(),
  pageName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The page without ink (the noteFile.PAGE_IMAGE download with ink=0). */
  imgUrl: z.string(),
  /** The teacher's check flag. */
  check: z.boolean(),
  /** The strokes (contract/src/rules/ink.ts); absent in LIST_AGENDA. */
  ink: pageInkSchema.optional(),
  /** The last save's sequence number for this page (a save with a lower one is ignored). */
  seq: z.number().int(),
});
export type NotePage = z.infer<typeof notePageSchema>;

export const noteAgendaSchema = z.object({
  agendaNo: z.number().int(),
  agendaName: z.string(),
  pageList: z.array(notePageSchema),
});
export type NoteAgenda = z.infer<typeof noteAgendaSchema>;

/** A question of a note: the student's answer, its result, the teacher's correction. */
export const noteSolutionSchema = z.object({
  solutionNo: z.number().int(),
  answerType: z.union([z.literal(AnswerType.CHOICE), z.literal(AnswerType.TEXT)]),
  /** As entered: choices '2,4' (rules/bookAnswers.ts), or text; '' when not answered. */
  answer: z.string(),
  result: reviewResultSchema.nullable(),
  reviewSource: reviewSourceSchema.nullable(),
  correction: z.string(),
  /** Recalled for a redo: open again for the student. */
  redo: z.boolean(),
  /** The textbook's answer: for the teacher always, for the student once the note is completed; else null. */
  correctAnswer: z.string().nullable(),
  seq: z.number().int(),
});
export type NoteSolution = z.infer<typeof noteSolutionSchema>;

/** An answer as note.SAVE takes it (the page's ink is checked by pageInkSchema, rules/inkSchema.ts). */
export const noteSolutionInput = z.object({
  solutionNo: flexInt.pipe(z.number().int().min(1)),
  answer: z.string().max(TEXT_ANSWER_MAX),
  seq: z.number().int().min(0),
});

export { personSchema as notePersonSchema };
