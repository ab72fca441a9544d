import { z } from 'zod';
import { FuncFlag } from '../config';
import { Languages } from '../enums';
import { ErrorCode } from '../errors';
import { Permission } from '../permissions';
import { SETTLEMENT_ROLES, type SignedInAccess, USER_ADMIN_TYPES } from './access';
import { defineCommand, flexInt } from './define';
import { defineDownload } from './download';
import { dateOnlySchema, flexIntList, idSchema, pageSchema, pagingInput } from './params';
import { meetCodeSchema } from './room';
import { exportStatusSchema } from './logMeet';

/*
 * Settlement (manage-area "Settlement (/charges/list)", 3 "Meet fee row", 5 and 7 "Settlement";
 * service-area 2.16 class record / class settlement). The spec does not show the list call's method
 * and path: it is GET /boda/logMeet/fee LIST here, beside the spec's fee SAVE.
 *
 * Who sees which meetings (server/src/resources/charges):
 * - manage area: every meeting of the company (optionally one leader's);
 * - service area, teachers and open teachers (class settlement): the meetings they led;
 * - service area, students (class record): the meetings they attended, with only their own join time
 *   and no unit price or amount (both null).
 * Everything needs function flag 6 (settlement); fee SAVE is the manage area's, for user administrators.
 *
 * Amount of an attendee: a saved fee for (meetCode, userIdx) wins; otherwise the attendee's unit price
 * (price.ts) for the meeting's room whose period covers the meeting's start date in the company's time zone; else 0.
 * An absentee (a room member added before the class who never joined) gets 0 unless a fee was saved.
 */

export const SETTLEMENT_PAGE_SIZE = 30;
/** A month of a busy school fits one unpaged answer. */
export const SETTLEMENT_PAGE_SIZE_MAX = 1000;
export const FEE_DIGITS_MAX = 9;

/** A fee as typed: digits only, 1 to 9 of them (a number is taken as its digits). */
export const feeAmountSchema = z
  .union([z.number().int().nonnegative(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(z.string().regex(new RegExp(`^\\d{1,${FEE_DIGITS_MAX}}$`), `digits only, at most ${FEE_DIGITS_MAX}`))
  .transform((v) => Number(v));

export const meetFeeUserSchema = z.object({
  userIdx: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userTypeCd: z.number().int(),
  totalJoinTimeSec: z.number().int(),
  /** false: a room member who never joined (an absentee). */
  attended: z.boolean(),
  /** null in a student's class record. */
  amount: z.number().int().nullable(),
  /** The amount is a saved fee (not the unit-price default). */
  saved: z.boolean(),
});
export type MeetFeeUser = z.infer<typeof meetFeeUserSchema>;

export const meetFeeSchema = z.object({
  meetCode: z.string(),
  roomCode: z.string(),
  meetTitle: z.string(),
  roomCategoryCd: z.number().int(),
  leaderIdx: z.number().int(),
  leaderId: z.string(),
  leaderName: z.string(),
  openDatetime: z.string(),
  startDatetime: z.string().nullable(),
  endDatetime: z.string().nullable(),
  /**
   * The room's unit price shown on the meeting row: the one price all priced attendees share, the
   * lowest when they differ; null without any (and in a class record).
   */
  price: z.object({ price: z.number().int() }).nullable(),
  logMeetUser: z.array(meetFeeUserSchema),
});
export type MeetFee = z.infer<typeof meetFeeSchema>;

const settlementSearch = {
  /** Only this leader's meetings (manage area; the service area always uses the caller). */
  leaderIdx: idSchema.optional(),
  /** First and last day (inclusive, Asia/Seoul) of the meetings' start; default the current month. */
  searchStartDate: dateOnlySchema.optional(),
  searchEndDate: dateOnlySchema.optional(),
  /** Room categories to include (empty: all). */
  roomCategoryCdList: flexIntList.default([]),
};

const SETTLEMENT_FUNC = [FuncFlag.SETTLEMENT] as const;

/** The manage area's settlement sheet. */
const SETTLEMENT_SHEET_ACCESS = {
  area: 'manage',
  permissions: [Permission.MANAGE_ACCESS],
  roles: SETTLEMENT_ROLES,
  funcs: SETTLEMENT_FUNC,
} as const satisfies SignedInAccess;

export const chargesCommands = {
  /** Meetings of the range, newest started first, with their attendees and amounts. */
  'meetFee.LIST': defineCommand({
    method: 'GET',
    path: '/boda/logMeet/fee',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'meetFee', kind: 'read' },
    access: { area: 'any', roles: SETTLEMENT_ROLES, funcs: SETTLEMENT_FUNC },
    input: z.object({ ...pagingInput(SETTLEMENT_PAGE_SIZE, SETTLEMENT_PAGE_SIZE_MAX), ...settlementSearch }),
    output: z.object({
      resultPage: pageSchema(meetFeeSchema),
      /** The amounts of every meeting of the range (not only this page); null in a class record. */
      totalAmount: z.number().int().nullable(),
      /** The range used (the default month filled in). */
      searchStartDate: z.string(),
      searchEndDate: z.string(),
    }),
  }),
  /** One attendee's fee of one meeting (manage area, user administrators); sent one by one. */
  'meetFee.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/logMeet/fee',
    command: 'SAVE',
    encoding: 'form',
    resource: { name: 'meetFee', kind: 'change' },
    access: {
      area: 'manage',
      permissions: [Permission.MANAGE_ACCESS],
      roles: USER_ADMIN_TYPES,
      funcs: SETTLEMENT_FUNC,
      denied: ErrorCode.NO_USER_PERMISSION,
    },
    input: z.object({ userIdx: idSchema, meetCode: meetCodeSchema, amount: feeAmountSchema }),
    output: z.object({ result: z.object({ meetCode: z.string(), userIdx: z.number().int(), amount: z.number().int() }) }),
  }),
  /** Starts the settlement sheet of a range (manage area); its progress is logMeetExcel.EXPORT_STATUS, as for every export. */
  'meetFeeExcel.EXPORT': defineCommand({
    method: 'POST',
    path: '/boda/logMeet/fee/excel',
    command: 'EXPORT',
    encoding: 'json',
    resource: { name: 'meetFeeExcel', kind: 'read' },
    access: SETTLEMENT_SHEET_ACCESS,
    input: z.object({
      ...settlementSearch,
      language: z.enum(Languages).default('ko'),
      /** The caller's UTC offset in minutes east (times in the sheet are the caller's local time). */
      utcOffsetMin: flexInt.pipe(z.number().int().min(-840).max(840)).default(0),
    }),
    output: z.object({ result: exportStatusSchema }),
  }),
} as const;

/** The finished settlement sheet (.xlsx), for its starter only. */
export const chargesDownloads = {
  'meetFeeExcel.SETTLEMENT': defineDownload({
    method: 'GET',
    path: '/boda/logMeet/fee/excel',
    command: 'SETTLEMENT',
    resource: { name: 'meetFeeExcel', kind: 'read' },
    access: SETTLEMENT_SHEET_ACCESS,
    input: z.object({ exportIdx: idSchema }),
  }),
} as const;
