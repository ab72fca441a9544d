import { type CommandParsedInput, RoomCategory, RoomSearchType, RoomStatus } from '@boda/contract';
import { and, Column, desc, eq, getTableColumns, inArray, is, ne, or, SQL, sql } from 'drizzle-orm';
import type { PrincipalExtras } from '../../auth/principal';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type RoomRow, roomListVersions, roomUsers, rooms, users } from '../../db/schema';
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
 * The page of a list without a search word (the room page and its refresh every 15 s, the busiest
 * list), read beside the caller's row (`users`): the caller's company and, for a service list, the
 * rooms the caller owns or attends. The page's rooms come with their place in the list and the
 * list's total from one sort (named `rooms`, so the card's joins read them as the rooms), and the
 * cards come back as one JSON array, each led by its place: the server puts them in order (an
 * ordered aggregate would sort again).
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

/** The caller's company's room-list version (schema roomListVersions), as text: 0 until a first change. */
const roomListVersionColumn = sql<string>`coalesce((select ${roomListVersions.version} from ${roomListVersions}
  where ${eq(roomListVersions.companyIdx, users.companyIdx)}), 0)::text`;

/** The page and the version it is current at, in one snapshot: read when the kept page is missing or stale. */
const cardPageStatements = preparedPerDatabase((db: Db) => {
  const build = (member: boolean) =>
    db
      .select({ version: roomListVersionColumn, cards: cardPageColumn(db, member) })
      .from(users)
      .where(eq(users.userIdx, sql.placeholder('userIdx')))
      .prepare(member ? 'room_card_page_member' : 'room_card_page_all');
  return { member: build(true), all: build(false) };
});

/**
 * What room LIST reads with its caller: for a list without a search word, the company's room-list
 * version, which tells whether the page kept from an earlier call is still current; nothing for a
 * search.
 */
export function roomListExtras(input: CommandParsedInput<'room.LIST'>): PrincipalExtras {
  if (input.searchKeyword !== '' || listCategories(input).length === 0) return {};
  return { joined: { name: 'room_list_version', column: () => roomListVersionColumn, params: {} } };
}

export interface RoomCardPage {
  cards: Array<{ room: RoomCardRow; view: RoomViewData }>;
  total: number;
}

/** The statement's cards as a page, or null when it lies past the end (its total then needs a count). */
function cardPageOf(json: unknown, offset: number): RoomCardPage | null {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as Array<[number, number, ...unknown[]]>;
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

/**
 * Pages kept per instance under the room-list version they were read at, the oldest dropped first
 * while they hold more cards than the budget (`KEPT_CARDS` cards of ~1 KiB each; an empty page counts as
 * one): a page may hold up to 1,000, and one caller could ask for many pages.
 */
export class KeptPages {
  private readonly pages = new Map<string, { version: string; page: RoomCardPage }>();
  private cards = 0;
  constructor(private readonly budget: number) {}

  get(key: string, version: string): RoomCardPage | undefined {
    const kept = this.pages.get(key);
    return kept?.version === version ? kept.page : undefined;
  }

  set(key: string, version: string, page: RoomCardPage): void {
    this.drop(key);
    if (weight(page) > this.budget) return;
    this.pages.set(key, { version, page: deepFreeze(page) });
    this.cards += weight(page);
    for (const oldest of this.pages.keys()) {
      if (this.cards <= this.budget) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.cards -= weight(kept.page);
    this.pages.delete(key);
  }
}

const weight = (page: RoomCardPage) => Math.max(1, page.cards.length);

const KEPT_CARDS = 20_000;
const keptPages = preparedPerDatabase(() => new KeptPages(KEPT_CARDS));

/**
 * The page of a list without a search word, for a caller whose company's room-list version
 * (`roomListExtras`) is `version`: the page kept from an earlier call when it was read at that
 * version, else read again (one more statement) and kept. Null when it lies past the end (not kept).
 * Kept pages are frozen: a live card's head count is counted on a copy (viewData.ts withHeadCounts).
 */
export async function findCardPage(db: Db, userIdx: number, version: string, filter: RoomListFilter): Promise<RoomCardPage | null> {
  const member = filter.memberUserIdx !== undefined;
  const key = `${userIdx}:${member ? 'member' : 'all'}:${filter.categories.join(',')}:${filter.limit}:${filter.offset}`;
  const pages = keptPages(db);
  const kept = pages.get(key, version);
  if (kept) return kept;
  const statement = cardPageStatements(db)[member ? 'member' : 'all'];
  const [read] = await statement.execute({ userIdx, categories: filter.categories, limit: filter.limit, offset: filter.offset });
  if (!read) return null;
  const page = cardPageOf(read.cards, filter.offset);
  if (page) pages.set(key, read.version, page);
  return page;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
