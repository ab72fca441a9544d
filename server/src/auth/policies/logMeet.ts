import { ErrorCode, FuncFlag, hasPermission, LOG_MEET_TEACHER_TYPES, Permission, UserType } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { meetPolicies } from './meet';
import { accessRepository, type OwnExport, scopeOf } from './repository';
import { seesMeetNotes } from './note';
import { isManageCall } from './room';

/*
 * Class results (service-area 2.10, manage-area "Class log"): a meeting's history is seen by whoever may
 * see the meeting ('meet.view': room viewers, attendees, its leader, the manage area). A student sees
 * only their own attendance; recordings need the record download bit; other attendees' class notes need
 * what note reading needs (seesMeetNotes).
 */

const TEACHER_TYPES: readonly number[] = [UserType.TEACHER, UserType.OPEN_TEACHER];

const EXPORT_TEACHERS: readonly number[] = LOG_MEET_TEACHER_TYPES;

export const logMeetPolicies = {
  /**
   * Exporting class results: like the list, the company's log is the manage area's; in the service
   * area only teachers export; score sheets need the company's score-export function.
   */
  'logMeetExcel.export': (ctx: PolicyContext, scope: { company: boolean; scores: boolean }): void => {
    const manage = isManageCall(ctx);
    if (scope.company && !manage) throw new AppError(ErrorCode.FORBIDDEN);
    if (!manage && !EXPORT_TEACHERS.includes(ctx.auth.userTypeCd)) throw new AppError(ErrorCode.FORBIDDEN);
    if (scope.scores && !isFuncOn(ctx.config, FuncFlag.SCORE_EXPORT)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'This function is not enabled for the company.');
    }
  },
  /**
   * The classes chosen for an export, as the caller's list found them (their own, or the company's in
   * the manage area): one outside it, or another company's, is WB-404-001 as in VIEW.
   */
  'logMeetExcel.selection': (_ctx: PolicyContext, selected: readonly string[], found: readonly unknown[]): void => {
    if (selected.length > 0 && found.length !== selected.length) throw new AppError(ErrorCode.NOT_FOUND);
  },
  /** A class-log export (its status, its file of the command's kind): only its starter's (WB-404-001 otherwise). */
  'logMeetExport.own': async (ctx: PolicyContext, exportIdx: number, kind?: string): Promise<OwnExport> => {
    const found = (await accessRepository.logExport.findOwn(scopeOf(ctx), new Set([exportIdx]))).get(exportIdx);
    if (!found || (kind !== undefined && found.export.kind !== kind)) throw new AppError(ErrorCode.NOT_FOUND);
    return found;
  },
  'logMeet.view': async (ctx: PolicyContext, meetCode: string, roomCode?: string) => {
    const access = await meetPolicies['meet.view'](ctx, meetCode, roomCode);
    const me = ctx.auth;
    const allAttendees = access.full || ctx.auth.userTypeCd !== UserType.STUDENT;
    const leadsOrOwns = access.meet.leaderUserIdx === me.userIdx || access.room.ownerUserIdx === me.userIdx;
    return {
      ...access,
      permissions: {
        recordDownload: hasPermission(me.permissionMask, Permission.RECORD_DOWNLOAD),
        viewOthersNotes: seesMeetNotes(ctx, access.meet, access.room),
        allAttendees,
        uploadMaterials: leadsOrOwns || isManageCall(ctx) || TEACHER_TYPES.includes(me.userTypeCd),
      },
    };
  },
};
