import { randomBytes } from 'node:crypto';
import {
  type CommandData,
  type CommandParsedInput,
  EASY_JOIN_GUEST_TYPE,
  ErrorCode,
  JoinMode,
  NO_MEET_CODE,
  UserStatus,
  UserType,
} from '@boda/contract';
import { type CompanyConfig, permissionMaskOf } from '@boda/contract/config';
import { hashPassword, verifyPassword } from '../../auth/password';
import { isManageCall, requireAccess } from '../../auth/policies';
import type { CompanyRow, RoomRow, UserRow } from '../../db/schema';
import type { CompanyRoom } from '../../db/scoped';
import { AppError, fieldError } from '../../errors';
import type { CallerContext, OpenContext, OptionalContext, SignedInContext } from '../../http/context';
import { findCompanyByIdx, resolveCompany } from '../company';
import { createInstantRoom, findLiveMeet, findRoomByInviteCodeAcrossCompanies, updateRoom } from '../room';
import { assertJoinAllowed } from '../stats';
import { insertUser } from '../user';
import { findIdleInstantRoom } from './idleInstantRooms';
import { openOrJoinLiveMeet } from './lifecycle';
import { updateMeet, wasRemoved } from './repository';
import { issueJoin } from './ticket';

/*
 * Joining a class (service-area 2.3-2.4, 2.8 and 4; foundation.md 6). Every path ends in `admit`,
 * which applies the room rules in this order: closed or hidden room, period, password, the asked-for
 * meeting, then who may open a meeting nobody has opened yet (anyone first versus author first).
 */

interface Joiner {
  /** Null for a guest, whose user row is made only once admitted. */
  user: UserRow | null;
  permissionMask: number;
  manager: boolean;
}

const GUEST: Joiner = { user: null, permissionMask: 0, manager: false };

/**
 * Room passwords are counted per address and room, so guessing one costs a minute per 10 tries;
 * the right password still gets in from an address that used them up.
 */
async function passwordMatches(ctx: OpenContext, room: RoomRow, password: string | undefined): Promise<boolean> {
  if (room.passwordHash === null) return true;
  const key = `${ctx.ip}|${room.roomIdx}`;
  const limited = await ctx.runtime.roomPasswordLimiter.isExhausted(key);
  if (await verifyPassword(room.passwordHash, password ?? '', { lane: room.companyIdx })) return true;
  await ctx.runtime.roomPasswordLimiter.hit(key);
  if (limited) throw new AppError(ErrorCode.TOO_MANY_JOIN_ATTEMPTS);
  return false;
}

/** Guests are rows in the users table: an address may make only so many a minute. */
async function countGuest(ctx: OpenContext): Promise<void> {
  if (!(await ctx.runtime.guestJoinLimiter.hit(ctx.ip))) throw new AppError(ErrorCode.TOO_MANY_JOIN_ATTEMPTS);
}

function joinerAccess(who: Joiner & { user: UserRow }) {
  return { userIdx: who.user.userIdx, permissionMask: who.permissionMask, manager: who.manager };
}

async function admit(ctx: OpenContext, who: Joiner, room: CompanyRoom, options: { meetCode?: string; password?: string }) {
  const now = ctx.runtime.clock();
  const { owner } = requireAccess(ctx, 'roomJoin.admit', { userIdx: who.user?.userIdx ?? null, manager: who.manager }, room, now);
  if (!owner && !(await passwordMatches(ctx, room, options.password))) {
    throw new AppError(ErrorCode.FORBIDDEN, 'The room password does not match.');
  }
  const live = await findLiveMeet(ctx.db, room);
  if (options.meetCode !== undefined && options.meetCode !== NO_MEET_CODE && live?.meetCode !== options.meetCode) {
    throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  }
  if (live && who.user && (await wasRemoved(ctx.db, live, who.user.userIdx))) throw new AppError(ErrorCode.REMOVED_FROM_CLASS);
  await assertLicense(ctx, room.companyIdx, who.user);
  if (live) return { meet: live, opened: false };
  // Nobody is in yet. The owner opens; in an anyone-first reserved room so may an attendee, or
  // anybody with the meeting-open permission (the reserved-room open join).
  // A guest never opens a meeting: it joins one that is running.
  if (who.user === null) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
  if (!owner) await requireAccess(ctx, 'roomJoin.openFirst', joinerAccess({ ...who, user: who.user }), room);
  return openOrJoinLiveMeet(ctx.db, room, who.user.userIdx, now);
}

/** The room's company license must have room for this joiner (README "Statistics and license"). */
async function assertLicense(ctx: OpenContext, companyIdx: number, user: UserRow | null): Promise<void> {
  const company = await findCompanyByIdx(ctx.db, companyIdx);
  if (company) await assertJoinAllowed(ctx.db, company, user?.userIdx ?? null, ctx.runtime.clock());
}

function signedInJoiner(ctx: CallerContext): Joiner & { user: UserRow } {
  return { user: ctx.user, permissionMask: ctx.auth.permissionMask, manager: isManageCall(ctx) };
}

function assertCompanyRef(company: CompanyRow, ref: { companyId?: string; companyCode?: string }): void {
  if (
    (ref.companyId !== undefined && ref.companyId !== company.companyId) ||
    (ref.companyCode !== undefined && ref.companyCode !== company.companyCode)
  ) {
    throw new AppError(ErrorCode.INVALID_INVITE);
  }
}

function assertConfigVersion(company: CompanyRow, configVersion: number | undefined): void {
  if (configVersion !== undefined && configVersion !== company.configVersion) throw new AppError(ErrorCode.CONFIG_NOT_RELOADED);
}

function guestNickname(nickname: string | undefined): string {
  if (nickname === undefined || nickname.trim() === '')
    throw fieldError('userName', { message: 'Enter a nickname.', key: 'nickname.required' });
  return nickname.trim();
}

/**
 * A guest of easy join or an invite link: a user row that cannot sign in (status incompleted, no
 * password). Made only once the guest is admitted, so refused joins leave no rows behind.
 */
async function createGuest(ctx: OpenContext, company: CompanyRow, nickname: string): Promise<UserRow> {
  return insertUser(ctx.db, {
    companyIdx: company.companyIdx,
    userId: `guest-${randomBytes(8).toString('hex')}`,
    userName: nickname,
    passwordHash: null,
    userTypeCd: UserType.GUEST,
    userStatusCd: UserStatus.INCOMPLETED,
  });
}

/** A guest's invite code names the room and with it the company (WB-400-220 for none). */
async function roomByGuestInvite(ctx: OpenContext, inviteCode: string): Promise<CompanyRoom> {
  const room = await findRoomByInviteCodeAcrossCompanies(ctx.db, inviteCode);
  if (!room) throw new AppError(ErrorCode.INVALID_INVITE);
  return room;
}

export async function joinRoom(input: CommandParsedInput<'roomJoin.JOIN'>, ctx: SignedInContext): Promise<CommandData<'roomJoin.JOIN'>> {
  const { room } = await requireAccess(ctx, 'room.find', input.roomCode, ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
  const who = signedInJoiner(ctx);
  await requireAccess(ctx, 'roomJoin.listed', joinerAccess(who), room);
  const { meet, opened } = await admit(ctx, who, room, { meetCode: input.meetCode, password: input.roomPassword });
  return issueJoin(ctx, ctx.config, room, meet, { user: who.user, userTypeCd: who.user.userTypeCd, mode: JoinMode.NORMAL }, opened);
}

interface InstantRoom {
  company: CompanyRow;
  config: CompanyConfig;
  title: string;
  password: string | undefined;
  /** The user type the class client shows. */
  execType: number;
}

/** The caller's idle instant room under the new title and password, else a new one (see idleInstantRooms.ts). */
async function instantRoomFor(ctx: OpenContext, user: UserRow, instant: InstantRoom): Promise<CompanyRoom> {
  const idle = await findIdleInstantRoom(ctx.db, instant.company.companyIdx, user.userIdx);
  if (!idle) return createInstantRoom(ctx.db, instant.company.companyIdx, user.userIdx, instant.title, instant.password);
  const roomTitle = instant.title.trim();
  const room = await updateRoom(ctx.db, idle, {
    roomTitle,
    passwordHash: instant.password ? await hashPassword(instant.password) : null,
  });
  const live = await findLiveMeet(ctx.db, room);
  if (live) await updateMeet(ctx.db, live, { meetTitle: roomTitle });
  return room;
}

async function openInstant(ctx: OpenContext, user: UserRow, instant: InstantRoom) {
  await assertJoinAllowed(ctx.db, instant.company, user.userIdx, ctx.runtime.clock());
  const room = await instantRoomFor(ctx, user, instant);
  const { meet, opened } = await openOrJoinLiveMeet(ctx.db, room, user.userIdx, ctx.runtime.clock());
  return issueJoin(ctx, instant.config, room, meet, { user, userTypeCd: instant.execType, mode: JoinMode.OPEN }, opened);
}

export async function openRoom(input: CommandParsedInput<'roomJoin.OPEN'>, ctx: SignedInContext): Promise<CommandData<'roomJoin.OPEN'>> {
  requireAccess(ctx, 'roomJoin.instant', ctx.config, ctx.auth.permissionMask);
  const who = signedInJoiner(ctx);
  const { company, config } = ctx;
  return openInstant(ctx, who.user, {
    company,
    config,
    title: input.roomTitle,
    password: input.roomPassword || undefined,
    execType: who.user.userTypeCd,
  });
}

/** POST /open/room JOIN_INFO: with a session like roomJoin.JOIN (or by invite code); without one as a guest. */
export async function joinInfo(
  input: CommandParsedInput<'openRoom.JOIN_INFO'>,
  ctx: OptionalContext,
): Promise<CommandData<'openRoom.JOIN_INFO'>> {
  if (ctx.auth) {
    assertCompanyRef(ctx.company, input);
    const room =
      input.inviteCode !== undefined
        ? await requireAccess(ctx, 'room.invite', input.inviteCode)
        : input.roomCode !== undefined
          ? (await requireAccess(ctx, 'room.find', input.roomCode, ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED)).room
          : null;
    if (!room) throw fieldError('inviteCode', 'Required field.');
    const who = signedInJoiner(ctx);
    if (input.inviteCode === undefined) await requireAccess(ctx, 'roomJoin.listed', joinerAccess(who), room);
    const { meet, opened } = await admit(ctx, who, room, { meetCode: input.meetCode, password: input.roomPassword });
    return issueJoin(ctx, ctx.config, room, meet, { user: who.user, userTypeCd: who.user.userTypeCd, mode: JoinMode.NORMAL }, opened);
  }
  if (input.inviteCode === undefined) throw fieldError('inviteCode', { message: 'Enter an invite code.', key: 'inviteCode.required' });
  const room = await roomByGuestInvite(ctx, input.inviteCode);
  const company = await findCompanyByIdx(ctx.db, room.companyIdx);
  if (!company) throw new AppError(ErrorCode.INVALID_INVITE);
  assertCompanyRef(company, input);
  assertConfigVersion(company, input.configVersion);
  const nickname = guestNickname(input.userName);
  await countGuest(ctx);
  const { meet, opened } = await admit(ctx, GUEST, room, { meetCode: input.meetCode, password: input.roomPassword });
  const guest = await createGuest(ctx, company, nickname);
  return issueJoin(
    ctx,
    ctx.runtime.configs.of(company).config,
    room,
    meet,
    { user: guest, userTypeCd: UserType.STUDENT, mode: JoinMode.NORMAL },
    opened,
  );
}

/**
 * POST /open/room OPEN_INFO (easy-join "create"). A guest acts as EASY_JOIN_GUEST_TYPE, never as a
 * type the caller names: the company decided, through that type's WEB_USER_TYPE_AUTH, whether
 * guests may open meetings, and the class client shows them as that type.
 */
export async function openInfo(
  input: CommandParsedInput<'openRoom.OPEN_INFO'>,
  ctx: OptionalContext,
): Promise<CommandData<'openRoom.OPEN_INFO'>> {
  const details = { title: input.roomTitle, password: input.roomPassword || undefined };
  if (ctx.auth) {
    const { company, config } = ctx;
    assertCompanyRef(company, input);
    requireAccess(ctx, 'roomJoin.instant', config, ctx.auth.permissionMask);
    const who = signedInJoiner(ctx);
    return openInstant(ctx, who.user, { company, config, ...details, execType: who.user.userTypeCd });
  }
  const company = await resolveCompany(ctx.db, input);
  assertConfigVersion(company, input.configVersion);
  const { config } = ctx.runtime.configs.of(company);
  requireAccess(ctx, 'roomJoin.instant', config, permissionMaskOf(config, EASY_JOIN_GUEST_TYPE));
  const nickname = guestNickname(input.userName);
  await countGuest(ctx);
  await assertJoinAllowed(ctx.db, company, null, ctx.runtime.clock());
  const guest = await createGuest(ctx, company, nickname);
  return openInstant(ctx, guest, { company, config, ...details, execType: EASY_JOIN_GUEST_TYPE });
}
