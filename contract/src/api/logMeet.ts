import { z } from 'zod';
import { FuncFlag } from '../config';
import { Languages, UserType } from '../enums';
import { Permission } from '../permissions';
import { defineCommand, flexBool, flexInt } from './define';
import { defineDownload } from './download';
import { attendanceSchema } from './meet';
import { idSchema, isoInstantSchema, pageSchema, pagingInput, searchKeywordSchema } from './params';
import { meetCodeSchema, roomCodeSchema } from './room';

/*
 * Class results: the history of meetings (service-area 2.10, 3 "Class log", 7 "Class results and notes";
 * manage-area "Class log (/log/logMeet) and join history (/log/joinLog)", 3, 7 "Logs, recordings,
 * statistics"). Recordings and chat files are in record.ts; a meeting's class notes are note.LIST with
 * searchType 4; its reference materials are roomFile.LIST with the meetCode.
 *
 * Who sees which meeting (server/src/auth/policies/logMeet.ts):
 * - searchType MINE (service area): meetings the caller attended, led or opened;
 * - searchType COMPANY (manage area, manage access): every meeting of the caller's company.
 * A meeting outside that scope answers WB-404-001. A student's attendee list holds only their own entry.
 *
 * Exports (attendance sheet USER_JOIN, score history USER_SCORE) are built by a job: EXPORT starts it,
 * EXPORT_STATUS reports its progress, and the GET of the spec's path with command USER_JOIN or USER_SCORE
 * downloads the finished .xlsx. Nothing selected exports every meeting of the date range; at most
 * EXPORT_SELECTED_MAX selected meetings (more is refused with WB-400-212; the UI warns before).
 */

export const LogMeetSearchType = {
  /** Manage area: the company's meetings. */
  COMPANY: 1,
  /** Service area: the caller's meetings (attended, led or opened). */
  MINE: 4,
} as const;

/** What the keyword is matched against (manage lists; the service list matches title and user name). */
export const LogSearchFilter = {
  /** Class title or user name (the default, and the service list's). */
  ALL: 'all',
  MEET_TITLE: 'meetTitle',
  USER_ID: 'userId',
  USER_NAME: 'userName',
} as const;
export type LogSearchFilterValue = (typeof LogSearchFilter)[keyof typeof LogSearchFilter];

export const SERVICE_LOG_MEET_PAGE_SIZE = 20;
export const MANAGE_LOG_PAGE_SIZE = 30;
export const LOG_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** Service class results: the last 7 days by default; the manage recordings list: the last month. */
export const SERVICE_LOG_MEET_DEFAULT_DAYS = 7;
export const EXPORT_SELECTED_MAX = 50;

/** Date range, keyword, field and match of the log lists (manage-area "Class log", "Recordings"). */
export const logSearchInput = {
  searchStartDate: isoInstantSchema.optional(),
  searchEndDate: isoInstantSchema.optional(),
  searchKeyword: searchKeywordSchema,
  searchFilter: z.enum(['all', 'meetTitle', 'userId', 'userName']).default('all'),
  /** true: the keyword may match part of the field (default); false: the whole field, case-insensitive. */
  searchMatch: flexBool.default(true),
};

const personRef = z.object({ userIdx: z.number().int(), userId: z.string(), userName: z.string() });

/** One meeting as the class log lists it (manage-area 3 Class log, service-area 3 Class log). */
export const logMeetSchema = z.object({
  meetCode: z.string(),
  roomCode: z.string(),
  meetTitle: z.string(),
  roomCategoryCd: z.number().int(),
  leaderName: z.string(),
  leaderId: z.string(),
  /** The opener. */
  userName: z.string(),
  userId: z.string(),
  userCount: z.number().int(),
  openDatetime: z.string(),
  startDatetime: z.string().nullable(),
  endDatetime: z.string().nullable(),
  /** From start (or open) to end; null while live. */
  durationSec: z.number().int().nullable(),
  live: z.boolean(),
  templateIdx: z.number().int().nullable(),
  template: z.object({ templateName: z.string(), optionString: z.string() }).nullable(),
});
export type LogMeet = z.infer<typeof logMeetSchema>;

/** What the caller may do with one meeting's results (the detail shows or hides its sections by it). */
export const logMeetPermissionsSchema = z.object({
  /** Record download permission: recordings and chat files are listed and downloadable. */
  recordDownload: z.boolean(),
  /** Other attendees' class notes: attend-note-view plus owning the room or leading the meeting. */
  viewOthersNotes: z.boolean(),
  /** The attendee list holds every attendee (false: the caller's own entry only). */
  allAttendees: z.boolean(),
  /** Uploading reference materials to the meeting (its room's owner, leader, or an attendee teacher). */
  uploadMaterials: z.boolean(),
});

/** One class-client session of one attendee (join history, manage-area /log/joinLog). */
export const userJoinSchema = z.object({
  joinIdx: z.number().int(),
  meetCode: z.string(),
  roomCode: z.string(),
  meetTitle: z.string(),
  user: personRef,
  userTypeCd: z.number().int(),
  joinDatetime: z.string(),
  /** null while the session is open. */
  quitDatetime: z.string().nullable(),
  durationSec: z.number().int(),
  /** A monitoring join (user type 4 in the class). */
  monitor: z.boolean(),
});
export type UserJoin = z.infer<typeof userJoinSchema>;

/** One attendee of the class results: the attendance, with the attendee's class note of the meeting. */
export const classAttendanceSchema = attendanceSchema.extend({
  /** The attendee's class note; null without one, or when it is not the caller's to read (seesMeetNotes or their own). */
  noteIdx: z.number().int().nullable(),
});
export type ClassAttendance = z.infer<typeof classAttendanceSchema>;

/**
 * Spreadsheet exports, one job pattern and one status command (logMeetExcel.EXPORT_STATUS) for all:
 * the class-results sheets (logMeetExcel.EXPORT) and the settlement sheet (meetFeeExcel.EXPORT).
 */
export const ExportKind = { USER_JOIN: 'USER_JOIN', USER_SCORE: 'USER_SCORE', SETTLEMENT: 'SETTLEMENT' } as const;
export type ExportKindValue = (typeof ExportKind)[keyof typeof ExportKind];
/** The class-results kinds (logMeetExcel.EXPORT). */
export type ClassExportKind = typeof ExportKind.USER_JOIN | typeof ExportKind.USER_SCORE;

export const exportStatusSchema = z.object({
  exportIdx: z.number().int(),
  kind: z.enum(ExportKind),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Meetings written so far and in all (0 of 0 until the job has counted them). */
  done: z.number().int(),
  total: z.number().int(),
  /** The download's name once done ('attendance_2026-11-01_2026-11-07.xlsx'); each kind downloads by its own command. */
  fileName: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** The teachers' types that see every attendee and may export (service-area 2.10 "teachers and open teachers"). */
export const LOG_MEET_TEACHER_TYPES = [UserType.TEACHER, UserType.OPEN_TEACHER] as const;

const meetRef = { meetCode: meetCodeSchema, roomCode: roomCodeSchema.optional() };
const searchType = flexInt.pipe(z.union([z.literal(LogMeetSearchType.COMPANY), z.literal(LogMeetSearchType.MINE)]));

export const logMeetCommands = {
  'logMeet.LIST': defineCommand({
    method: 'GET',
    path: '/boda/logMeet',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'logMeet', kind: 'read' },
    access: { area: 'any' },
    input: z.object({
      searchType: searchType.default(LogMeetSearchType.MINE),
      ...pagingInput(SERVICE_LOG_MEET_PAGE_SIZE, 50),
      ...logSearchInput,
      /** One room's meetings only. */
      roomCode: roomCodeSchema.optional(),
    }),
    output: z.object({ resultPage: pageSchema(logMeetSchema) }),
  }),
  /** One meeting with its room description and what the caller may do with it. */
  'logMeet.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/logMeet',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'logMeet', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ ...meetRef, withTemplate: flexBool.default(true) }),
    output: z.object({
      result: logMeetSchema.extend({
        roomTitle: z.string(),
        ownerUser: personRef,
        permissions: logMeetPermissionsSchema,
      }),
    }),
  }),
  /** The attendees with each join and leave, the total time and their class note; a student gets their own entry only. */
  'logMeetUser.LIST': defineCommand({
    method: 'GET',
    path: '/boda/logMeet/user',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'logMeetUser', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ ...meetRef, userId: z.string().trim().max(50).optional() }),
    output: z.object({ resultList: z.array(classAttendanceSchema) }),
  }),
  /**
   * Join history (manage area): every class-client session of the company's meetings, newest first.
   * userId with searchMatch false is the statistics page's "this account" link; meetCode narrows to one
   * meeting (the settlement's join detail).
   */
  'userJoin.LIST': defineCommand({
    method: 'GET',
    path: '/boda/logMeet/userJoin',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'userJoin', kind: 'read' },
    access: { area: 'manage', permissions: [Permission.MANAGE_ACCESS] },
    input: z.object({
      ...pagingInput(MANAGE_LOG_PAGE_SIZE, 50),
      ...logSearchInput,
      meetCode: meetCodeSchema.optional(),
      userIdx: idSchema.optional(),
    }),
    output: z.object({ resultPage: pageSchema(userJoinSchema) }),
  }),

  /** Starts an export job (teachers of the meetings, or the manage area); USER_SCORE needs function flag 3. */
  'logMeetExcel.EXPORT': defineCommand({
    method: 'POST',
    path: '/boda/logMeet/excel',
    command: 'EXPORT',
    encoding: 'json',
    resource: { name: 'logMeetExcel', kind: 'read' },
    access: { area: 'any' },
    input: z.object({
      kind: z.enum(['USER_JOIN', 'USER_SCORE']),
      searchType: searchType.default(LogMeetSearchType.MINE),
      /** Comma-separated meetCodes (or a list); empty: every meeting of the range and keyword. */
      excelRoomMeet: z
        .union([z.string().max(EXPORT_SELECTED_MAX * 33), z.array(meetCodeSchema).max(EXPORT_SELECTED_MAX)])
        .default('')
        .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''))])
        .pipe(z.array(meetCodeSchema).max(EXPORT_SELECTED_MAX)),
      searchStartDate: isoInstantSchema.optional(),
      searchEndDate: isoInstantSchema.optional(),
      searchKeyword: searchKeywordSchema,
      /** The manage list's field and match (as in logMeet.LIST), so an export without a selection covers what the list shows. */
      searchFilter: logSearchInput.searchFilter,
      searchMatch: logSearchInput.searchMatch,
      /** The sheet's headers and words. */
      language: z.enum(Languages).default('ko'),
      /** The caller's UTC offset in minutes east (the sheet's times are written in the caller's local time). */
      utcOffsetMin: flexInt.pipe(z.number().int().min(-840).max(840)).default(0),
    }),
    output: z.object({ result: exportStatusSchema }),
  }),
  /** Any export's progress (class results and settlement), for its starter only (anyone else: not found). */
  'logMeetExcel.EXPORT_STATUS': defineCommand({
    method: 'GET',
    path: '/boda/logMeet/excel',
    command: 'EXPORT_STATUS',
    encoding: 'query',
    resource: { name: 'logMeetExcel', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ exportIdx: idSchema }),
    output: z.object({ result: exportStatusSchema }),
  }),
} as const;

/** The finished export's .xlsx (only its starter may download it; its kind must match the command). */
export const logMeetDownloads = {
  'logMeetExcel.USER_JOIN': defineDownload({
    method: 'GET',
    path: '/boda/logMeet/excel',
    command: 'USER_JOIN',
    resource: { name: 'logMeetExcel', kind: 'read' },
    access: { area: 'any' },
    input: z.object({ exportIdx: idSchema }),
  }),
  'logMeetExcel.USER_SCORE': defineDownload({
    method: 'GET',
    path: '/boda/logMeet/excel',
    command: 'USER_SCORE',
    resource: { name: 'logMeetExcel', kind: 'read' },
    access: { area: 'any', funcs: [FuncFlag.SCORE_EXPORT] },
    input: z.object({ exportIdx: idSchema }),
  }),
} as const;

export type LogMeetPage = z.infer<ReturnType<typeof pageSchema<typeof logMeetSchema>>>;
export type UserJoinPage = z.infer<ReturnType<typeof pageSchema<typeof userJoinSchema>>>;
