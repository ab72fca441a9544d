import { hasPermission, Permission, UserType } from '@boda/contract';
import type { PolicyContext } from './context';
import { meetPolicies } from './meet';
import { seesMeetNotes } from './note';
import { isManageCall } from './room';

/*
 * Class results (service-area 2.10, manage-area "Class log"): a meeting's history is seen by whoever may
 * see the meeting ('meet.view': room viewers, attendees, its leader, the manage area). A student sees
 * only their own attendance; recordings need the record download bit; other attendees' class notes need
 * what note reading needs (seesMeetNotes).
 */

const TEACHER_TYPES: readonly number[] = [UserType.TEACHER, UserType.OPEN_TEACHER];

export const logMeetPolicies = {
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
