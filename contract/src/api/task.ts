import { z } from 'zod';
import { BOOK_PDF_RULES } from '../uploads';
import { bookDescInput, bookNameSchema, conversionSchema, fileKindListInput, flexBookType, questionBankSchema } from './bookEntities';
import { defineCommand, flexInt, jsonField } from './define';
import {
  homeworkSearchInput,
  TASK_STUDENT_ACCESS,
  TASK_TEACHER_ACCESS,
  taskFieldsInput,
  taskSummarySchema,
  taskUserSchema,
  todoTaskSchema,
} from './noteEntities';
import { idSchema, pageSchema, pagingInput, userIdxListSchema } from './params';

/*
 * Homework tasks (service-area 2.12, 4, 5, 7 "Homework"; manage-area "Homework deployment (/task)", 5, 7):
 * deploy on a textbook to students, the teacher's and the manage area's lists, assignees, reminders, and a
 * student's start. Shapes are in noteEntities.ts; the note a student writes is note.ts.
 *
 * Refusals: a task removed since (WB-400-303 'already removed'), starting a submitted task (WB-400-304
 * 'already submitted'), deleting a task with a submission (WB-400-302), a deadline before now or a
 * non-student assignee (WB-400-212 with the field), a textbook still converting when a student starts
 * (WB-409-002).
 */

const taskIdxInput = z.object({ taskIdx: idSchema });
const deployResult = z.object({ result: z.object({ taskIdx: z.number().int(), textbookIdx: z.number().int() }) });

export const TASK_LIST_SIZE_DEFAULT = 20;

export const taskCommands = {
  /**
   * Tasks for teachers, newest first. searchType 2 (default): the caller's own deployments (service area);
   * 1: every task of the company (the manage area's /task, administrators and teachers alike).
   */
  'task.LIST': defineCommand({
    method: 'GET',
    path: '/boda/task',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'task', kind: 'read' },
    access: TASK_TEACHER_ACCESS,
    input: z.object({
      ...pagingInput(TASK_LIST_SIZE_DEFAULT, 50),
      ...homeworkSearchInput,
      searchType: flexInt.pipe(z.union([z.literal(1), z.literal(2)])).default(2),
    }),
    output: z.object({ resultPage: pageSchema(taskSummarySchema) }),
  }),
  /** A student's to-do list (service-area 2.12): their tasks not removed, newest first, with their status. */
  'task.LIST_TODO': defineCommand({
    method: 'GET',
    path: '/boda/task',
    command: 'LIST_TODO',
    encoding: 'query',
    resource: { name: 'task', kind: 'read' },
    access: TASK_STUDENT_ACCESS,
    input: z.object({ ...pagingInput(TASK_LIST_SIZE_DEFAULT, 50), ...homeworkSearchInput }),
    output: z.object({ resultPage: pageSchema(todoTaskSchema) }),
  }),
  /** One task: its teacher and administrators see it; an assignee sees it with their own status (also once removed). */
  'task.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/task',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'task', kind: 'read' },
    access: { area: 'any', funcs: TASK_TEACHER_ACCESS.funcs },
    input: taskIdxInput,
    output: z.object({ result: taskSummarySchema.extend({ taskUser: todoTaskSchema.shape.taskUser.nullable() }) }),
  }),
  /** Deploys on an existing textbook or book (ready or still converting) to students. */
  'task.ADD': defineCommand({
    method: 'POST',
    path: '/boda/task',
    command: 'ADD',
    encoding: 'json',
    resource: { name: 'task', kind: 'change', alsoChanges: ['taskUser', 'textbook', 'book'] },
    access: TASK_TEACHER_ACCESS,
    input: z.object({ textbookIdx: idSchema, task: taskFieldsInput, userIdxList: userIdxListSchema }),
    output: deployResult,
  }),
  /**
   * Deploys on new homework PDFs (textbook.ADD's files and rules) in one call: the textbook is registered,
   * its pages converted by the job, and the task is deployed at once (students can start once it is ready).
   * With autoReview 1 the answers read from the quick answer become the textbook's answers (the teacher
   * may still edit them in the answer editor).
   */
  'task.ADD_DEPLOY': defineCommand({
    method: 'POST',
    path: '/boda/textbook',
    command: 'ADD_DEPLOY',
    encoding: 'multipart',
    resource: { name: 'task', kind: 'change', alsoChanges: ['taskUser', 'textbook', 'book'] },
    access: TASK_TEACHER_ACCESS,
    files: { field: 'uploadFile', rules: BOOK_PDF_RULES },
    input: z.object({
      textbook: jsonField(
        z.object({
          textbookName: bookNameSchema,
          textbookDesc: bookDescInput,
          bankType: flexInt.pipe(questionBankSchema),
          bookType: flexBookType.optional(),
        }),
      ),
      fileKindList: fileKindListInput,
      task: jsonField(taskFieldsInput),
      userIdxList: jsonField(userIdxListSchema),
      uploadFile: z.unknown().optional(),
    }),
    output: z.object({ result: z.object({ taskIdx: z.number().int(), textbookIdx: z.number().int(), conversion: conversionSchema }) }),
  }),
  /** Removes a task (its teacher or an administrator) while nobody has submitted (WB-400-302 otherwise). */
  'task.DELETE': defineCommand({
    method: 'POST',
    path: '/boda/task',
    command: 'DELETE',
    encoding: 'json',
    resource: { name: 'task', kind: 'change', alsoChanges: ['taskUser'] },
    access: TASK_TEACHER_ACCESS,
    input: z.object({ task: taskIdxInput }),
    output: z.object({ result: z.object({ taskIdx: z.number().int() }) }),
  }),
  /**
   * Reminds the chosen assignees who have not submitted (at least one): a message in the app from the
   * teacher, which the desktop app also shows as a notification. Submitters among them are skipped.
   */
  'task.SEND_HURRY': defineCommand({
    method: 'POST',
    path: '/boda/task',
    command: 'SEND_HURRY',
    encoding: 'json',
    resource: { name: 'task', kind: 'change', alsoChanges: ['taskUser'] },
    access: TASK_TEACHER_ACCESS,
    input: z.object({
      taskIdx: idSchema,
      userIdxList: userIdxListSchema,
      /** The teacher's UTC offset in minutes east: the reminder names the deadline in that time zone. */
      utcOffsetMin: flexInt.pipe(z.number().int().min(-840).max(840)).default(0),
    }),
    output: z.object({ result: z.object({ sentCount: z.number().int(), skippedCount: z.number().int() }) }),
  }),
  /**
   * A student starts or continues their task: the first start makes the note (one agenda of the textbook's
   * pages, one solution per question) and sets 'in progress'; later starts reuse it (`resumed`). Refused
   * once submitted (WB-400-304) or removed (WB-400-303).
   */
  'task.START': defineCommand({
    method: 'POST',
    path: '/boda/task',
    command: 'START',
    encoding: 'json',
    resource: { name: 'task', kind: 'change', alsoChanges: ['note'] },
    access: TASK_STUDENT_ACCESS,
    input: taskIdxInput,
    output: z.object({ result: z.object({ noteIdx: z.number().int(), resumed: z.boolean() }) }),
  }),
  /** A task's assignees: searchType 0 all (default), 1 submitters, 2 non-submitters; by name. */
  'taskUser.LIST': defineCommand({
    method: 'GET',
    path: '/boda/taskUser',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'taskUser', kind: 'read' },
    access: TASK_TEACHER_ACCESS,
    input: z.object({ taskIdx: idSchema, searchType: flexInt.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])).default(0) }),
    output: z.object({ resultList: z.array(taskUserSchema) }),
  }),
} as const;
