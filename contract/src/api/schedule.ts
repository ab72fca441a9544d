import { z } from 'zod';
import { RoomCategory } from '../enums';
import { defineCommand, flexInt } from './define';
import { flexIntList, isoInstantSchema, pagingInput, pageSchema } from './params';

/*
 * The schedule (service-area 2.2 "a calendar or schedule page", 7 Calendar, 9 "calendar size 30,
 * default range the current month"): reserved classes are reserved rooms with their period. Teachers
 * see the rooms they lead (searchType 5), everyone else the rooms they attend (searchType 6); the
 * leader is always the caller, so no one lists another user's classes.
 */

export const CalendarSearchType = {
  /** Rooms the caller leads (teachers and open teachers by default). */
  LEADER: 5,
  /** Rooms the caller attends (everyone else by default). */
  ATTENDEE: 6,
} as const;

export const CALENDAR_PAGE_SIZE = 30;
/** The longest date range one call may ask for (a month view with its neighbouring days fits easily). */
export const CALENDAR_MAX_RANGE_DAYS = 400;

/** One reserved class: a room and its period (no limit: the period ends in the year 9999). */
export const calendarEventSchema = z.object({
  roomCode: z.string(),
  roomTitle: z.string(),
  roomCategoryCd: z.number().int(),
  roomStatusCd: z.number().int(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  noLimit: z.boolean(),
  leaderUserIdx: z.number().int(),
  leaderName: z.string(),
  templateName: z.string().nullable(),
  /** The caller leads it. */
  isLeader: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The caller's private iCalendar feed: its URL is shown only when made (only its hash is kept). */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdDatetime: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

const reservedCategory = z.union([z.literal(RoomCategory.RESERVED), z.literal(RoomCategory.TASK)]);

export const scheduleCommands = {
  /** Classes whose period overlaps [startDate, endDate], earliest first. */
  'calendar.LIST': defineCommand({
    method: 'GET',
    path: '/boda/calendar',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'calendar', kind: 'read' },
    access: { area: 'any' },
    input: z.object({
      ...pagingInput(CALENDAR_PAGE_SIZE, 100),
      startDate: isoInstantSchema,
      endDate: isoInstantSchema,
      searchType: flexInt.pipe(z.union([z.literal(CalendarSearchType.LEADER), z.literal(CalendarSearchType.ATTENDEE)])).optional(),
      roomCategoryCdList: flexIntList.pipe(z.array(reservedCategory).max(2)).optional(),
    }),
    output: z.object({ resultPage: pageSchema(calendarEventSchema) }),
  }),
  'calendar.feed.GET': defineCommand({
    method: 'GET',
    path: '/boda/calendar/feed',
    command: 'GET',
    encoding: 'query',
    resource: { name: 'calendar', kind: 'read' },
    access: { area: 'any' },
    input: z.object({}),
    output: z.object({ result: calendarFeedSchema }),
  }),
  /** A new secret URL; an earlier one stops working. `feedPath` is relative to the server's origin. */
  'calendar.feed.CREATE': defineCommand({
    method: 'POST',
    path: '/boda/calendar/feed',
    command: 'CREATE',
    encoding: 'json',
    resource: { name: 'calendar', kind: 'change' },
    access: { area: 'any' },
    input: z.object({}),
    output: z.object({ result: calendarFeedSchema.extend({ feedPath: z.string() }) }),
  }),
  'calendar.feed.REVOKE': defineCommand({
    method: 'POST',
    path: '/boda/calendar/feed',
    command: 'REVOKE',
    encoding: 'json',
    resource: { name: 'calendar', kind: 'change' },
    access: { area: 'any' },
    input: z.object({}),
    output: z.object({ result: z.object({ count: z.number().int() }) }),
  }),
} as const;

/** The public feed's address (served outside the command dispatcher: a calendar app sends no headers). */
export const CALENDAR_FEED_PREFIX = '/open/calendar/';
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;
