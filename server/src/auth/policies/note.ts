import {
  ErrorCode,
  hasPermission,
  HOMEWORK_TEACHER_TYPES,
  NoteKind,
  type NoteKindCd,
  NoteStatus,
  type NoteStatusCd,
  Permission,
  studentMayOpenNote,
  USER_ADMIN_TYPES,
  type UserTypeCd,
} from '@boda/contract';
import type { MeetRow, NoteRow, RoomRow, TaskRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, type NoteReach, scopeOf } from './repository';
import { isManageCall } from './room';

/*
 * Who may read and inspect a note (service-area 2.10, 2.11, 4; manage-area "Work notes"). The note is
 * looked up in the caller's company, so another company's note is "not found".
 *
 * Readers: the note's owner; for homework the task's teacher (its regUserIdx), the administrative types
 * and, in the manage area, the teacher types (the manage work-note list shows them every homework note);
 * for class notes the meeting's leader, the administrative types and holders of the attend-note-view
 * permission who own the meeting's room. Anyone else is WB-404-001, as if the note did not exist.
 *
 * Pages (agendas, ink, answers, images, downloads): every reader but the student owner of homework, who
 * opens it while writing it (the solver) and once it is completed (studentMayOpenNote), not while the
 * teacher has it (WB-403-001). Inspecting: the task's teacher or an administrative type; a reader who may
 * not inspect is WB-403-001 (a class note is never inspected), a caller who may not read it WB-404-001.
 */

export interface NoteAccess extends NoteReach {
  owner: boolean;
  /** The task's teacher or an administrative type (homework only). */
  inspector: boolean;
  /** May open the pages. */
  open: boolean;
  /** The owner writing their homework (note.SAVE, note.SUBMIT: policy note.solve). */
  solve: boolean;
}

const isAdminType = (type: number) => USER_ADMIN_TYPES.includes(type as UserTypeCd);
const isTeacherType = (type: number) => HOMEWORK_TEACHER_TYPES.includes(type as UserTypeCd);

/** Whether the note is being written: the solver opens it (and the task is still there). */
export function isBeingWritten(note: Pick<NoteRow, 'noteKind' | 'noteStatus'>, task: Pick<TaskRow, 'deleted'> | null): boolean {
  return note.noteKind === NoteKind.TASK && (note.noteStatus === NoteStatus.SAVE || note.noteStatus === NoteStatus.NONE) && !task?.deleted;
}

async function noteOf(ctx: PolicyContext, noteIdx: number): Promise<NoteReach> {
  const found = (await accessRepository.note.findReachable(scopeOf(ctx), new Set([noteIdx]))).get(noteIdx);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, 'The note was not found.');
  return found;
}

/** Whether the caller sees every class note of a meeting (its leader, an administrator, a permitted room owner). */
export function seesMeetNotes(
  ctx: PolicyContext,
  meet: Pick<MeetRow, 'leaderUserIdx'>,
  room: Pick<RoomRow, 'ownerUserIdx'> | null,
): boolean {
  const me = ctx.auth;
  if (meet.leaderUserIdx === me.userIdx || isAdminType(me.userTypeCd)) return true;
  return hasPermission(me.permissionMask, Permission.ATTENDEE_NOTE_VIEW) && room?.ownerUserIdx === me.userIdx;
}

/** Whether the caller may list every homework note of the company (manage-area "Work notes"). */
export function seesAllHomework(ctx: PolicyContext): boolean {
  return isAdminType(ctx.auth.userTypeCd) || (isManageCall(ctx) && isTeacherType(ctx.auth.userTypeCd));
}

async function readAccess(ctx: PolicyContext, noteIdx: number): Promise<NoteAccess> {
  const { note, task, meet, room } = await noteOf(ctx, noteIdx);
  const me = ctx.auth;
  const owner = note.userIdx === me.userIdx;
  const isTask = note.noteKind === NoteKind.TASK;
  const inspector = isTask && ((task?.regUserIdx ?? null) === me.userIdx || isAdminType(me.userTypeCd));
  const reader = owner || inspector || (isTask ? seesAllHomework(ctx) : meet !== null && seesMeetNotes(ctx, meet, room));
  if (!reader) throw new AppError(ErrorCode.NOT_FOUND, 'The note was not found.');
  const solve = owner && isBeingWritten(note, task);
  const othersRead = !owner || inspector;
  const open = othersRead || solve || studentMayOpenNote(note.noteKind as NoteKindCd, note.noteStatus as NoteStatusCd);
  return { note, task, meet, room, owner, inspector, open, solve };
}

async function inspectAccess(ctx: PolicyContext, noteIdx: number): Promise<NoteAccess> {
  const access = await readAccess(ctx, noteIdx);
  if (!access.inspector) throw new AppError(ErrorCode.FORBIDDEN, "Only the homework's teacher inspects the note.");
  return access;
}

export const notePolicies = {
  /** The manage area's work-note list: every homework note of the company (WB-403-001 otherwise). */
  'note.listAll': (ctx: PolicyContext): void => {
    if (!seesAllHomework(ctx)) throw new AppError(ErrorCode.FORBIDDEN, 'The work-note list is for the manage area.');
  },
  /** The header (note.VIEW, logNote.LIST): every reader. */
  'note.view': readAccess,
  /** The pages, ink, answers and downloads: a reader who may open it (a student: while writing or once completed). */
  'note.open': async (ctx: PolicyContext, noteIdx: number): Promise<NoteAccess> => {
    const access = await readAccess(ctx, noteIdx);
    if (!access.open) throw new AppError(ErrorCode.FORBIDDEN, 'The note opens once the teacher has completed it.');
    return access;
  },
  /** Review, corrections, status, check, recall: the task's teacher or an administrative type. */
  'note.inspect': inspectAccess,
  /** Reviews, corrections and status changes: an inspector, once the note is submitted (one still being written is WB-403-001). */
  'note.review': async (ctx: PolicyContext, noteIdx: number): Promise<NoteAccess> => {
    const access = await inspectAccess(ctx, noteIdx);
    if (access.note.noteStatus < NoteStatus.SUBMIT) throw new AppError(ErrorCode.FORBIDDEN, 'The note is not submitted yet.');
    return access;
  },
};
