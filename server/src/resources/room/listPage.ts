import { type CommandParsedInput, RoomCategory, RoomSearchType, RoomStatus } from '@boda/contract';
import { and, Column, desc, eq, getTableColumns, inArray, is, ne, or, SQL, sql } from 'drizzle-orm';
import type { PrincipalExtras } from '../../auth/principal';
import type { Db } from '../../db/client';
import { type RoomRow, roomUsers, rooms, users } from '../../db/schema';
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

/** The categories a list shows when the caller names none. */
export function listCategories(input: CommandParsedInput<'room.LIST'>): number[] {
  if (input.roomCategoryCdList) return input.roomCategoryCdList;
  return input.searchType === RoomSearchType.MANAGE ? [RoomCategory.RESERVED] : [RoomCategory.INSTANT, RoomCategory.RESERVED];
}

/** The room's own columns a card shows (views.ts toRoomView); `isOwner` is decided by the owner. */
const { roomIdx, roomCode, roomTitle, roomDesc, roomCategoryCd, roomStatusCd, anyoneOpen, inviteCode, passwordHash } =
  getTableColumns(rooms);
const { showDatetime, showEndDatetime, templateIdx, ownerUserIdx, regDatetime } = getTableColumns(rooms);
const roomCardColumns = {
  ...{ roomIdx, roomCode, roomTitle, roomDesc, roomCategoryCd, roomStatusCd, anyoneOpen, inviteCode, passwordHash },
  ...{ showDatetime, showEndDatetime, templateIdx, ownerUserIdx, regDatetime },
};
export type RoomCardRow = Pick<RoomRow, keyof typeof roomCardColumns>;

/**
 * A card as the statement sends it: one JSON array of its place in the list, the list's total and
 * these fields in this order (names would repeat in a row: the owner's and the opener's user_name),
 * read back with each column's own mapping.
 */
type Field = { path: [string] | [string, string]; value: Column | SQL };
const cardFieldList: Field[] = Object.entries({ room: roomCardColumns, ...cardFields() }).flatMap(([key, value]): Field[] =>
  is(value, Column) || is(value, SQL)
    ? [{ path: [key], value }]
    : Object.entries(value).map(([inner, column]) => ({ path: [key, inner], value: column })),
);

/**
 * The list without a search word (the room page and its every refresh, the busiest list), read with
 * the caller in the principal's statement (auth/principal.ts PrincipalJoin): the caller's company and,
 * for a service list, the rooms the caller owns or attends. The page's rooms come with their place in
 * the list and the list's total from one sort (named `rooms`, so the card's joins read them as the
 * rooms), and the cards come back as one JSON array, each led by its place: the server puts them in
 * order (an ordered aggregate would sort again).
 */
function cardPageColumn(db: Db, member: boolean): SQL {
  const where = and(
    eq(rooms.companyIdx, users.companyIdx),
    ne(rooms.roomStatusCd, RoomStatus.CLOSE),
    sql`${rooms.roomCategoryCd} = any(${sql.placeholder('categories')}::int[])`,
    member
      ? or(
          eq(rooms.ownerUserIdx, users.userIdx),
          and(
            inArray(rooms.roomIdx, db.select({ roomIdx: roomUsers.roomIdx }).from(roomUsers).where(eq(roomUsers.userIdx, users.userIdx))),
            eq(rooms.roomStatusCd, RoomStatus.USE),
          ),
        )
      : undefined,
  );
  const page = db
    .select({
      ...roomCardColumns,
      place: sql<number>`row_number() over (order by ${sql.join(ROOM_LIST_ORDER, sql`, `)})`.as('place'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(rooms)
    .where(where)
    .orderBy(...ROOM_LIST_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('rooms');
  const card = sql`json_build_array(${page.place}, ${page.total}, ${sql.join(
    cardFieldList.map((f) => f.value),
    sql`, `,
  )})`;
  const cards = joinCardData(
    db
      .select({ cards: sql`coalesce(json_agg(${card}), '[]'::json)` })
      .from(page)
      .$dynamic(),
    users.companyIdx,
  );
  return sql`(${cards})`;
}

/** What room LIST reads with its caller: the page of a list without a search word; nothing for a search. */
export function roomListExtras(input: CommandParsedInput<'room.LIST'>): PrincipalExtras {
  const categories = listCategories(input);
  if (input.searchKeyword !== '' || categories.length === 0) return {};
  const member = input.searchType !== RoomSearchType.MANAGE;
  return {
    joined: {
      name: member ? 'room_card_page_member' : 'room_card_page_all',
      column: (db) => cardPageColumn(db, member),
      params: {
        categories,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      },
    },
  };
}

export interface RoomCardPage {
  cards: Array<{ room: RoomCardRow; view: RoomViewData }>;
  total: number;
}

/**
 * The page read with the caller (`roomListExtras`), or null when none was (a search word) or it lies
 * past the end (its total then needs a count).
 */
export function cardPageOf(joined: unknown, offset: number): RoomCardPage | null {
  if (joined === undefined || joined === null) return null;
  const rows = (typeof joined === 'string' ? JSON.parse(joined) : joined) as Array<[number, number, ...unknown[]]>;
  if (rows.length === 0 && offset > 0) return null;
  rows.sort((a, b) => a[0] - b[0]);
  const cards = rows.map(([, , ...values]) => {
    const row: Record<string, Record<string, unknown> | unknown> = {};
    cardFieldList.forEach(({ path, value }, i) => {
      const raw = values[i];
      const mapped = raw !== null && is(value, Column) ? value.mapFromDriverValue(raw) : raw;
      if (path.length === 1) row[path[0]] = mapped;
      else ((row[path[0]] ??= {}) as Record<string, unknown>)[path[1]] = mapped;
    });
    const view = toViewData(row as Parameters<typeof toViewData>[0]);
    return { room: row.room as RoomCardRow, view };
  });
  return { cards, total: Number(rows[0]?.[1] ?? 0) };
}
