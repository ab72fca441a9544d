import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type MeetRow, meets, meetUserJoins, meetUsers, type RoomTemplateRow, roomTemplates, rooms, users } from '../../db/schema';
import { presentSince, staleBefore } from './liveMeets';

/** What a room card shows besides the room row itself. */
export interface RoomViewData {
  template: RoomTemplateRow | null;
  owner: { userName: string; fileIdx: number | null } | null;
  /** The meeting live in the room now, its opener's name and who is present (monitors not counted). */
  live: { meet: MeetRow; openerName: string; currentUserNum: number } | null;
}

const owner = alias(users, 'owner');
const opener = alias(users, 'opener');

const viewDataStatement = preparedPerDatabase((db: Db) => {
  const present = db
    .select({ n: sql<number>`count(distinct ${meetUserJoins.meetUserIdx})::int` })
    .from(meetUserJoins)
    .innerJoin(meetUsers, eq(meetUserJoins.meetUserIdx, meetUsers.meetUserIdx))
    .where(and(eq(meetUserJoins.meetIdx, meets.meetIdx), presentSince(sql`${sql.placeholder('staleBefore')}::timestamptz`)));
  const companyIdx = sql.placeholder('companyIdx');
  return db
    .select({
      roomIdx: rooms.roomIdx,
      template: getTableColumns(roomTemplates),
      ownerName: owner.userName,
      ownerFileIdx: owner.fileIdx,
      meet: getTableColumns(meets),
      openerName: opener.userName,
      present: sql<number>`(${present})`,
    })
    .from(rooms)
    .leftJoin(roomTemplates, and(eq(roomTemplates.templateIdx, rooms.templateIdx), eq(roomTemplates.companyIdx, companyIdx)))
    .leftJoin(owner, and(eq(owner.userIdx, rooms.ownerUserIdx), eq(owner.companyIdx, companyIdx)))
    .leftJoin(meets, eq(meets.liveRoomIdx, rooms.roomIdx))
    .leftJoin(opener, and(eq(opener.userIdx, meets.openUserIdx), eq(opener.companyIdx, companyIdx)))
    .where(and(eq(rooms.companyIdx, companyIdx), sql`${rooms.roomIdx} = any(${sql.placeholder('roomIdxs')}::int[])`))
    .prepare('room_view_data');
});

/**
 * Template, owner, live meeting, its opener and its head count for many rooms in one prepared
 * statement (a room list page used to take four). Everything joined stays inside the company.
 */
export async function findRoomViewData(db: Db, companyIdx: number, roomIdxs: number[], now: Date): Promise<Map<number, RoomViewData>> {
  if (roomIdxs.length === 0) return new Map();
  const rows = await viewDataStatement(db).execute({ companyIdx, roomIdxs, staleBefore: staleBefore(now).toISOString() });
  return new Map(
    rows.map((row) => [
      row.roomIdx,
      {
        // A left join gives a row of nulls when nothing matched.
        template: row.template?.templateIdx == null ? null : row.template,
        owner: row.ownerName == null ? null : { userName: row.ownerName, fileIdx: row.ownerFileIdx },
        live:
          row.meet?.meetIdx == null ? null : { meet: row.meet, openerName: row.openerName ?? '', currentUserNum: Number(row.present ?? 0) },
      },
    ]),
  );
}
