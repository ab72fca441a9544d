import { randomBytes } from 'node:crypto';
import { type CommandData, type CommandParsedInput, ErrorCode, HEARTBEAT_SEC, JoinMode, REJOIN_TOKEN_TTL_SEC } from '@boda/contract';
import { hashToken, newOpaqueToken } from '../../auth/opaque';
import { requireAccess } from '../../auth/policies';
import { eq } from 'drizzle-orm';
import { meetUsers } from '../../db/schema';
import type { CompanyMeet } from '../../db/scoped';
import { iso } from '../../db/sql';
import { AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import { uploadsOf } from '../../http/dispatch';
import * as meets from '../meet';
import { saveClassNote } from '../note';
import { admitJoin, recordJoin } from '../stats';
import { findCompanyByIdx } from '../company';
import { currentUserCounts, findRoomByIdxAcrossCompanies, staleBefore } from '../room';
import { findUserAcrossCompanies } from '../user';

/*
 * The class client's API (README "Class-client API"). JOIN redeems the one-time join token of a
 * ticket and opens an attendance session; the attendee token it returns authenticates the rest.
 * Everything here is scoped by that token: a client can only speak for its own session.
 */

async function meetState(ctx: OpenContext, meet: CompanyMeet) {
  const room = await findRoomByIdxAcrossCompanies(ctx.db, meet.roomIdx);
  const counts = await currentUserCounts(ctx.db, meet.companyIdx, [meet.meetIdx], ctx.runtime.clock());
  return {
    roomCode: room?.roomCode ?? '',
    meetCode: meet.meetCode,
    meetTitle: meet.meetTitle,
    live: meet.liveRoomIdx !== null,
    startDatetime: iso(meet.startDatetime),
    endDatetime: iso(meet.endDatetime),
    currentUserNum: counts.get(meet.meetIdx) ?? 0,
  };
}

/** The session of an attendee token; a session that was left (LEAVE) no longer speaks. */
async function sessionOf(ctx: OpenContext, attendeeToken: string) {
  const join = await meets.findJoinByToken(ctx.db, hashToken(attendeeToken));
  const meet = join ? await meets.findMeetByIdxAcrossCompanies(ctx.db, join.meetIdx) : null;
  if (!join || !meet) throw new AppError(ErrorCode.UNAUTHORIZED);
  return { join, meet };
}

export async function join(input: CommandParsedInput<'classClient.JOIN'>, ctx: OpenContext): Promise<CommandData<'classClient.JOIN'>> {
  const now = ctx.runtime.clock();
  const grant = await meets.redeemGrant(ctx.db, hashToken(input.joinToken), now);
  if (!grant) throw new AppError(ErrorCode.UNAUTHORIZED, 'The join token is unknown, used or expired.');
  const meet = await meets.findMeetByIdxAcrossCompanies(ctx.db, grant.meetIdx);
  if (!meet || meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  const user = await findUserAcrossCompanies(ctx.db, grant.userIdx);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  // A ticket issued before the teacher removed this attendee does not bring them back.
  if (await meets.wasRemoved(ctx.db, meet, user.userIdx)) throw new AppError(ErrorCode.REMOVED_FROM_CLASS);
  const company = await findCompanyByIdx(ctx.db, meet.companyIdx);
  const leader = grant.mode !== JoinMode.MONITOR && meet.leaderUserIdx === user.userIdx;
  const attendeeToken = randomBytes(32).toString('base64url');
  const rejoinToken = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    // Others may have taken the license's room since the ticket was issued; the check, the session
    // and its metering commit together under the company's admission lock (no two joins share a last seat).
    if (company) await admitJoin(tx, company, user.userIdx, now);
    const meetUserIdx = await meets.upsertMeetUser(tx, meet, {
      userIdx: user.userIdx,
      userTypeCd: grant.userTypeCd,
      firstJoinDatetime: now,
    });
    // One live session per attendee: a relaunched client replaces the previous one.
    await meets.closeOpenJoins(tx, meet, now, meetUserIdx);
    await meets.insertJoin(tx, meet, {
      meetUserIdx,
      sessionTokenHash: hashToken(attendeeToken),
      leader,
      joinDatetime: now,
      lastSeenDatetime: now,
    });
    await recordJoin(tx, meet.companyIdx, user.userIdx, now, company?.timeZone);
    // The way back into this meeting for the same attendee (a reload of the web classroom): as the ticket's, one use.
    await meets.insertGrant(tx, {
      tokenHash: hashToken(rejoinToken),
      meetIdx: meet.meetIdx,
      userIdx: user.userIdx,
      userTypeCd: grant.userTypeCd,
      mode: grant.mode,
      expiresAt: new Date(now.getTime() + REJOIN_TOKEN_TTL_SEC * 1000),
    });
  });
  const mode = grant.mode === JoinMode.MONITOR ? JoinMode.MONITOR : grant.mode === JoinMode.OPEN ? JoinMode.OPEN : JoinMode.NORMAL;
  return {
    result: {
      attendeeToken,
      heartbeatSec: HEARTBEAT_SEC,
      leader,
      mode,
      user: { userIdx: user.userIdx, userName: user.userName, userTypeCd: grant.userTypeCd },
      meet: await meetState(ctx, meet),
      inviteCode: leader ? ((await findRoomByIdxAcrossCompanies(ctx.db, meet.roomIdx))?.inviteCode ?? null) : null,
      rejoinToken,
    },
  };
}

/**
 * Keeps the session present. After a silence longer than the stale limit the session had counted
 * as left at its last heartbeat; the gap stays absent and a new session row continues from now.
 */
export async function heartbeat(
  input: CommandParsedInput<'classClient.HEARTBEAT'>,
  ctx: OpenContext,
): Promise<CommandData<'classClient.HEARTBEAT'>> {
  const now = ctx.runtime.clock();
  const { join: session, meet } = await sessionOf(ctx, input.attendeeToken);
  if (session.quitDatetime === null && meet.liveRoomIdx !== null) {
    if (session.lastSeenDatetime < staleBefore(now)) {
      await ctx.db.transaction(async (tx) => {
        // The token moves to the new row; the old one keeps a derived, unusable hash.
        await meets.updateJoin(tx, meet, session.joinIdx, {
          quitDatetime: session.lastSeenDatetime,
          sessionTokenHash: hashToken(`${session.sessionTokenHash}:${session.joinIdx}`),
        });
        await meets.insertJoin(tx, meet, {
          meetUserIdx: session.meetUserIdx,
          sessionTokenHash: session.sessionTokenHash,
          leader: session.leader,
          joinDatetime: now,
          lastSeenDatetime: now,
        });
      });
    } else {
      await meets.updateJoin(ctx.db, meet, session.joinIdx, { lastSeenDatetime: now });
    }
  }
  return { result: { meet: await meetState(ctx, meet) } };
}

export async function leave(input: CommandParsedInput<'classClient.LEAVE'>, ctx: OpenContext): Promise<CommandData<'classClient.LEAVE'>> {
  const now = ctx.runtime.clock();
  const { join: session, meet } = await sessionOf(ctx, input.attendeeToken);
  if (session.quitDatetime === null) await meets.closeOpenJoins(ctx.db, meet, now, session.meetUserIdx);
  const mine = meets.summarizeAttendance(await meets.attendanceRows(ctx.db, meet), now).find((a) => a.meetUserIdx === session.meetUserIdx);
  return { result: { totalJoinTimeSec: mine?.totalJoinTimeSec ?? 0 } };
}

function assertLeaderSession(ctx: OpenContext, session: { leader: boolean; quitDatetime: Date | null }, meet: CompanyMeet): void {
  requireAccess(ctx, 'classClient.lead', session);
  if (session.quitDatetime !== null || meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
}

export async function start(input: CommandParsedInput<'classClient.START'>, ctx: OpenContext): Promise<CommandData<'classClient.START'>> {
  const { join: session, meet } = await sessionOf(ctx, input.attendeeToken);
  assertLeaderSession(ctx, session, meet);
  const started = meet.startDatetime ? meet : ((await meets.updateMeet(ctx.db, meet, { startDatetime: ctx.runtime.clock() })) ?? meet);
  return { result: { meet: await meetState(ctx, started) } };
}

export async function end(input: CommandParsedInput<'classClient.END'>, ctx: OpenContext): Promise<CommandData<'classClient.END'>> {
  const { join: session, meet } = await sessionOf(ctx, input.attendeeToken);
  assertLeaderSession(ctx, session, meet);
  await meets.endMeet(ctx.db, meet, ctx.runtime.clock());
  const ended = (await meets.findMeetByIdxAcrossCompanies(ctx.db, meet.meetIdx)) ?? meet;
  return { result: { meet: await meetState(ctx, ended) } };
}

/** The attendee's class note for this meeting (README "Class-client API"): made, or its pages replaced. */
export async function noteUpload(
  input: CommandParsedInput<'classClient.NOTE_UPLOAD'>,
  ctx: OpenContext,
): Promise<CommandData<'classClient.NOTE_UPLOAD'>> {
  const { join: session, meet } = await sessionOf(ctx, input.attendeeToken);
  const [attendee] = await ctx.db
    .select({ userIdx: meetUsers.userIdx })
    .from(meetUsers)
    .where(eq(meetUsers.meetUserIdx, session.meetUserIdx))
    .limit(1);
  if (!attendee) throw new AppError(ErrorCode.UNAUTHORIZED);
  const uploads = uploadsOf(ctx).filter((u) => u.field === 'pageFiles');
  const result = await saveClassNote(
    ctx.db,
    ctx.runtime.storage,
    {
      companyIdx: meet.companyIdx,
      meetIdx: meet.meetIdx,
      userIdx: attendee.userIdx,
      noteTitle: input.noteTitle,
      agendaList: input.agendaList,
      uploads,
    },
    ctx.runtime.clock(),
  );
  return { result };
}
