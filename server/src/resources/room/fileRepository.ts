import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meets, type RoomFileRow, roomFiles, rooms, users } from '../../db/schema';
import type { CompanyRoom } from '../../db/scoped';

/*
 * A room's reference files. Company scope by construction (db/scoped.ts): the room's finders and writers
 * take its CompanyRoom (from the policies), and a file is named only beside its room or its company.
 */

export interface RoomFileJoined {
  file: RoomFileRow;
  roomCode: string;
  meetCode: string | null;
  uploaderName: string;
}

const joinedColumns = { file: roomFiles, roomCode: rooms.roomCode, meetCode: meets.meetCode, uploaderName: users.userName };

export async function listRoomFiles(
  db: Db,
  room: CompanyRoom,
  filter: { meetIdx?: number; fileTypeCd?: number },
): Promise<RoomFileJoined[]> {
  const conditions: SQL[] = [eq(roomFiles.roomIdx, room.roomIdx), eq(roomFiles.companyIdx, room.companyIdx)];
  if (filter.meetIdx !== undefined) conditions.push(eq(roomFiles.meetIdx, filter.meetIdx));
  if (filter.fileTypeCd !== undefined) conditions.push(eq(roomFiles.fileTypeCd, filter.fileTypeCd));
  return db
    .select(joinedColumns)
    .from(roomFiles)
    .innerJoin(rooms, eq(rooms.roomIdx, roomFiles.roomIdx))
    .innerJoin(users, eq(users.userIdx, roomFiles.regUserIdx))
    .leftJoin(meets, eq(meets.meetIdx, roomFiles.meetIdx))
    .where(and(...conditions))
    .orderBy(asc(roomFiles.regDatetime), asc(roomFiles.roomFileIdx));
}

/** Scoped by company. */
export async function findRoomFile(db: Db, companyIdx: number, roomFileIdx: number): Promise<RoomFileJoined | null> {
  const rows = await db
    .select(joinedColumns)
    .from(roomFiles)
    .innerJoin(rooms, eq(rooms.roomIdx, roomFiles.roomIdx))
    .innerJoin(users, eq(users.userIdx, roomFiles.regUserIdx))
    .leftJoin(meets, eq(meets.meetIdx, roomFiles.meetIdx))
    .where(and(eq(roomFiles.companyIdx, companyIdx), eq(roomFiles.roomFileIdx, roomFileIdx)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRoomFiles(db: Db, rows: Array<typeof roomFiles.$inferInsert>): Promise<RoomFileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(roomFiles).values(rows).returning();
}

/** Removes one of the room's files. */
export async function deleteRoomFile(db: Db, room: CompanyRoom, roomFileIdx: number): Promise<void> {
  await db
    .delete(roomFiles)
    .where(and(eq(roomFiles.roomFileIdx, roomFileIdx), eq(roomFiles.roomIdx, room.roomIdx), eq(roomFiles.companyIdx, room.companyIdx)));
}

/** The meeting of this room with the code (files may name the class they belong to). */
export async function findMeetIdxOfRoom(db: Db, room: CompanyRoom, meetCode: string): Promise<number | null> {
  const rows = await db
    .select({ meetIdx: meets.meetIdx })
    .from(meets)
    .where(and(eq(meets.roomIdx, room.roomIdx), eq(meets.companyIdx, room.companyIdx), eq(meets.meetCode, meetCode)))
    .limit(1);
  return rows[0]?.meetIdx ?? null;
}
