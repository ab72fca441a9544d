import { type CommandData, type CommandParsedInput, ErrorCode, FuncFlag, JoinMode, toPage, UserType } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { summarizeAttendance } from '../meet/attendance';
import * as meets from '../meet/repository';
import { issueJoin } from '../meet/ticket';
import { meetViews } from '../meet/views';
import { isManageCall, loadRoom } from '../room/access';
import { companyOf } from '../room/config';
import { findUsersByIdx } from '../room/repository';

/*
 * Class monitoring (manage-area "Class monitoring"): the manage area only (manage access), and only
 * while the company's monitor function is on; otherwise the call is refused, which the screen shows
 * as "no configuration".
 */

async function assertMonitoring(ctx: RequestContext, me: AuthInfo): Promise<void> {
  if (!isManageCall(ctx)) throw new AppError(ErrorCode.WRONG_SERVICE_TYPE);
  if (!isFuncOn((await companyOf(ctx, me)).config, FuncFlag.MONITOR)) throw new AppError(ErrorCode.FORBIDDEN, 'Monitoring is not configured.');
}

async function liveMeetOf(ctx: RequestContext, me: AuthInfo, roomCode: string, meetCode?: string) {
  const room = await loadRoom(ctx, me, roomCode, ErrorCode.CLASS_NOT_STARTED);
  const meet = meetCode ? await meets.findMeetByCode(ctx.db, me.companyIdx, meetCode) : await meets.findLiveMeet(ctx.db, room.roomIdx);
  if (!meet || meet.roomIdx !== room.roomIdx) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
  return { room, meet };
}

export async function listMonitor(input: CommandParsedInput<'monitor.LIST'>, ctx: RequestContext): Promise<CommandData<'monitor.LIST'>> {
  const me = requireAuth(ctx);
  await assertMonitoring(ctx, me);
  const { rows, total } = await meets.listMeets(ctx.db, {
    companyIdx: me.companyIdx,
    live: true,
    keyword: input.searchKeyword,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return { resultPage: toPage(await meetViews(ctx.db, rows, ctx.runtime.clock()), input.page, input.size, total) };
}

export async function viewMonitor(input: CommandParsedInput<'monitor.VIEW'>, ctx: RequestContext): Promise<CommandData<'monitor.VIEW'>> {
  const me = requireAuth(ctx);
  await assertMonitoring(ctx, me);
  const { meet } = await liveMeetOf(ctx, me, input.roomCode, input.meetCode);
  const now = ctx.runtime.clock();
  const [view] = await meetViews(ctx.db, [meet], now);
  if (!view) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
  const joined = summarizeAttendance(await meets.attendanceRows(ctx.db, meet.meetIdx), now).filter((a) => a.online);
  return { result: { meet: view, userList: joined } };
}

/** The ticket says user type 4 and mode monitor; the launcher refuses it off Windows. */
export async function joinMonitor(input: CommandParsedInput<'monitor.JOIN'>, ctx: RequestContext): Promise<CommandData<'monitor.JOIN'>> {
  const me = requireAuth(ctx);
  await assertMonitoring(ctx, me);
  const { room, meet } = await liveMeetOf(ctx, me, input.roomCode, input.meetCode);
  if (meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  const [user] = await findUsersByIdx(ctx.db, [me.userIdx]);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return issueJoin(ctx, room, meet, { user, userTypeCd: UserType.MONITOR, mode: JoinMode.MONITOR }, false);
}
