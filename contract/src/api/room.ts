import { z } from 'zod';
import { Limits, RoomCategory, RoomStatus } from '../enums';
import { ROOM_FILE_RULES } from '../uploads';
import { roomPasswordSchema, roomNameSchema, roomTitleSchema } from '../validation/schemas';
import { defineCommand, flexBool, flexInt, jsonField } from './define';
import { defineDownload } from './download';
import { flexIntList, idSchema, isoInstantSchema, pagingInput, searchKeywordSchema, userIdxListSchema, pageSchema } from './params';

/*
 * Rooms (service-area 2.8-2.9, manage-area "Regular rooms", manage-area 3 Room). A room is the
 * lasting place (instant, reserved or task category); a meet is one class session in it
 * (contract/src/api/meet.ts). Codes are strings of letters and digits; meetCode '0' means
 * "no live meeting", as the room view route's meetCode=0.
 */

export const NO_MEET_CODE = '0';
/** Reserved rooms whose period ends in NO_LIMIT_YEAR have no limit; the server stores 9999-12-31 23:59:59 UTC. */
export const NO_LIMIT_END = '9999-12-31T23:59:59.000Z';

export const roomCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only');
export const meetCodeSchema = roomCodeSchema;

export const roomCategorySchema = z.union([
  z.literal(RoomCategory.INSTANT),
  z.literal(RoomCategory.RESERVED),
  z.literal(RoomCategory.TASK),
]);
const flexCategory = flexInt.pipe(roomCategorySchema);

export const userRefSchema = z.object({ userIdx: z.number().int(), userName: z.string(), fileIdx: z.number().int().nullable() });

export const roomTemplateSchema = z.object({
  templateIdx: z.number().int(),
  templateName: z.string(),
  description: z.string(),
  roomCategoryCd: z.number().int(),
  optionString: z.string(),
});
export type RoomTemplate = z.infer<typeof roomTemplateSchema>;

/** The live meeting of a room as the room card shows it; exist false when nobody has opened it. */
export const roomMeetSchema = z.object({
  exist: z.boolean(),
  meetCode: z.string(),
  meetTitle: z.string(),
  inviteCode: z.string(),
  /** The opener. */
  userIdx: z.number().int(),
  userName: z.string(),
  openDatetime: z.string().nullable(),
  startDatetime: z.string().nullable(),
  currentUserNum: z.number().int(),
});
export type RoomMeet = z.infer<typeof roomMeetSchema>;

/** A room card's meeting while nobody has opened the room. */
export const NO_MEET: RoomMeet = Object.freeze({
  exist: false,
  meetCode: NO_MEET_CODE,
  meetTitle: '',
  inviteCode: '',
  userIdx: 0,
  userName: '',
  openDatetime: null,
  startDatetime: null,
  currentUserNum: 0,
});

export const roomUserSchema = z.object({
  roomUserIdx: z.number().int(),
  userIdx: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userTypeCd: z.number().int(),
  phone: z.string().nullable(),
});
export type RoomUser = z.infer<typeof roomUserSchema>;

export const roomSchema = z.object({
  roomIdx: z.number().int(),
  roomCode: z.string(),
  roomTitle: z.string(),
  roomDesc: z.string(),
  roomCategoryCd: z.number().int(),
  roomStatusCd: z.number().int(),
  /** true: anyone may enter first; false: only after the author (leader) has entered. */
  anyoneOpen: z.boolean(),
  inviteCode: z.string(),
  passwordRequired: z.boolean(),
  showDatetime: z.string().nullable(),
  showEndDatetime: z.string().nullable(),
  templateIdx: z.number().int().nullable(),
  template: roomTemplateSchema.nullable(),
  ownerUserIdx: z.number().int(),
  ownerUser: userRefSchema,
  regDatetime: z.string(),
  meet: roomMeetSchema,
  /** The caller may edit, remove and close (owner, or manage access in the manage area). */
  isOwner: z.boolean(),
  /** Attendees; VIEW only (LIST leaves it empty). */
  roomUserList: z.array(z.object({ userIdx: z.number().int(), userName: z.string() })),
});
export type Room = z.infer<typeof roomSchema>;

export const roomFileSchema = z.object({
  roomFileIdx: z.number().int(),
  roomCode: z.string(),
  meetCode: z.string(),
  orgFileName: z.string(),
  fileSize: z.number().int(),
  fileTypeCd: z.number().int(),
  userNm: z.string(),
  modUserIdx: z.number().int(),
  modDatetime: z.string(),
});
export type RoomFile = z.infer<typeof roomFileSchema>;

/** Room file types: reference material 1 (class results list them with fileTypeCd 1). */
export const RoomFileType = { REFERENCE: 1 } as const;

/** Fields of the room dialog. Category rules (name 50 vs title 100, template, period) are checked in `roomFieldsRefine`. */
const roomFields = {
  roomTitle: z.string().trim().min(1).max(Limits.ROOM_TITLE_MAX),
  roomDesc: z.string().max(1000).optional(),
  templateIdx: idSchema.nullish(),
  showDatetime: isoInstantSchema.nullish(),
  showEndDatetime: isoInstantSchema.nullish(),
  anyoneOpen: flexBool.optional(),
  ownerUserIdx: idSchema.optional(),
};

export const roomAddSchema = z
  .object({
    ...roomFields,
    roomCategoryCd: flexCategory,
    roomPassword: roomPasswordSchema.optional(),
  })
  .superRefine((room, ctx) => {
    const issue = (path: string, message: string, key?: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, ...(key ? { params: { key } } : {}) });
    if (room.roomCategoryCd === RoomCategory.INSTANT) {
      const parsed = roomTitleSchema.safeParse(room.roomTitle);
      if (!parsed.success) issue('roomTitle', parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    const parsed = roomNameSchema.safeParse(room.roomTitle);
    if (!parsed.success) issue('roomTitle', parsed.error.issues[0]?.message ?? 'invalid', 'roomName.max');
    if (room.templateIdx === undefined || room.templateIdx === null) issue('templateIdx', 'Required field.', 'required');
    if (!room.showDatetime) issue('showDatetime', 'Required field.', 'required');
    if (!room.showEndDatetime) issue('showEndDatetime', 'Required field.', 'required');
  });
export type RoomAddInput = z.input<typeof roomAddSchema>;

export const roomModSchema = z.object({
  roomCode: roomCodeSchema,
  roomTitle: roomNameSchema.optional(),
  roomDesc: roomFields.roomDesc,
  templateIdx: idSchema.optional(),
  showDatetime: isoInstantSchema.optional(),
  showEndDatetime: isoInstantSchema.optional(),
  anyoneOpen: flexBool.optional(),
  ownerUserIdx: roomFields.ownerUserIdx,
  /** Hide or show again; close is DEL. */
  roomStatusCd: z.union([z.literal(RoomStatus.USE), z.literal(RoomStatus.HIDE)]).optional(),
});
export type RoomModInput = z.input<typeof roomModSchema>;

const optionalUserList = userIdxListSchema.optional();

export const RoomSearchType = {
  /** Manage area: every room of the company in the given categories (manage access). */
  MANAGE: 1,
  /** Service area: rooms the caller owns or attends. */
  MINE: 2,
} as const;

export const roomCommands = {
  'room.ADD': defineCommand({
    method: 'POST',
    path: '/boda/room',
    command: 'ADD',
    encoding: 'json',
    resource: { name: 'room', kind: 'change' },
    access: { area: 'any' },
    input: z.object({ room: jsonField(roomAddSchema), roomUserList: optionalUserList }),
    output: z.object({ result: roomSchema }),
  }),
  'room.MOD': defineCommand({
    method: 'POST',
    path: '/boda/room',
    command: 'MOD',
    encoding: 'json',
    resource: { name: 'room', kind: 'change', alsoChanges: ['roomUser'] },
    access: { area: 'any' },
    input: z.object({ room: jsonField(roomModSchema), roomUserList: optionalUserList, delUserList: optionalUserList }),
    output: z.object({ result: roomSchema }),
  }),
  'room.DEL': defineCommand({
    method: 'POST',
    path: '/boda/room',
    command: 'DEL',
    encoding: 'json',
    resource: { name: 'room', kind: 'change', alsoChanges: ['roomUser'] },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema }),
    output: z.object({ result: z.object({ roomCode: z.string() }) }),
  }),
  'room.LIST': defineCommand({
    method: 'GET',
    path: '/boda/room',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'room', kind: 'read' },
    access: { area: 'any' },
    input: z.object({
      ...pagingInput(Limits.PAGE_SIZE_DEFAULT),
      searchKeyword: searchKeywordSchema,
      searchType: flexInt.pipe(z.union([z.literal(RoomSearchType.MANAGE), z.literal(RoomSearchType.MINE)])).default(RoomSearchType.MINE),
      roomCategoryCdList: flexIntList.pipe(z.array(roomCategorySchema)).optional(),
    }),
    output: z.object({ resultPage: pageSchema(roomSchema) }),
  }),
  'room.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/room',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'room', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema }),
    output: z.object({ result: roomSchema }),
  }),

  'roomUser.ADD': defineCommand({
    method: 'POST',
    path: '/boda/room/user',
    command: 'ADD',
    encoding: 'json',
    resource: { name: 'roomUser', kind: 'change', alsoChanges: ['room'] },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, userIdx: idSchema }),
    output: z.object({ result: z.object({ added: z.number().int() }) }),
  }),
  'roomUser.ADD_LIST': defineCommand({
    method: 'POST',
    path: '/boda/room/user',
    command: 'ADD_LIST',
    encoding: 'json',
    resource: { name: 'roomUser', kind: 'change', alsoChanges: ['room'] },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, userIdxList: userIdxListSchema }),
    output: z.object({ result: z.object({ added: z.number().int() }) }),
  }),
  'roomUser.DEL': defineCommand({
    method: 'POST',
    path: '/boda/room/user',
    command: 'DEL',
    encoding: 'json',
    resource: { name: 'roomUser', kind: 'change', alsoChanges: ['room'] },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, userIdx: idSchema }),
    output: z.object({ result: z.object({ removed: z.number().int() }) }),
  }),
  'roomUser.DEL_LIST': defineCommand({
    method: 'POST',
    path: '/boda/room/user',
    command: 'DEL_LIST',
    encoding: 'json',
    resource: { name: 'roomUser', kind: 'change', alsoChanges: ['room'] },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, userIdxList: userIdxListSchema }),
    output: z.object({ result: z.object({ removed: z.number().int() }) }),
  }),
  'roomUser.LIST': defineCommand({
    method: 'GET',
    path: '/boda/room/user',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'roomUser', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, paging: flexBool.optional(), size: flexInt.optional() }),
    output: z.object({ resultList: z.array(roomUserSchema) }),
  }),

  'roomTemplate.LIST': defineCommand({
    method: 'GET',
    path: '/boda/room/template',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'roomTemplate', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ roomCategoryCd: flexCategory.default(RoomCategory.RESERVED) }),
    output: z.object({ resultList: z.array(roomTemplateSchema) }),
  }),

  'roomFile.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/room/file',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'roomFile', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ roomFileIdx: idSchema }),
    output: z.object({ result: roomFileSchema }),
  }),
  'roomFile.LIST': defineCommand({
    method: 'GET',
    path: '/boda/room/file',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'roomFile', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ roomCode: roomCodeSchema, meetCode: meetCodeSchema.optional(), fileTypeCd: flexInt.optional() }),
    output: z.object({ resultList: z.array(roomFileSchema) }),
  }),
  'roomFile.ADD': defineCommand({
    method: 'POST',
    path: '/boda/room/file',
    command: 'ADD',
    encoding: 'multipart',
    resource: { name: 'roomFile', kind: 'change' },
    access: { area: 'any' },
    files: { field: 'uploadFile', rules: ROOM_FILE_RULES },
    input: z.object({
      roomFile: jsonField(
        z.object({
          roomCode: roomCodeSchema,
          meetCode: meetCodeSchema.optional(),
          fileTypeCd: flexInt.pipe(z.number().int().min(1).max(99)).default(RoomFileType.REFERENCE),
        }),
      ),
      /** Filled by the browser's FormData; the server reads the files from the parts, not from here. */
      uploadFile: z.unknown().optional(),
    }),
    output: z.object({ resultList: z.array(roomFileSchema) }),
  }),
  'roomFile.DEL': defineCommand({
    method: 'POST',
    path: '/boda/room/file',
    command: 'DEL',
    encoding: 'json',
    resource: { name: 'roomFile', kind: 'change' },
    access: { area: 'any' },
    input: z.object({ roomFileIdx: idSchema }),
    output: z.object({ result: z.object({ roomFileIdx: z.number().int() }) }),
  }),
} as const;

/**
 * GET /open/room/file/download answers the file's bytes. The path keeps the spec's name, but the
 * call needs a session like roomFile.VIEW: the renderer fetches it with `api.download`.
 */
export const roomDownloads = {
  'roomFile.DOWNLOAD': defineDownload({
    method: 'GET',
    path: '/open/room/file/download',
    command: 'DOWNLOAD',
    resource: { name: 'roomFile', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ roomFileIdx: idSchema }),
  }),
} as const;

export type RoomPage = z.infer<ReturnType<typeof pageSchema<typeof roomSchema>>>;
