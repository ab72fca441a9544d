import { type MeetFeeUser, UserType } from '@boda/contract';
import { localDay } from '../stats';
import type { PersonRow, SettlementMeet } from './repository';

/*
 * The amount rule (README "Settlement"), in one place for the list, its total and the export:
 * 1. a fee saved for (meeting, attendee) wins;
 * 2. otherwise an attendee who joined gets their unit price for the meeting's room whose period covers
 *    the meeting's start day in the company's time zone (companies.time_zone, as statistics count days) (periods of one user and room never overlap; should two
 *    still meet, the later start wins);
 * 3. otherwise 0 (no unit price, or an absentee: a room member added before the class who never joined).
 * The meeting's leader and monitoring joins are not attendees.
 */

export interface PricePeriod {
  priceIdx: number;
  userIdx: number;
  roomIdx: number;
  startDate: string;
  endDate: string | null;
  price: number;
}

/** The unit price of a user in a room on a day; null without a period covering it. */
export function unitPriceOn(periods: readonly PricePeriod[], userIdx: number, roomIdx: number, day: string): number | null {
  let best: PricePeriod | null = null;
  for (const p of periods) {
    if (p.userIdx !== userIdx || p.roomIdx !== roomIdx || p.startDate > day || (p.endDate !== null && p.endDate < day)) continue;
    if (!best || p.startDate > best.startDate || (p.startDate === best.startDate && p.priceIdx > best.priceIdx)) best = p;
  }
  return best ? best.price : null;
}

export interface SettledAttendee extends Omit<MeetFeeUser, 'totalJoinTimeSec' | 'amount'> {
  amount: number;
  unitPrice: number | null;
}

export interface SettlementInputs {
  joined: ReadonlyArray<PersonRow & { meetIdx: number; joinedAs: number }>;
  members: ReadonlyArray<PersonRow & { roomIdx: number; regDatetime: Date }>;
  periods: readonly PricePeriod[];
  fees: ReadonlyArray<{ meetIdx: number; userIdx: number; amount: number }>;
  /** The company's IANA time zone: it decides a meeting's day. */
  timeZone: string;
}

/** Indexes the inputs once; `attendees(meeting)` then settles one meeting. */
export function settler(inputs: SettlementInputs) {
  const joinedBy = groupBy(inputs.joined, (j) => j.meetIdx);
  const membersBy = groupBy(inputs.members, (m) => m.roomIdx);
  const fee = new Map(inputs.fees.map((f) => [`${f.meetIdx}:${f.userIdx}`, f.amount]));
  return (row: SettlementMeet): SettledAttendee[] => {
    const { meet } = row;
    const day = localDay(meet.startDatetime ?? meet.openDatetime, inputs.timeZone);
    const notAttendee = (userIdx: number, type: number) => userIdx === meet.leaderUserIdx || type === UserType.MONITOR;
    const joined = (joinedBy.get(meet.meetIdx) ?? []).filter((j) => !notAttendee(j.userIdx, j.joinedAs));
    const joinedIdx = new Set((joinedBy.get(meet.meetIdx) ?? []).map((j) => j.userIdx));
    const absent = (membersBy.get(meet.roomIdx) ?? []).filter(
      (m) => !joinedIdx.has(m.userIdx) && !notAttendee(m.userIdx, m.userTypeCd) && m.regDatetime <= meet.openDatetime,
    );
    const settle = (p: PersonRow, attended: boolean): SettledAttendee => {
      const saved = fee.get(`${meet.meetIdx}:${p.userIdx}`);
      const unitPrice = unitPriceOn(inputs.periods, p.userIdx, meet.roomIdx, day);
      return {
        userIdx: p.userIdx,
        userId: p.userId,
        userName: p.userName,
        userTypeCd: p.userTypeCd,
        attended,
        saved: saved !== undefined,
        amount: saved ?? (attended ? (unitPrice ?? 0) : 0),
        unitPrice,
      };
    };
    return [...joined.map((j) => settle(j, true)), ...absent.map((m) => settle(m, false))];
  };
}

/** The meeting row's unit price: the lowest of its attendees' (one price in the usual case of one room rate). */
export function meetingPrice(attendees: readonly SettledAttendee[]): number | null {
  const known = attendees.flatMap((a) => (a.unitPrice === null ? [] : [a.unitPrice]));
  return known.length === 0 ? null : Math.min(...known);
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
