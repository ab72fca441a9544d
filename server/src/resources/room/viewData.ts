import { and, eq, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type MeetRow, meets, meetUserJoins, meetUsers, type RoomTemplateRow, roomTemplates, rooms, users } from '../../db/schema';
import { presentSince, staleBefore } from './liveMeets';

/*
 * A card reads only the columns it shows (views.ts toRoomView): every column selected is parsed by
 * the driver and mapped by Drizzle on every list, the busiest request of the room page.
 */
const { templateIdx, templateName, description, roomCategoryCd, optionString } = getTableColumns(roomTemplates);
const templateCardColumns = { templateIdx, templateName, description, roomCategoryCd, optionString };
const { meetIdx, meetCode, meetTitle, openUserIdx, openDatetime, startDatetime } = getTableColumns(meets);
const meetCardColumns = { meetIdx, meetCode, meetTitle, openUserIdx, openDatetime, startDatetime };

/** The template's columns on a card (and in the template list). */
export type TemplateCard = Pick<RoomTemplateRow, keyof typeof templateCardColumns>;
/** The live meeting's columns on a card. */
export type MeetCard = Pick<MeetRow, keyof typeof meetCardColumns>;

/** What a room card shows besides the room row itself. */
export interface RoomViewData {
  template: TemplateCard | null;
  owner: { userName: string; fileIdx: number | null } | null;
  /** The meeting live in the room now, its opener's name and who is present (monitors not counted). */
  live: { meet: MeetCard; openerName: string; currentUserNum: number } | null;
}

const owner = alias(users, 'owner');
const opener = alias(users, 'opener');
const companyIdx = sql.placeholder('companyIdx');

/**
 * The card's columns beside a room row: template, owner, live meeting, its opener and its head
 * count. Statements that select them join them with `joinCardData`; the time that tells who is
 * present is the `staleBefore` parameter (ISO), the company the `companyIdx` parameter.
 */
function cardFields() {
  // Counted only in a room with a live meeting: most rooms have none, and the count is a subquery per card.
  const present = sql<number>`case when ${meets.meetIdx} is null then 0 else (select count(distinct ${meetUserJoins.meetUserIdx})::int
    from ${meetUserJoins} inner join ${meetUsers} on ${eq(meetUserJoins.meetUserIdx, meetUsers.meetUserIdx)}
    where ${and(eq(meetUserJoins.meetIdx, meets.meetIdx), presentSince(sql`${sql.placeholder('staleBefore')}::timestamptz`))}) end`;
  return {
    template: templateCardColumns,
    ownerName: owner.userName,
    ownerFileIdx: owner.fileIdx,
    meet: meetCardColumns,
    openerName: opener.userName,
    present,
  };
}

/**
 * The joins of `cardFields`; everything joined stays inside the company: the `companyIdx` parameter,
 * or the caller's company where the list is read with the caller (listPage.ts).
 */
function joinCardData<Q extends PgSelect>(query: Q, company: SQLWrapper = companyIdx) {
  return query
    .leftJoin(roomTemplates, and(eq(roomTemplates.templateIdx, rooms.templateIdx), eq(roomTemplates.companyIdx, company)))
    .leftJoin(owner, and(eq(owner.userIdx, rooms.ownerUserIdx), eq(owner.companyIdx, company)))
    .leftJoin(meets, eq(meets.liveRoomIdx, rooms.roomIdx))
    .leftJoin(opener, and(eq(opener.userIdx, meets.openUserIdx), eq(opener.companyIdx, company)));
}

/** A row of `cardFields` as its card data (a left join gives a row of nulls when nothing matched). */
function toViewData(row: {
  template: TemplateCard | null;
  ownerName: string | null;
  ownerFileIdx: number | null;
  meet: MeetCard | null;
  openerName: string | null;
  present: number | null;
}): RoomViewData {
  return {
    template: row.template?.templateIdx == null ? null : row.template,
    owner: row.ownerName == null ? null : { userName: row.ownerName, fileIdx: row.ownerFileIdx },
    live: row.meet?.meetIdx == null ? null : { meet: row.meet, openerName: row.openerName ?? '', currentUserNum: Number(row.present ?? 0) },
  };
}

const viewDataStatement = preparedPerDatabase((db: Db) =>
  joinCardData(
    db
      .select({ roomIdx: rooms.roomIdx, ...cardFields() })
      .from(rooms)
      .$dynamic(),
  )
    .where(and(eq(rooms.companyIdx, companyIdx), sql`${rooms.roomIdx} = any(${sql.placeholder('roomIdxs')}::int[])`))
    .prepare('room_view_data'),
);

/** Template, owner, live meeting, its opener and its head count for many rooms in one prepared statement. */
export async function findRoomViewData(db: Db, companyIdx: number, roomIdxs: number[], now: Date): Promise<Map<number, RoomViewData>> {
  if (roomIdxs.length === 0) return new Map();
  const rows = await viewDataStatement(db).execute({ companyIdx, roomIdxs, staleBefore: staleBefore(now).toISOString() });
  return new Map(rows.map((row) => [row.roomIdx, toViewData(row)]));
}

export { cardFields, joinCardData, toViewData };
