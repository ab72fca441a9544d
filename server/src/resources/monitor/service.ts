import { type CommandData, type CommandParsedInput, ErrorCode, JoinMode, toPage, UserType } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { issueJoin, listMeets, meetViews, summarizeAttendance, attendanceRows } from '../meet';

/*
 * Class monitoring (manage-area "Class monitoring"): the manage area only, and only while the
 * company's monitor function is on (contract MONITOR_ACCESS, checked by the dispatcher); otherwise
 * the call is refused, which the screen shows as "no configuration".
 */

export async function listMonitor(input: CommandParsedInput<'monitor.LIST'>, ctx: SignedInContext): Promise<CommandData<'monitor.LIST'>> {
  const { companyIdx } = ctx.auth;
  const { rows, total } = await listMeets(ctx.db, {
    companyIdx,
    live: true,
    keyword: input.searchKeyword,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return { resultPage: toPage(await meetViews(ctx.db, companyIdx, rows, ctx.runtime.clock()), input.page, input.size, total) };
}

export async function viewMonitor(input: CommandParsedInput<'monitor.VIEW'>, ctx: SignedInContext): Promise<CommandData<'monitor.VIEW'>> {
  const { meet } = await requireAccess(ctx, 'monitor.meet', input.roomCode, input.meetCode);
  const now = ctx.runtime.clock();
  const [view] = await meetViews(ctx.db, ctx.auth.companyIdx, [meet], now);
  if (!view) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
  const joined = summarizeAttendance(await attendanceRows(ctx.db, meet), now).filter((a) => a.online);
  return { result: { meet: view, userList: joined } };
}

/** The ticket says user type 4 and mode monitor; the launcher refuses it off Windows. */
export async function joinMonitor(input: CommandParsedInput<'monitor.JOIN'>, ctx: SignedInContext): Promise<CommandData<'monitor.JOIN'>> {
  const { room, meet } = await requireAccess(ctx, 'monitor.meet', input.roomCode, input.meetCode);
  if (meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  return issueJoin(ctx, ctx.config, room, meet, { user: ctx.user, userTypeCd: UserType.MONITOR, mode: JoinMode.MONITOR }, false);
}
