import {
  ROOM_ATTENDEE_TYPES,
  ROOM_LEADER_TYPES,
  type RoomPeriodProblem,
  roomPeriodProblems,
  roomStartWindow,
  UserStatus,
} from '@boda/contract';
import { fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { findUsersInCompany } from '../user';
import { findTemplates } from './repository';

const PERIOD_MESSAGES: Record<RoomPeriodProblem, [path: string, message: string]> = {
  startTooEarly: ['room.showDatetime', 'The start must be today or later.'],
  startTooLate: ['room.showDatetime', 'The start must be within one year.'],
  endNotAfterStart: ['room.showEndDatetime', 'The end must be after the start.'],
};

/**
 * The contract's period rule (manage-area 5). "Today" is the caller's day, which the server cannot
 * know, so the window has a day of slack.
 */
export function checkPeriod(start: Date, end: Date, now: Date, startChanged: boolean): void {
  const [problem] = roomPeriodProblems({ start, end, startChanged }, roomStartWindow(now, 1));
  if (problem) throw fieldError(...PERIOD_MESSAGES[problem]);
}

/** Leaders (responsible teachers) are active teachers or open teachers of the caller's company. */
export async function assertLeader(ctx: SignedInContext, userIdx: number): Promise<void> {
  const [user] = await findUsersInCompany(ctx.db, ctx.auth.companyIdx, [userIdx]);
  if (!user || !(ROOM_LEADER_TYPES as readonly number[]).includes(user.userTypeCd) || user.userStatusCd !== UserStatus.USE) {
    throw fieldError('room.ownerUserIdx', 'Choose a teacher of this company.');
  }
}

export async function assertAttendees(ctx: SignedInContext, userIdxs: number[]): Promise<void> {
  if (userIdxs.length === 0) return;
  const found = await findUsersInCompany(ctx.db, ctx.auth.companyIdx, userIdxs);
  const ok = new Set(found.filter((u) => (ROOM_ATTENDEE_TYPES as readonly number[]).includes(u.userTypeCd)).map((u) => u.userIdx));
  const bad = [...new Set(userIdxs)].filter((u) => !ok.has(u));
  if (bad.length > 0) throw fieldError('roomUserList', `Not attendee candidates of this company: ${bad.join(', ')}`);
}

/** The class type must be one of the company's templates of the room's category. */
export async function assertTemplate(ctx: SignedInContext, templateIdx: number | null, roomCategoryCd: number): Promise<void> {
  if (templateIdx === null) return;
  const [template] = await findTemplates(ctx.db, ctx.auth.companyIdx, [templateIdx]);
  if (!template || template.roomCategoryCd !== roomCategoryCd) throw fieldError('room.templateIdx', 'Unknown class type.');
}
