import {
  addMonthsToDay,
  localDayEnd,
  localDayStart,
  NO_LIMIT_END,
  type Room,
  ROOM_DEFAULT_PERIOD_MONTHS,
  roomPeriodProblems,
  roomStartWindow,
  validateRoomName,
} from '@boda/contract';
import { z } from 'zod';
import { localIsoDay } from '../../ui/dateTime';
import { isNoLimit } from './roomState';

/** The room dialog's fields (service-area 5 Rooms, manage-area 5 Rooms). Dates are calendar-zone (the company's) YYYY-MM-DD. */
export interface RoomFormValues {
  roomTitle: string;
  templateIdx: number | null;
  startDate: string;
  endDate: string;
  noLimit: boolean;
  anyoneOpen: boolean;
  ownerUserIdx: number | null;
}

export type RoomFormField = keyof RoomFormValues;
/** Field -> i18n key of the problem (rooms:form.errors.* or validation:*). */
export type RoomFormErrors = Partial<Record<RoomFormField, string>>;

/** The default end: the same calendar day ROOM_DEFAULT_PERIOD_MONTHS after the start (as the contract's defaultRoomPeriod). */
function defaultEndDay(startDay: string): string {
  return addMonthsToDay(startDay, ROOM_DEFAULT_PERIOD_MONTHS);
}

/** Default period: today in the company's calendar for six months, the one the demo rooms have too. */
export function defaultRoomForm(now: Date, ownerUserIdx: number | null = null): RoomFormValues {
  const today = localIsoDay(now);
  return {
    roomTitle: '',
    templateIdx: null,
    startDate: today,
    endDate: defaultEndDay(today),
    noLimit: false,
    anyoneOpen: true,
    ownerUserIdx,
  };
}

export function roomFormFrom(room: Room, now: Date): RoomFormValues {
  const start = room.showDatetime ? new Date(room.showDatetime) : now;
  const noLimit = isNoLimit(room.showEndDatetime);
  return {
    roomTitle: room.roomTitle,
    templateIdx: room.templateIdx,
    startDate: localIsoDay(start),
    endDate: noLimit || !room.showEndDatetime ? defaultEndDay(localIsoDay(start)) : localIsoDay(new Date(room.showEndDatetime)),
    noLimit,
    anyoneOpen: room.anyoneOpen,
    ownerUserIdx: room.ownerUserIdx,
  };
}

/** The contract's start window from the start of today in the company's calendar. */
function startWindow(now: Date) {
  return roomStartWindow(new Date(localDayStart(localIsoDay(now))));
}

/** The period's limits for the start: today .. one year ahead (the contract's room rule). */
export function startLimits(now: Date): { min: string; max: string } {
  const { earliest, latest } = startWindow(now);
  return { min: localIsoDay(earliest), max: localIsoDay(latest) };
}

export function validateRoomForm(
  values: RoomFormValues,
  now: Date,
  options: { requireOwner: boolean; initialStart?: string },
): RoomFormErrors {
  const errors: RoomFormErrors = {};
  const name = validateRoomName(values.roomTitle);
  if (name) errors.roomTitle = `validation:${name.key}`;
  if (values.templateIdx === null) errors.templateIdx = 'rooms:form.errors.classType';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(values.startDate)) errors.startDate = 'validation:required';
  if (!values.noLimit && !day.test(values.endDate)) errors.endDate = 'validation:required';
  if (errors.startDate === undefined) {
    // The instants periodOf sends (the start of the start day, the end of the end day, in the company's
    // calendar) against the window from the start of today there.
    const end = values.noLimit || errors.endDate !== undefined ? null : new Date(localDayEnd(values.endDate));
    const period = { start: new Date(localDayStart(values.startDate)), end, startChanged: values.startDate !== options.initialStart };
    for (const problem of roomPeriodProblems(period, startWindow(now))) {
      if (problem === 'endNotAfterStart') errors.endDate = 'rooms:form.errors.end';
      else errors.startDate = 'rooms:form.errors.start';
    }
  }
  if (options.requireOwner && values.ownerUserIdx === null) errors.ownerUserIdx = 'rooms:form.errors.owner';
  return errors;
}

/** The form's schema: validateRoomForm's problems under their fields (their i18n keys are the messages). */
export function roomFormSchema(now: Date, options: { requireOwner: boolean; initialStart?: string }) {
  return z.custom<RoomFormValues>().superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(validateRoomForm(values, now, options)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/** Start at 00:00:00 and end at 23:59:59 of the calendar days (the company's); no limit is the year 9999. */
export function periodOf(values: RoomFormValues): { showDatetime: string; showEndDatetime: string } {
  const end = new Date(Date.parse(localDayEnd(values.endDate)) - 999).toISOString();
  return { showDatetime: localDayStart(values.startDate), showEndDatetime: values.noLimit ? NO_LIMIT_END : end };
}
