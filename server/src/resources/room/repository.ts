import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_ROOM_TEMPLATES, RoomStatus } from '@boda/contract';
import type { Db } from '../../db/client';
import { type CompanyRoom, inCompanyRow, inCompanyRows } from '../../db/scoped';
import { type NewRoomRow, type RoomTemplateRow, roomTemplates, roomUsers, rooms, type UserRow, users } from '../../db/schema';
import { containsPattern, isUniqueViolation } from '../../db/sql';
import { newInviteCode } from './codes';
import { ROOM_LIST_ORDER, type RoomListFilter } from './listPage';

/*
 * Company scope by construction (db/scoped.ts, as the board's): a room's writers and child finders take
 * a CompanyRoom, which only a company-scoped finder (the policies' access repository, findRoomsInCompany),
 * the insert, or an `...AcrossCompanies` finder whose caller holds the token naming the room answers.
 */

/** By index alone (an attendee session's meeting names its room, not the company). */
export async function findRoomByIdxAcrossCompanies(db: Db, roomIdx: number): Promise<CompanyRoom | null> {
  const rows = await db.select().from(rooms).where(eq(rooms.roomIdx, roomIdx)).limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

/** Invite codes are unique across companies; the caller checks the company. */
export async function findRoomByInviteCodeAcrossCompanies(db: Db, inviteCode: string): Promise<CompanyRoom | null> {
  const rows = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.inviteCode, inviteCode), ne(rooms.roomStatusCd, RoomStatus.CLOSE)))
    .limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

/** A room of the company by its invite code (an invite link that names its company). */
export async function findRoomByInviteCodeInCompany(db: Db, companyIdx: number, inviteCode: string): Promise<CompanyRoom | null> {
  const rows = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.companyIdx, companyIdx), eq(rooms.inviteCode, inviteCode), ne(rooms.roomStatusCd, RoomStatus.CLOSE)))
    .limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

const INVITE_CODE_ATTEMPTS = 8;

/**
 * Inserts a room with a fresh invite code, drawing again when the code is taken. `nextCode` is a
 * parameter so tests can force collisions.
 */
export async function insertRoom(
  db: Db,
  row: Omit<NewRoomRow, 'inviteCode'>,
  nextCode: () => string = newInviteCode,
): Promise<CompanyRoom> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A savepoint per attempt: a unique violation must not abort an enclosing transaction.
      const created = await db.transaction(
        async (tx) =>
          (
            await tx
              .insert(rooms)
              .values({ ...row, inviteCode: nextCode() })
              .returning()
          )[0],
      );
      if (!created) throw new Error('insert into rooms returned no row');
      return inCompanyRow(created);
    } catch (err) {
      if (attempt >= INVITE_CODE_ATTEMPTS || !isUniqueViolation(err, 'rooms_invite_code')) throw err;
    }
  }
}

/** The room's own row again (its company's): every change names both. */
const theRoom = (room: CompanyRoom) => and(eq(rooms.roomIdx, room.roomIdx), eq(rooms.companyIdx, room.companyIdx));

export async function updateRoom(db: Db, room: CompanyRoom, patch: Partial<NewRoomRow>): Promise<CompanyRoom> {
  const rows = await db
    .update(rooms)
    .set({ ...patch, modDatetime: sql`now()` })
    .where(theRoom(room))
    .returning();
  const updated = rows[0];
  if (!updated) throw new Error('room vanished during update');
  return inCompanyRow(updated);
}

export async function listRooms(db: Db, filter: RoomListFilter): Promise<{ rows: CompanyRoom[]; total: number }> {
  const conditions: SQL[] = [eq(rooms.companyIdx, filter.companyIdx), ne(rooms.roomStatusCd, RoomStatus.CLOSE)];
  if (filter.categories.length > 0) conditions.push(inArray(rooms.roomCategoryCd, filter.categories));
  if (filter.keyword !== '') {
    const pattern = containsPattern(filter.keyword);
    const ownerMatch = db
      .select({ userIdx: users.userIdx })
      .from(users)
      .where(and(eq(users.companyIdx, filter.companyIdx), ilike(users.userName, pattern)));
    const either = or(ilike(rooms.roomTitle, pattern), inArray(rooms.ownerUserIdx, ownerMatch));
    if (either) conditions.push(either);
  }
  if (filter.memberUserIdx !== undefined) {
    const attending = db.select({ roomIdx: roomUsers.roomIdx }).from(roomUsers).where(eq(roomUsers.userIdx, filter.memberUserIdx));
    const member = or(
      eq(rooms.ownerUserIdx, filter.memberUserIdx),
      and(inArray(rooms.roomIdx, attending), eq(rooms.roomStatusCd, RoomStatus.USE)),
    );
    if (member) conditions.push(member);
  }
  const where = and(...conditions);
  // The page and the total in one statement; only a page past the end needs a count of its own.
  const found = await db
    .select({ room: rooms, total: sql<number>`count(*) over ()` })
    .from(rooms)
    .where(where)
    // Instant rooms first (the top area of the service list), then newest.
    .orderBy(...ROOM_LIST_ORDER)
    .limit(filter.limit)
    .offset(filter.offset);
  if (found.length > 0 || filter.offset === 0)
    return { rows: inCompanyRows(found.map((f) => f.room)), total: Number(found[0]?.total ?? 0) };
  const counted = await db.select({ n: count() }).from(rooms).where(where);
  return { rows: [], total: Number(counted[0]?.n ?? 0) };
}

/* Attendees */

export interface RoomUserJoined {
  roomUserIdx: number;
  user: UserRow;
}

export async function listRoomUsers(db: Db, of: readonly CompanyRoom[]): Promise<Array<RoomUserJoined & { roomIdx: number }>> {
  if (of.length === 0) return [];
  const roomIdxs = of.map((room) => room.roomIdx);
  return db
    .select({ roomUserIdx: roomUsers.roomUserIdx, roomIdx: roomUsers.roomIdx, user: users })
    .from(roomUsers)
    .innerJoin(users, eq(roomUsers.userIdx, users.userIdx))
    .where(inArray(roomUsers.roomIdx, roomIdxs))
    .orderBy(asc(users.userName), asc(users.userIdx));
}

/** Adds the users not yet registered; returns how many were added. */
export async function addRoomUsers(db: Db, room: CompanyRoom, userIdxs: number[]): Promise<number> {
  if (userIdxs.length === 0) return 0;
  const { roomIdx } = room;
  const rows = await db
    .insert(roomUsers)
    .values(userIdxs.map((userIdx) => ({ roomIdx, userIdx })))
    .onConflictDoNothing()
    .returning({ id: roomUsers.roomUserIdx });
  return rows.length;
}

export async function removeRoomUsers(db: Db, room: CompanyRoom, userIdxs: number[]): Promise<number> {
  if (userIdxs.length === 0) return 0;
  const { roomIdx } = room;
  const rows = await db
    .delete(roomUsers)
    .where(and(eq(roomUsers.roomIdx, roomIdx), inArray(roomUsers.userIdx, userIdxs)))
    .returning({ id: roomUsers.roomUserIdx });
  return rows.length;
}

/* Templates */

/** Two first calls at once must not both insert: the check and the insert run under a per-company lock. */
async function ensureTemplates(db: Db, companyIdx: number): Promise<void> {
  const any = await db
    .select({ id: roomTemplates.templateIdx })
    .from(roomTemplates)
    .where(eq(roomTemplates.companyIdx, companyIdx))
    .limit(1);
  if (any.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_LOCK}, ${companyIdx})`);
    const existing = await tx.select({ n: count() }).from(roomTemplates).where(eq(roomTemplates.companyIdx, companyIdx));
    if (Number(existing[0]?.n ?? 0) > 0) return;
    // Created on first use, since companies predate rooms; in English: the renderer names the untouched ones.
    await tx.insert(roomTemplates).values(
      DEFAULT_ROOM_TEMPLATES.map(({ roomCategoryCd, templateName, description, optionString }, i) => ({
        companyIdx,
        roomCategoryCd,
        templateName,
        description,
        optionString,
        sortOrder: i + 1,
      })),
    );
  });
}

/** Advisory lock namespace of the template seeding (any constant unique to this use). */
const TEMPLATE_LOCK = 4_004_001;

export async function listTemplates(db: Db, companyIdx: number, roomCategoryCd?: number): Promise<RoomTemplateRow[]> {
  await ensureTemplates(db, companyIdx);
  const conditions: SQL[] = [eq(roomTemplates.companyIdx, companyIdx)];
  if (roomCategoryCd !== undefined) conditions.push(eq(roomTemplates.roomCategoryCd, roomCategoryCd));
  return db
    .select()
    .from(roomTemplates)
    .where(and(...conditions))
    .orderBy(asc(roomTemplates.sortOrder), asc(roomTemplates.templateIdx));
}

export async function findTemplates(db: Db, companyIdx: number, templateIdxs: number[]): Promise<RoomTemplateRow[]> {
  const ids = [...new Set(templateIdxs)];
  if (ids.length === 0) return [];
  return db
    .select()
    .from(roomTemplates)
    .where(and(eq(roomTemplates.companyIdx, companyIdx), inArray(roomTemplates.templateIdx, ids)));
}

/** Rooms by index within a company (rooms of meetings listed for that company). */
export async function findRoomsInCompany(db: Db, companyIdx: number, roomIdxs: number[]): Promise<CompanyRoom[]> {
  if (roomIdxs.length === 0) return [];
  const rows = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.companyIdx, companyIdx), inArray(rooms.roomIdx, [...new Set(roomIdxs)])));
  return inCompanyRows(rows);
}
