import { z } from 'zod';
import { NoteStatus } from '../enums';
import { CONFIRM_COMMENT_MAX, CORRECTION_MAX, PAGES_PER_SAVE_MAX, SPENT_SEC_PER_SAVE_MAX } from '../rules/homework';
import { QUESTIONS_MAX } from '../rules/bookAnswers';
import { pageInkSchema } from '../rules/inkSchema';
import { defineCommand, flexBool, flexInt, jsonField } from './define';
import { defineDownload } from './download';
import {
  flexReviewResult,
  homeworkSearchInput,
  NOTE_INSPECT_ACCESS,
  NOTE_READ_ACCESS,
  noteAgendaSchema,
  notePermissionsSchema,
  noteSolutionInput,
  noteSolutionSchema,
  noteStatusSchema,
  noteSummarySchema,
  reviewSourceSchema,
  TASK_STUDENT_ACCESS,
} from './noteEntities';
import { idSchema, pageSchema, pagingInput } from './params';

/*
 * Notes (service-area 2.11, 3, 4 "Note status display", 7 "Class results and notes"; manage-area "Work
 * notes (/note)", 3 Note and Note content, 7 "Notes and homework"). Shapes are in noteEntities.ts. Who may
 * read which note is the policy's (NOTE_READ_ACCESS); inspecting is the task's teacher's.
 *
 * Refusals: saving or submitting a note that is not being written (WB-400-304 'already submitted'), a
 * recall without wrong answers (WB-400-305), another student's or another class's note ("not found",
 * WB-404-001), a student opening their homework note before it is completed (WB-403-001).
 */

const noteIdxInput = z.object({ noteIdx: idSchema });
const pageRef = { agendaNo: flexInt.pipe(z.number().int().min(1)), pageNo: flexInt.pipe(z.number().int().min(1)) };

/** The counts every change answers with, so the screens update their header without refetching. */
export const noteCountsSchema = z.object({
  noteIdx: z.number().int(),
  noteStatus: noteStatusSchema,
  questionCount: z.number().int(),
  solveCount: z.number().int(),
  correctCount: z.number().int(),
  wrongCount: z.number().int(),
});
const countsResult = z.object({ result: noteCountsSchema });

/** The list's kinds (service-area 2.11 tabs, manage-area /note, class results). */
export const NoteListType = {
  /** Manage area: every homework note of the company (administrators and teachers). */
  MANAGE: 1,
  /** Submitted tab: notes submitted to the caller's tasks (teachers). */
  SUBMITTED: 2,
  /** Work tab: the caller's own homework notes (students). */
  WORK: 3,
  /** One meeting's class notes (class results); needs meetCode; no paging. */
  MEET: 4,
  /** Class tab: the caller's class notes (students) or those of meetings they led (teachers). */
  CLASS: 5,
} as const;

export const NOTE_LIST_SIZE_DEFAULT = 20;
/** The manage area's work-note list shows 30 per page. */
export const MANAGE_NOTE_LIST_SIZE = 30;

export const logNoteSchema = z.object({
  regDatetime: z.string(),
  /** 1 a solving session (START to the last save), 2 a submission. */
  noteStatus: z.union([z.literal(NoteStatus.SAVE), z.literal(NoteStatus.SUBMIT)]),
  spentTime: z.number().int(),
  questionCount: z.number().int(),
  wrongCount: z.number().int(),
});

export const noteCommands = {
  'note.LIST': defineCommand({
    method: 'GET',
    path: '/boda/note',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'note', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: z.object({
      searchType: flexInt.pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])),
      meetCode: z.string().max(32).optional(),
      ...pagingInput(NOTE_LIST_SIZE_DEFAULT, 50),
      ...homeworkSearchInput,
      /** Default: submit time, newest first. */
      order: z.enum(['noteSubmitDatetime,DESC', 'noteSubmitDatetime,ASC', 'modDatetime,DESC']).default('noteSubmitDatetime,DESC'),
    }),
    output: z.object({ resultPage: pageSchema(noteSummarySchema) }),
  }),
  /** A note's header, what the caller may do, and for homework the textbook's page count. */
  'note.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/note',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'note', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: noteIdxInput,
    output: z.object({ result: noteSummarySchema.extend({ permissions: notePermissionsSchema }) }),
  }),
  /** The agendas and their pages without ink (the page grid). */
  'note.LIST_AGENDA': defineCommand({
    method: 'GET',
    path: '/boda/note',
    command: 'LIST_AGENDA',
    encoding: 'query',
    resource: { name: 'note', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: noteIdxInput,
    output: z.object({ resultList: z.array(noteAgendaSchema) }),
  }),
  /** Everything to solve or review: agendas with each page's ink, and the solutions. */
  'note.NOTE_JSON': defineCommand({
    method: 'GET',
    path: '/boda/note',
    command: 'NOTE_JSON',
    encoding: 'query',
    resource: { name: 'note', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: noteIdxInput,
    output: z.object({
      result: z.object({ agendaList: z.array(noteAgendaSchema), solutionList: z.array(noteSolutionSchema) }),
    }),
  }),
  /** The download's file name and page count (the download prompt). */
  'note.NOTE_PDF_INFO': defineCommand({
    method: 'GET',
    path: '/boda/note',
    command: 'NOTE_PDF_INFO',
    encoding: 'query',
    resource: { name: 'note', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: noteIdxInput,
    output: z.object({ result: z.object({ fileName: z.string(), pageCount: z.number().int() }) }),
  }),
  /**
   * The student's autosave: the pages whose ink changed and the answers changed since the last save, with
   * per-item sequence numbers (an older save arriving late never overwrites a newer one), and the solving
   * time since the previous save (clamped). Saving twice is harmless.
   */
  'note.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'SAVE',
    encoding: 'json',
    resource: { name: 'note', kind: 'change', alsoChanges: ['task'] },
    access: TASK_STUDENT_ACCESS,
    bodyLimit: 8 * 1024 * 1024,
    input: z.object({
      noteIdx: idSchema,
      pageList: z
        .array(z.object({ ...pageRef, ink: pageInkSchema, seq: z.number().int().min(0) }))
        .max(PAGES_PER_SAVE_MAX)
        .default([]),
      solutionList: z.array(noteSolutionInput).max(QUESTIONS_MAX).default([]),
      spentSec: z
        .number()
        .int()
        .min(0)
        .transform((s) => Math.min(s, SPENT_SEC_PER_SAVE_MAX))
        .default(0),
    }),
    output: z.object({ result: noteCountsSchema.extend({ savedDatetime: z.string() }) }),
  }),
  /**
   * Submits (the student): the note becomes 'submit', the task 'submitted'. With the task's auto review
   * the chosen and typed answers are graded against the textbook's answers (and by the configured
   * validator, if any); the rest are left for the teacher.
   */
  'note.SUBMIT': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'SUBMIT',
    encoding: 'json',
    resource: { name: 'note', kind: 'change', alsoChanges: ['task'] },
    access: TASK_STUDENT_ACCESS,
    input: z.object({
      noteIdx: idSchema,
      spentSec: z
        .number()
        .int()
        .min(0)
        .transform((s) => Math.min(s, SPENT_SEC_PER_SAVE_MAX))
        .default(0),
    }),
    output: z.object({
      result: noteCountsSchema.extend({
        autoReviewed: z.number().int(),
        /** Questions nobody graded yet: the teacher decides them. */
        leftForTeacher: z.number().int(),
      }),
    }),
  }),
  /** The teacher marks one question correct (1) or wrong (0); a submitted note becomes 'inspection'. */
  'note.MOD_REVIEW': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'MOD_REVIEW',
    encoding: 'json',
    resource: {
      name: 'note',
      kind: 'change',
      alsoChanges: ['logNote', 'task', 'taskUser'],
      keeps: ['note.VIEW', 'note.NOTE_JSON', 'note.LIST_AGENDA'],
    },
    access: NOTE_INSPECT_ACCESS,
    input: z.object({
      noteIdx: idSchema,
      agendaNo: flexInt.pipe(z.number().int().min(1)).optional(),
      pageNo: flexInt.pipe(z.number().int().min(1)).optional(),
      solutionNo: flexInt.pipe(z.number().int().min(1)),
      result: flexReviewResult,
    }),
    output: z.object({ result: noteCountsSchema.extend({ solution: noteSolutionSchema }) }),
  }),
  /** The teacher's correction of one question (shown to the student with the completed note); '' removes it. */
  'note.MOD_SOLUTION': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'MOD_SOLUTION',
    encoding: 'json',
    resource: { name: 'note', kind: 'change', keeps: ['note.VIEW', 'note.NOTE_JSON', 'note.LIST_AGENDA'] },
    access: NOTE_INSPECT_ACCESS,
    input: z.object({
      noteIdx: idSchema,
      solutionNo: flexInt.pipe(z.number().int().min(1)),
      correction: z.string().trim().max(CORRECTION_MAX),
    }),
    output: z.object({ result: z.object({ solution: noteSolutionSchema }) }),
  }),
  /**
   * The teacher completes the note (statusCd 4) with a feedback comment, or takes it back to inspection
   * (statusCd 3). Questions still undecided stay so; the student can open the note once completed.
   */
  'note.MOD_STATUS': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'MOD_STATUS',
    encoding: 'json',
    resource: {
      name: 'note',
      kind: 'change',
      alsoChanges: ['logNote', 'task', 'taskUser'],
      keeps: ['note.VIEW', 'note.NOTE_JSON', 'note.LIST_AGENDA'],
    },
    access: NOTE_INSPECT_ACCESS,
    input: z.object({
      noteIdx: idSchema,
      statusCd: flexInt.pipe(z.union([z.literal(NoteStatus.INSPECTION), z.literal(NoteStatus.COMPLETED)])),
      confirmComment: z.string().trim().max(CONFIRM_COMMENT_MAX).default(''),
    }),
    output: countsResult,
  }),
  /** The teacher's check flag on a page. */
  'note.CHECK': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'CHECK',
    encoding: 'json',
    resource: { name: 'note', kind: 'change', keeps: ['note.VIEW', 'note.NOTE_JSON', 'note.LIST_AGENDA'] },
    access: NOTE_INSPECT_ACCESS,
    input: z.object({ noteIdx: idSchema, ...pageRef, check: flexInt.pipe(z.union([z.literal(0), z.literal(1)])) }),
    output: z.object({ result: z.object({ check: z.boolean() }) }),
  }),
  /**
   * Recalls the wrong answers for a redo (only with wrong answers, WB-400-305): the note is being written
   * again, the task back 'in progress', the wrong questions open again (`redo`), the student told by a message.
   */
  'note.RECALL': defineCommand({
    method: 'POST',
    path: '/boda/note',
    command: 'RECALL',
    encoding: 'json',
    resource: { name: 'note', kind: 'change', alsoChanges: ['logNote', 'task', 'taskUser'], keeps: ['note.VIEW', 'note.LIST_AGENDA'] },
    access: NOTE_INSPECT_ACCESS,
    input: noteIdxInput,
    output: z.object({ result: noteCountsSchema.extend({ redoCount: z.number().int() }) }),
  }),
  /** The solving sessions and submissions of a note (the time-spent and submit-log dialogs). */
  'logNote.LIST': defineCommand({
    method: 'GET',
    path: '/boda/logNote',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'logNote', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: z.object({ noteIdx: idSchema, searchType: flexInt.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])).default(0) }),
    output: z.object({
      resultList: z.array(logNoteSchema),
      totalSpentTime: z.number().int(),
      submitCount: z.number().int(),
      reviewSources: z.array(reviewSourceSchema),
    }),
  }),
} as const;

/** A note page's image (noteFile.PAGE_IMAGE): with its ink unless `ink` is false, or the grid's thumbnail. */
export function notePageImageUrl(
  noteIdx: number,
  agendaNo: number,
  pageNo: number,
  options: { ink?: boolean; thumbnail?: boolean } = {},
): string {
  const ink = options.ink === false ? '&ink=0' : '';
  const thumbnail = options.thumbnail ? '&thumbnail=1' : '';
  return `/boda/note/file?command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=${agendaNo}&pageNo=${pageNo}${ink}${thumbnail}`;
}

export const noteDownloads = {
  /** A page's image with its ink drawn on it (ink=0: the page alone; thumbnail=1: a small one for the grid). */
  'noteFile.PAGE_IMAGE': defineDownload({
    method: 'GET',
    path: '/boda/note/file',
    command: 'PAGE_IMAGE',
    resource: { name: 'noteFile', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: z.object({ noteIdx: idSchema, ...pageRef, ink: flexBool.default(true), thumbnail: flexBool.default(false) }),
  }),
  /**
   * Chosen pages as one PDF or a zip of PNG images, ink drawn on, named noteDownloadFileName
   * (rules/homework.ts). `pageList` is JSON: [{agendaNo, pageNo}, ...] (at most 1000).
   */
  'noteFile.DOWNLOAD_PAGE': defineDownload({
    method: 'GET',
    path: '/boda/note/file',
    command: 'DOWNLOAD_PAGE',
    resource: { name: 'noteFile', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: z.object({
      noteIdx: idSchema,
      pageList: jsonField(z.array(z.object(pageRef)).min(1).max(1000)),
      format: z.enum(['pdf', 'zip']).default('pdf'),
    }),
  }),
  /** The whole note as one PDF. */
  'noteFile.DOWNLOAD_PDF': defineDownload({
    method: 'GET',
    path: '/boda/note/file',
    command: 'DOWNLOAD_PDF',
    resource: { name: 'noteFile', kind: 'read' },
    access: NOTE_READ_ACCESS,
    input: noteIdxInput,
  }),
} as const;
