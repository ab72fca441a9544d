import { RoomStatus } from '@boda/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type GroupRow,
  groups,
  meetJoinGrants,
  meets,
  type RoomFileRow,
  roomFiles,
  roomUsers,
  rooms,
  type UserRow,
  users,
} from '../../../db/schema';
import { type CompanyRoom, inCompanyRow } from '../../../db/scoped';
import { type AccessScope, col, ids } from './scope';

/** A room of the scope's company with what the caller has to do with it. */
export interface RoomReach {
  room: CompanyRoom;
  /** A registered attendee. */
  member: boolean;
  /** Let into one of its meetings (a join call succeeded for them). */
  joined: boolean;
}

export const memberOf = (userIdx: number) =>
  sql<boolean>`exists (select 1 from ${roomUsers} where ${col(roomUsers, roomUsers.roomIdx)} = ${col(rooms, rooms.roomIdx)}
    and ${col(roomUsers, roomUsers.userIdx)} = ${userIdx})`;

const joinedOf = (userIdx: number) =>
  sql<boolean>`exists (select 1 from ${meetJoinGrants} inner join ${meets} on ${col(meets, meets.meetIdx)} = ${col(meetJoinGrants, meetJoinGrants.meetIdx)}
    where ${col(meets, meets.roomIdx)} = ${col(rooms, rooms.roomIdx)} and ${col(meetJoinGrants, meetJoinGrants.userIdx)} = ${userIdx})`;

export const roomAccess = {
  room: {
    /** The company's rooms (removed ones count as missing) among the codes, with the caller's membership and joins. */
    async findReachable(scope: AccessScope, roomCodes: ReadonlySet<string>): Promise<Map<string, RoomReach>> {
      if (roomCodes.size === 0) return new Map();
      const rows = await scope.db
        .select({ room: rooms, member: memberOf(scope.userIdx), joined: joinedOf(scope.userIdx) })
        .from(rooms)
        .where(
          and(eq(rooms.companyIdx, scope.companyIdx), inArray(rooms.roomCode, ids(roomCodes)), ne(rooms.roomStatusCd, RoomStatus.CLOSE)),
        );
      return new Map(
        rows.map((row) => [row.room.roomCode, { room: inCompanyRow(row.room), member: Boolean(row.member), joined: Boolean(row.joined) }]),
      );
    },
    /** The company's rooms (removed ones count as missing) among the invite codes. */
    async findByInviteCode(scope: AccessScope, inviteCodes: ReadonlySet<string>): Promise<Map<string, CompanyRoom>> {
      if (inviteCodes.size === 0) return new Map();
      const rows = await scope.db
        .select()
        .from(rooms)
        .where(
          and(
            eq(rooms.companyIdx, scope.companyIdx),
            inArray(rooms.inviteCode, ids(inviteCodes)),
            ne(rooms.roomStatusCd, RoomStatus.CLOSE),
          ),
        );
      return new Map(rows.map((row) => [row.inviteCode, inCompanyRow(row)]));
    },
    /** Which of the rooms (of the company) the caller is a registered attendee of. */
    async checkMemberAccess(scope: AccessScope, roomIdxs: ReadonlySet<number>): Promise<Set<number>> {
      if (roomIdxs.size === 0) return new Set();
      const rows = await scope.db
        .select({ roomIdx: rooms.roomIdx })
        .from(rooms)
        .innerJoin(roomUsers, and(eq(roomUsers.roomIdx, rooms.roomIdx), eq(roomUsers.userIdx, scope.userIdx)))
        .where(and(eq(rooms.companyIdx, scope.companyIdx), inArray(rooms.roomIdx, ids(roomIdxs))));
      return new Set(rows.map((row) => row.roomIdx));
    },
  },
  roomFile: {
    /** The company's reference files among the ids, each with its room (removed or not) and the caller's reach of it. */
    async findReachable(scope: AccessScope, roomFileIdxs: ReadonlySet<number>): Promise<Map<number, RoomReach & { file: RoomFileRow }>> {
      if (roomFileIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select({ file: roomFiles, room: rooms, member: memberOf(scope.userIdx), joined: joinedOf(scope.userIdx) })
        .from(roomFiles)
        .innerJoin(rooms, and(eq(rooms.roomIdx, roomFiles.roomIdx), eq(rooms.companyIdx, scope.companyIdx)))
        .where(and(eq(roomFiles.companyIdx, scope.companyIdx), inArray(roomFiles.roomFileIdx, ids(roomFileIdxs))));
      return new Map(
        rows.map((row) => [
          row.file.roomFileIdx,
          { file: row.file, room: inCompanyRow(row.room), member: Boolean(row.member), joined: Boolean(row.joined) },
        ]),
      );
    },
  },
  user: {
    /** The company's users among the ids (another company's and unknown ones are simply absent). */
    async findInCompany(scope: AccessScope, userIdxs: ReadonlySet<number>): Promise<UserRow[]> {
      if (userIdxs.size === 0) return [];
      return scope.db
        .select()
        .from(users)
        .where(and(eq(users.companyIdx, scope.companyIdx), inArray(users.userIdx, ids(userIdxs))));
    },
  },
  group: {
    /** The company's groups among the ids. */
    async findInCompany(scope: AccessScope, groupIdxs: ReadonlySet<number>): Promise<Map<number, GroupRow>> {
      if (groupIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select()
        .from(groups)
        .where(and(eq(groups.companyIdx, scope.companyIdx), inArray(groups.groupIdx, ids(groupIdxs))));
      return new Map(rows.map((row) => [row.groupIdx, row]));
    },
  },
};
