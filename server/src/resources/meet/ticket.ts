import { AppType, CLASSROOM_PAGE_PATH, JOIN_TOKEN_TTL_SEC, JoinMode, type JoinResult, type JoinModeValue } from '@boda/contract';
import type { ExecParams } from '@boda/contract/launch';
import { hashToken, newOpaqueToken } from '../../auth/opaque';
import type { MeetRow, RoomRow, UserRow } from '../../db/schema';
import type { CompanyConfig } from '@boda/contract/config';
import type { OpenContext } from '../../http/context';
import { requestLanguage } from '../../http/requestLanguage';
import { insertGrant } from './repository';

/** Free text for the class client's command line: no control characters, within the contract's length. */
function safeText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = Array.from(value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .slice(0, max)
    .join('');
  return cleaned === '' ? '-' : cleaned;
}

export interface JoinAs {
  user: UserRow;
  /** The type the class client shows (4 for monitoring; a guest's link type). */
  userTypeCd: number;
  mode: JoinModeValue;
}

/**
 * Where a browser joins (README "Web classroom"), for companies that allow web: the vendor's web
 * classroom when WEB_CLASS_CLIENT_URL is set, else our own built-in classroom page; both redeem the same
 * ticket from the fragment (never sent to a server). Monitoring runs only in the native client.
 */
function webJoinUrlFor(ctx: OpenContext, config: CompanyConfig, joinTicket: string, mode: JoinModeValue): string | null {
  const setting = config.clientSetting;
  if (mode === JoinMode.MONITOR || (setting !== AppType.WEB && setting !== AppType.BOTH)) return null;
  const base = ctx.runtime.settings.webClassClientUrl ?? `${ctx.runtime.joinTickets.issuer}${CLASSROOM_PAGE_PATH}`;
  return `${base}#ticket=${joinTicket}`;
}

/**
 * The end of every successful join (`config`: the room's company's, which the caller has at hand): a one-time join token for the class client (stored hashed) and
 * the signed ticket carrying it, which the launcher hands to the local agent.
 */
export async function issueJoin(
  ctx: OpenContext,
  config: CompanyConfig,
  room: RoomRow,
  meet: MeetRow,
  as: JoinAs,
  opened: boolean,
): Promise<JoinResult> {
  const now = ctx.runtime.clock();
  const joinToken = newOpaqueToken();
  await insertGrant(ctx.db, {
    tokenHash: hashToken(joinToken),
    meetIdx: meet.meetIdx,
    userIdx: as.user.userIdx,
    userTypeCd: as.userTypeCd,
    mode: as.mode,
    expiresAt: new Date(now.getTime() + JOIN_TOKEN_TTL_SEC * 1000),
  });
  const exec: ExecParams = {
    room: { roomCode: room.roomCode, meetCode: meet.meetCode, title: safeText(meet.meetTitle, 100) },
    join: { joinToken, mode: as.mode },
    user: {
      userIdx: as.user.userIdx,
      userId: safeText(as.user.userId, 50),
      userName: safeText(as.user.userName, 32),
      userTypeCd: as.userTypeCd,
    },
    // The class client reports attendance back to this server (README "Class-client API").
    server: { url: ctx.runtime.joinTickets.issuer },
    // The class shows the language the joining user sees where they pressed Join (a guest's invite page
    // too); the user's stored language only for a caller that names none.
    language: requestLanguage(ctx.headers) ?? (as.user.language === 'ko' ? 'ko' : 'en'),
  };
  const joinTicket = await ctx.runtime.joinTickets.issue(exec);
  return {
    result: {
      roomCode: room.roomCode,
      meetCode: meet.meetCode,
      meetTitle: meet.meetTitle,
      roomCategoryCd: room.roomCategoryCd,
      inviteCode: room.inviteCode,
      mode: as.mode,
      userIdx: as.user.userIdx,
      opened,
    },
    joinTicket,
    webJoinUrl: webJoinUrlFor(ctx, config, joinTicket, as.mode),
  };
}
