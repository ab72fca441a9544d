import { and, eq, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type MeetRow, meets, type RoomTemplateRow, roomTemplates, rooms, users } from '../../db/schema';
import { currentUserCounts } from './liveMeets';

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
 * The card's columns beside a room row: template, owner, live meeting and its opener. Statements that
 * select them join them with `joinCardData`. The head count of a live meeting is not among them: it
 * is a subquery over two more tables that would weigh on every list, most of whose rooms have no class
 * on; `withHeadCounts` adds it for the live ones.
 */
function cardFields() {
  return {
    template: templateCardColumns,
    ownerName: owner.userName,
    ownerFileIdx: owner.fileIdx,
    meet: meetCardColumns,
    openerName: opener.userName,
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

/**
 * A row of `cardFields` as its card data (a left join gives a row of nulls when nothing matched); a
 * live meeting's head count is 0 until `withHeadCounts` counts it.
 */
function toViewData(row: {
  template: TemplateCard | null;
  ownerName: string | null;
  ownerFileIdx: number | null;
  meet: MeetCard | null;
  openerName: string | null;
}): RoomViewData {
  return {
    template: row.template?.templateIdx == null ? null : row.template,
    owner: row.ownerName == null ? null : { userName: row.ownerName, fileIdx: row.ownerFileIdx },
    live: row.meet?.meetIdx == null ? null : { meet: row.meet, openerName: row.openerName ?? '', currentUserNum: 0 },
  };
}

/**
 * The views with each live meeting's head count: one more statement, only when one is live. The views
 * given are not changed (the room list's are kept between calls), a counted one is a copy.
 */
export async function withHeadCounts(db: Db, companyIdx: number, views: RoomViewData[], now: Date): Promise<RoomViewData[]> {
  const live = views.flatMap((view) => (view.live ? [view.live.meet.meetIdx] : []));
  if (live.length === 0) return views;
  const counts = await currentUserCounts(db, companyIdx, live, now);
  return views.map((view) =>
    view.live ? { ...view, live: { ...view.live, currentUserNum: counts.get(view.live.meet.meetIdx) ?? 0 } } : view,
  );
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

/** Template, owner, live meeting and its opener for many rooms in one prepared statement, and the live ones' head counts. */
export async function findRoomViewData(db: Db, companyIdx: number, roomIdxs: number[], now: Date): Promise<Map<number, RoomViewData>> {
  if (roomIdxs.length === 0) return new Map();
  const rows = await viewDataStatement(db).execute({ companyIdx, roomIdxs });
  const views = await withHeadCounts(db, companyIdx, rows.map(toViewData), now);
  return new Map(rows.map((row, i) => [row.roomIdx, views[i]]));
}

export { cardFields, joinCardData, toViewData };
