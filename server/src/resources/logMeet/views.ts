import type { LogMeet } from '@boda/contract';
import type { Db } from '../../db/client';
import type { MeetRow } from '../../db/schema';
import type { CompanyMeet } from '../../db/scoped';
import { iso } from '../../db/sql';
import { attendeeCounts } from '../meet';
import { findRoomsInCompany, findTemplates } from '../room';
import { findUsersInCompany } from '../user';

function durationSec(m: MeetRow): number | null {
  if (!m.endDatetime) return null;
  const from = m.startDatetime ?? m.openDatetime;
  return Math.max(0, Math.floor((m.endDatetime.getTime() - from.getTime()) / 1000));
}

/** Meetings of one company -> class log rows with leader and opener (name and ID), template and attendee count. */
export async function logMeetViews(db: Db, companyIdx: number, rows: CompanyMeet[]): Promise<LogMeet[]> {
  if (rows.length === 0) return [];
  const [roomRows, people, templates, totals] = await Promise.all([
    findRoomsInCompany(
      db,
      companyIdx,
      rows.map((m) => m.roomIdx),
    ),
    findUsersInCompany(db, companyIdx, [...new Set(rows.flatMap((m) => [m.leaderUserIdx, m.openUserIdx]))]),
    findTemplates(
      db,
      companyIdx,
      rows.flatMap((m) => (m.templateIdx === null ? [] : [m.templateIdx])),
    ),
    attendeeCounts(db, rows),
  ]);
  const roomByIdx = new Map(roomRows.map((r) => [r.roomIdx, r]));
  const person = new Map(people.map((u) => [u.userIdx, u]));
  const template = new Map(templates.map((t) => [t.templateIdx, t]));
  return rows.map((m) => {
    const room = roomByIdx.get(m.roomIdx);
    const leader = person.get(m.leaderUserIdx);
    const opener = person.get(m.openUserIdx);
    const tpl = m.templateIdx === null ? undefined : template.get(m.templateIdx);
    return {
      meetCode: m.meetCode,
      roomCode: room?.roomCode ?? '',
      meetTitle: m.meetTitle,
      roomCategoryCd: room?.roomCategoryCd ?? 0,
      leaderName: leader?.userName ?? '',
      leaderId: leader?.userId ?? '',
      userName: opener?.userName ?? '',
      userId: opener?.userId ?? '',
      userCount: totals.get(m.meetIdx) ?? 0,
      openDatetime: m.openDatetime.toISOString(),
      startDatetime: iso(m.startDatetime),
      endDatetime: iso(m.endDatetime),
      durationSec: durationSec(m),
      live: m.liveRoomIdx !== null,
      templateIdx: m.templateIdx,
      template: tpl ? { templateName: tpl.templateName, optionString: tpl.optionString } : null,
    };
  });
}
