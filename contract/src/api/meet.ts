import { z } from 'zod';
import { Permission } from '../permissions';
import { MONITOR_ACCESS } from './access';
import { Limits } from '../enums';
import { inviteCodeSchema, nicknameSchema, roomPasswordSchema, roomTitleSchema } from '../validation/schemas';
import { defineCommand, flexBool, flexInt } from './define';
import { pagingInput, searchKeywordSchema, pageSchema } from './params';
import { meetCodeSchema, roomCodeSchema } from './room';

/*
 * Meetings (one class session of a room), joining, attendance and monitoring (service-area 2.4, 4
 * "Join flow"; manage-area "Class monitoring", 3 "Meeting in monitoring", "Class log").
 *
 * Joining answers the parameters plus `joinTicket`, the ES256 ticket the launcher hands to the
 * local agent (contract/src/launch.ts). The class client then reports attendance with the one-time
 * join token from the ticket (contract/src/api/classClient.ts).
 */

export const JoinMode = { NORMAL: 'normal', OPEN: 'open', MONITOR: 'monitor' } as const;
export type JoinModeValue = (typeof JoinMode)[keyof typeof JoinMode];

export const joinResultSchema = z.object({
  result: z.object({
    roomCode: z.string(),
    meetCode: z.string(),
    meetTitle: z.string(),
    roomCategoryCd: z.number().int(),
    inviteCode: z.string(),
    mode: z.enum(['normal', 'open', 'monitor']),
    userIdx: z.number().int(),
    /** True when this join opened the meeting (first entry). */
    opened: z.boolean(),
  }),
  joinTicket: z.string(),
  /**
   * The vendor's web classroom with the same ticket in the fragment (`<url>#ticket=<joinTicket>`),
   * so it never reaches that host's logs; null unless the server has WEB_CLASS_CLIENT_URL and the
   * company's WEB_CLIENT_SETTING is web or both.
   */
  webJoinUrl: z.string().nullable(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

export const meetSchema = z.object({
  meetCode: z.string(),
  roomCode: z.string(),
  meetTitle: z.string(),
  roomCategoryCd: z.number().int(),
  templateIdx: z.number().int().nullable(),
  templateName: z.string().nullable(),
  ownerUser: z.object({ userIdx: z.number().int(), userName: z.string() }),
  /** The opener. */
  userIdx: z.number().int(),
  userName: z.string(),
  leaderName: z.string(),
  openDatetime: z.string(),
  startDatetime: z.string().nullable(),
  endDatetime: z.string().nullable(),
  live: z.boolean(),
  currentUserNum: z.number().int(),
  /** Distinct attendees over the whole meeting. */
  userCount: z.number().int(),
});
export type Meet = z.infer<typeof meetSchema>;

export const attendanceSchema = z.object({
  meetUserIdx: z.number().int(),
  userIdx: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userTypeCd: z.number().int(),
  /** First entry and last exit (null while present). */
  joinDatetime: z.string(),
  quitDatetime: z.string().nullable(),
  online: z.boolean(),
  totalJoinTimeSec: z.number().int(),
  logMeetUserJoinList: z.array(z.object({ joinDatetime: z.string(), quitDatetime: z.string().nullable() })),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const inviteLookupSchema = z.object({
  result: z.object({
    /** '0' when no meeting is live: the invite page then uses the open join. */
    meetCode: z.string(),
    meetTitle: z.string(),
    roomCode: z.string(),
    roomTitle: z.string(),
    passwordRequired: z.boolean(),
    /** false: the class opens only once its leader has entered, so a guest waits for that. */
    anyoneOpen: z.boolean(),
  }),
  defaultSetting: z.object({ company: z.object({ code: z.string(), id: z.string(), name: z.string() }) }),
  roomCategoryCd: z.number().int(),
  inviteCode: z.string(),
});
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

const companyRefInput = {
  companyId: z.string().trim().min(1).max(64).optional(),
  companyCode: z.string().trim().min(1).max(32).optional(),
};
/** The client's configuration version; a stale one gives WB-400-232 on open joins. */
const configVersionInput = { configVersion: flexInt.optional() };

export const meetCommands = {
  'roomJoin.JOIN': defineCommand({
    method: 'POST',
    path: '/boda/room/join',
    command: 'JOIN',
    encoding: 'json',
    resource: { name: 'roomJoin', kind: 'change', alsoChanges: ['room', 'meet'] },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, meetCode: meetCodeSchema.optional(), roomPassword: roomPasswordSchema.optional() }),
    output: joinResultSchema,
  }),
  /** Open join: a new instant room titled by the caller, joined at once (meeting-open permission). */
  'roomJoin.OPEN': defineCommand({
    method: 'POST',
    path: '/boda/room/join',
    command: 'OPEN',
    encoding: 'json',
    resource: { name: 'roomJoin', kind: 'change', alsoChanges: ['room', 'meet'] },
    access: { area: 'any', permissions: [Permission.MEETING_OPEN] },
    input: z.object({ roomTitle: roomTitleSchema, roomPassword: roomPasswordSchema.optional() }),
    output: joinResultSchema,
  }),
  'roomJoin.CLOSE': defineCommand({
    method: 'POST',
    path: '/boda/room/join',
    command: 'CLOSE',
    encoding: 'json',
    resource: { name: 'roomJoin', kind: 'change', alsoChanges: ['room', 'meet', 'monitor'], settles: true },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, meetCode: meetCodeSchema, remove: flexBool.default(false) }),
    output: z.object({ result: z.object({ meetCode: z.string(), closed: z.boolean(), removed: z.boolean() }) }),
  }),

  /**
   * Join without a session (easy join, invite link) or with one (the bearer wins). Guests name
   * themselves with a nickname and join by invite code.
   */
  'openRoom.JOIN_INFO': defineCommand({
    method: 'POST',
    path: '/open/room',
    command: 'JOIN_INFO',
    encoding: 'json',
    resource: { name: 'openRoom', kind: 'change', alsoChanges: ['room', 'meet'] },
    access: 'optional',
    input: z.object({
      inviteCode: inviteCodeSchema.optional(),
      roomCode: roomCodeSchema.optional(),
      meetCode: meetCodeSchema.optional(),
      userName: nicknameSchema.optional(),
      roomPassword: roomPasswordSchema.optional(),
      ...companyRefInput,
      ...configVersionInput,
    }),
    output: joinResultSchema,
  }),
  /** Easy-join "create": a new instant room; guests act as EASY_JOIN_GUEST_TYPE, which needs meeting-open. */
  'openRoom.OPEN_INFO': defineCommand({
    method: 'POST',
    path: '/open/room',
    command: 'OPEN_INFO',
    encoding: 'json',
    resource: { name: 'openRoom', kind: 'change', alsoChanges: ['room', 'meet'] },
    access: 'optional',
    input: z.object({
      roomTitle: roomTitleSchema,
      roomPassword: roomPasswordSchema.optional(),
      userName: nicknameSchema.optional(),
      ...companyRefInput,
      ...configVersionInput,
    }),
    output: joinResultSchema,
  }),

  /** Invite lookup for the invite page (no session needed). */
  'openMeet.VIEW': defineCommand({
    method: 'GET',
    path: '/open/meet',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'openMeet', kind: 'read' },
    access: 'public',
    input: z.object({ inviteCode: inviteCodeSchema, ...companyRefInput }),
    output: inviteLookupSchema,
  }),
  /** Public state of one meeting (the class client polls it before joining). */
  'openMeet.OPEN_VIEW': defineCommand({
    method: 'GET',
    path: '/open/meet',
    command: 'OPEN_VIEW',
    encoding: 'query',
    resource: { name: 'openMeet', kind: 'read' },
    access: 'public',
    input: z.object({ meetCode: meetCodeSchema }),
    output: z.object({
      result: z.object({
        meetCode: z.string(),
        meetTitle: z.string(),
        live: z.boolean(),
        startDatetime: z.string().nullable(),
        currentUserNum: z.number().int(),
      }),
    }),
  }),

  'meet.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/meet',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'meet', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ meetCode: meetCodeSchema, roomCode: roomCodeSchema.optional() }),
    output: z.object({ result: meetSchema }),
  }),
  'meet.VIEW_INVITE': defineCommand({
    method: 'GET',
    path: '/boda/meet',
    command: 'VIEW_INVITE',
    encoding: 'query',
    resource: { name: 'meet', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ inviteCode: inviteCodeSchema }),
    output: inviteLookupSchema,
  }),
  'meet.LIST': defineCommand({
    method: 'GET',
    path: '/boda/meet',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'meet', kind: 'read' },
    access: { area: 'any' },
    input: z.object({
      ...pagingInput(Limits.PAGE_SIZE_DEFAULT),
      roomCode: roomCodeSchema.optional(),
      searchKeyword: searchKeywordSchema,
      live: flexBool.optional(),
    }),
    output: z.object({ resultPage: pageSchema(meetSchema) }),
  }),
  'meetUser.LIST': defineCommand({
    method: 'GET',
    path: '/boda/meet/user',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'meetUser', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ meetCode: meetCodeSchema, roomCode: roomCodeSchema.optional(), withoutQuit: flexBool.default(false) }),
    output: z.object({ resultList: z.array(attendanceSchema) }),
  }),

  'monitor.LIST': defineCommand({
    method: 'GET',
    path: '/boda/monitor',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'monitor', kind: 'read' },
    access: MONITOR_ACCESS,
    input: z.object({ ...pagingInput(Limits.PAGE_SIZE_DEFAULT, 50), searchKeyword: searchKeywordSchema }),
    output: z.object({ resultPage: pageSchema(meetSchema) }),
  }),
  'monitor.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/monitor',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'monitor', kind: 'read' },
    access: MONITOR_ACCESS,
    input: z.object({ roomCode: roomCodeSchema, meetCode: meetCodeSchema.optional() }),
    output: z.object({ result: z.object({ meet: meetSchema, userList: z.array(attendanceSchema) }) }),
  }),
  /** Monitoring join: the ticket carries user type 4 and mode monitor; the launcher runs it on Windows only. */
  'monitor.JOIN': defineCommand({
    method: 'POST',
    path: '/boda/monitor',
    command: 'JOIN',
    encoding: 'json',
    resource: { name: 'monitor', kind: 'change' },
    access: MONITOR_ACCESS,
    input: z.object({ roomCode: roomCodeSchema, meetCode: meetCodeSchema }),
    output: joinResultSchema,
  }),
} as const;

export type MeetPage = z.infer<ReturnType<typeof pageSchema<typeof meetSchema>>>;
