import { ErrorCode, TEACHER_TYPES, UserStatus, UserType } from '@boda/contract';
import type { AuthInfo, RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { findCompanyUsers, findTemplates } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Attendee candidates (manage-area 5 Rooms): teachers, students and open teachers. */
export const ATTENDEE_TYPES: readonly number[] = [UserType.TEACHER, UserType.STUDENT, UserType.OPEN_TEACHER];

function refuse(path: string, message: string): never {
  throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path, message }]);
}

/**
 * Period rules (manage-area 5): the start is today or later and at most one year ahead, the end
 * after the start. "Today" is the caller's day, which the server cannot know, so a start up to a
 * day in the past passes. An unchanged start is not re-checked, so old rooms stay editable.
 */
export function checkPeriod(start: Date, end: Date, now: Date, startChanged: boolean): void {
  if (startChanged) {
    if (start.getTime() < now.getTime() - DAY_MS) refuse('room.showDatetime', 'The start must be today or later.');
    if (start.getTime() > now.getTime() + 366 * DAY_MS) refuse('room.showDatetime', 'The start must be within one year.');
  }
  if (end.getTime() <= start.getTime()) refuse('room.showEndDatetime', 'The end must be after the start.');
}

/** Leaders (responsible teachers) are active teachers or open teachers of the caller's company. */
export async function assertLeader(ctx: RequestContext, me: AuthInfo, userIdx: number): Promise<void> {
  const [user] = await findCompanyUsers(ctx.db, me.companyIdx, [userIdx]);
  if (!user || !TEACHER_TYPES.includes(user.userTypeCd as 11 | 13) || user.userStatusCd !== UserStatus.USE) {
    refuse('room.ownerUserIdx', 'Choose a teacher of this company.');
  }
}

export async function assertAttendees(ctx: RequestContext, me: AuthInfo, userIdxs: number[]): Promise<void> {
  if (userIdxs.length === 0) return;
  const found = await findCompanyUsers(ctx.db, me.companyIdx, userIdxs);
  const ok = new Set(found.filter((u) => ATTENDEE_TYPES.includes(u.userTypeCd)).map((u) => u.userIdx));
  const bad = [...new Set(userIdxs)].filter((u) => !ok.has(u));
  if (bad.length > 0) refuse('roomUserList', `Not attendee candidates of this company: ${bad.join(', ')}`);
}

/** The class type must be one of the company's templates of the room's category. */
export async function assertTemplate(ctx: RequestContext, me: AuthInfo, templateIdx: number | null, roomCategoryCd: number): Promise<void> {
  if (templateIdx === null) return;
  const [template] = await findTemplates(ctx.db, [templateIdx]);
  if (!template || template.companyIdx !== me.companyIdx || template.roomCategoryCd !== roomCategoryCd) {
    refuse('room.templateIdx', 'Unknown class type.');
  }
}
