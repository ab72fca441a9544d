import type { Meet } from '@boda/contract';
import type { Db } from '../../db/client';
import type { CompanyMeet } from '../../db/scoped';
import { iso } from '../../db/sql';
import { currentUserCounts, findRoomsInCompany, findTemplates } from '../room';
import { findUsersInCompany } from '../user';
import { attendeeCounts } from './repository';

/** Meet rows of one company -> the contract's Meet with leader, opener, template and counts, in a few queries. */
export async function meetViews(db: Db, companyIdx: number, rows: CompanyMeet[], now: Date): Promise<Meet[]> {
  if (rows.length === 0) return [];
  const meetIdxs = rows.map((m) => m.meetIdx);
  const [roomRows, people, templates, current, totals] = await Promise.all([
    findRoomsInCompany(
      db,
      companyIdx,
      rows.map((m) => m.roomIdx),
    ),
    findUsersInCompany(db, companyIdx, [...rows.map((m) => m.leaderUserIdx), ...rows.map((m) => m.openUserIdx)]),
    findTemplates(
      db,
      companyIdx,
      rows.flatMap((m) => (m.templateIdx === null ? [] : [m.templateIdx])),
    ),
    currentUserCounts(db, companyIdx, meetIdxs, now),
    attendeeCounts(db, rows),
  ]);
  const roomByIdx = new Map(roomRows.map((r) => [r.roomIdx, r]));
  const nameOf = new Map(people.map((u) => [u.userIdx, u.userName]));
  const templateName = new Map(templates.map((t) => [t.templateIdx, t.templateName]));
  return rows.map((m) => {
    const room = roomByIdx.get(m.roomIdx);
    const leaderName = nameOf.get(m.leaderUserIdx) ?? '';
    return {
      meetCode: m.meetCode,
      roomCode: room?.roomCode ?? '',
      meetTitle: m.meetTitle,
      roomCategoryCd: room?.roomCategoryCd ?? 0,
      templateIdx: m.templateIdx,
      templateName: m.templateIdx === null ? null : (templateName.get(m.templateIdx) ?? null),
      ownerUser: { userIdx: m.leaderUserIdx, userName: leaderName },
      userIdx: m.openUserIdx,
      userName: nameOf.get(m.openUserIdx) ?? '',
      leaderName,
      openDatetime: m.openDatetime.toISOString(),
      startDatetime: iso(m.startDatetime),
      endDatetime: iso(m.endDatetime),
      live: m.liveRoomIdx !== null,
      currentUserNum: current.get(m.meetIdx) ?? 0,
      userCount: totals.get(m.meetIdx) ?? 0,
    };
  });
}
