import { RoomCategory, RoomStatus } from '@boda/contract';
import { and, desc, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type RoomRow, roomUsers, rooms } from '../../db/schema';
import { staleBefore } from './liveMeets';
import { cardFields, joinCardData, type RoomViewData, toViewData } from './viewData';

export interface RoomListFilter {
  companyIdx: number;
  categories: number[];
  keyword: string;
  /** Service lists: rooms this user owns, or attends (hidden ones only for the owner). */
  memberUserIdx?: number;
  limit: number;
  offset: number;
}

/** Instant rooms first (the top area of the service list), then newest. */
export const ROOM_LIST_ORDER = [
  sql`case when ${rooms.roomCategoryCd} = ${RoomCategory.INSTANT} then 0 else 1 end`,
  desc(rooms.regDatetime),
  desc(rooms.roomIdx),
];

/**
 * The room lists without a search word (the room page and its every refresh, the busiest list):
 * the page, its total and every card's data in one prepared statement, built once per database.
 * The page is a CTE of room indexes in list order with `count(*) over ()`; the cards join to it.
 */
/** The room's own columns a card shows (views.ts toRoomView); `isOwner` is decided by the owner. */
const { roomIdx, roomCode, roomTitle, roomDesc, roomCategoryCd, roomStatusCd, anyoneOpen, inviteCode, passwordHash } =
  getTableColumns(rooms);
const { showDatetime, showEndDatetime, templateIdx, ownerUserIdx, regDatetime } = getTableColumns(rooms);
const roomCardColumns = {
  ...{ roomIdx, roomCode, roomTitle, roomDesc, roomCategoryCd, roomStatusCd, anyoneOpen, inviteCode, passwordHash },
  ...{ showDatetime, showEndDatetime, templateIdx, ownerUserIdx, regDatetime },
};
export type RoomCardRow = Pick<RoomRow, keyof typeof roomCardColumns>;

const cardPageStatements = preparedPerDatabase((db: Db) => {
  const base = [
    eq(rooms.companyIdx, sql.placeholder('companyIdx')),
    ne(rooms.roomStatusCd, RoomStatus.CLOSE),
    sql`${rooms.roomCategoryCd} = any(${sql.placeholder('categories')}::int[])`,
  ];
  const member = sql.placeholder('memberUserIdx');
  const attending = db.select({ roomIdx: roomUsers.roomIdx }).from(roomUsers).where(eq(roomUsers.userIdx, member));
  const statement = (name: string, where: SQL | undefined) => {
    const page = db.$with('page').as(
      db
        .select({ roomIdx: rooms.roomIdx, total: sql<number>`count(*) over ()`.as('total') })
        .from(rooms)
        .where(where)
        .orderBy(...ROOM_LIST_ORDER)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return joinCardData(
      db
        .with(page)
        .select({ room: roomCardColumns, total: page.total, ...cardFields() })
        .from(page)
        .innerJoin(rooms, eq(rooms.roomIdx, page.roomIdx))
        .$dynamic(),
    )
      .orderBy(...ROOM_LIST_ORDER)
      .prepare(name);
  };
  return {
    all: statement('room_card_page_all', and(...base)),
    member: statement(
      'room_card_page_member',
      and(...base, or(eq(rooms.ownerUserIdx, member), and(inArray(rooms.roomIdx, attending), eq(rooms.roomStatusCd, RoomStatus.USE)))),
    ),
  };
});

export interface RoomCardPage {
  cards: Array<{ room: RoomCardRow; view: RoomViewData }>;
  total: number;
}

/**
 * A page of the list with its cards' data, or null when this statement does not serve the filter
 * (a search word, no categories) or the page lies past the end (its total then needs a count).
 */
export async function findRoomCardPage(db: Db, filter: RoomListFilter, now: Date): Promise<RoomCardPage | null> {
  if (filter.keyword !== '' || filter.categories.length === 0) return null;
  const statements = cardPageStatements(db);
  const params = {
    companyIdx: filter.companyIdx,
    categories: filter.categories,
    limit: filter.limit,
    offset: filter.offset,
    staleBefore: staleBefore(now).toISOString(),
  };
  const rows =
    filter.memberUserIdx === undefined
      ? await statements.all.execute(params)
      : await statements.member.execute({ ...params, memberUserIdx: filter.memberUserIdx });
  if (rows.length === 0 && filter.offset > 0) return null;
  return { cards: rows.map((row) => ({ room: row.room, view: toViewData(row) })), total: Number(rows[0]?.total ?? 0) };
}
