import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobs, type JobStatus, type LogExportRow, logExports, meets, meetUsers, rooms } from '../../../db/schema';
import { type CompanyMeet, type CompanyRoom, inCompanyRow } from '../../../db/scoped';
import { memberOf } from './rooms';
import { type AccessScope, col, ids } from './scope';

/** A meeting of the scope's company with its room (removed or not) and what the caller has to do with them. */
export interface MeetReach {
  meet: CompanyMeet;
  room: CompanyRoom;
  /** A registered attendee of the room. */
  member: boolean;
  /** Attended the meeting. */
  attended: boolean;
}

const attendedBy = (userIdx: number) =>
  sql<boolean>`exists (select 1 from ${meetUsers} where ${col(meetUsers, meetUsers.meetIdx)} = ${col(meets, meets.meetIdx)}
    and ${col(meetUsers, meetUsers.userIdx)} = ${userIdx})`;

/** A class-log export with the state of its job. */
export interface OwnExport {
  export: LogExportRow;
  status: JobStatus | null;
  progress: unknown;
  lastError: string | null;
}

export const meetAccess = {
  logExport: {
    /** Which of the exports (of the company) the caller started, with their jobs' state. */
    async findOwn(scope: AccessScope, exportIdxs: ReadonlySet<number>): Promise<Map<number, OwnExport>> {
      if (exportIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select({ export: logExports, status: jobs.status, progress: jobs.progress, lastError: jobs.lastError })
        .from(logExports)
        .leftJoin(jobs, eq(jobs.jobId, logExports.jobId))
        .where(
          and(
            eq(logExports.companyIdx, scope.companyIdx),
            eq(logExports.userIdx, scope.userIdx),
            inArray(logExports.exportIdx, ids(exportIdxs)),
          ),
        );
      return new Map(rows.map((row) => [row.export.exportIdx, row]));
    },
  },
  meet: {
    /** The company's meetings among the codes, with their rooms, the caller's room membership and attendance. */
    async findReachable(scope: AccessScope, meetCodes: ReadonlySet<string>): Promise<Map<string, MeetReach>> {
      if (meetCodes.size === 0) return new Map();
      const rows = await scope.db
        .select({ meet: meets, room: rooms, member: memberOf(scope.userIdx), attended: attendedBy(scope.userIdx) })
        .from(meets)
        .innerJoin(rooms, and(eq(rooms.roomIdx, meets.roomIdx), eq(rooms.companyIdx, scope.companyIdx)))
        .where(and(eq(meets.companyIdx, scope.companyIdx), inArray(meets.meetCode, ids(meetCodes))));
      return new Map(
        rows.map((row) => [
          row.meet.meetCode,
          { meet: inCompanyRow(row.meet), room: inCompanyRow(row.room), member: Boolean(row.member), attended: Boolean(row.attended) },
        ]),
      );
    },
    /** The company's meetings among the codes. */
    async findInCompany(scope: AccessScope, meetCodes: ReadonlySet<string>): Promise<Map<string, CompanyMeet>> {
      if (meetCodes.size === 0) return new Map();
      const rows = await scope.db
        .select()
        .from(meets)
        .where(and(eq(meets.companyIdx, scope.companyIdx), inArray(meets.meetCode, ids(meetCodes))));
      return new Map(rows.map((row) => [row.meetCode, inCompanyRow(row)]));
    },
    /** The live meeting of each of the company's rooms among the ids (by room). */
    async findLive(scope: AccessScope, roomIdxs: ReadonlySet<number>): Promise<Map<number, CompanyMeet>> {
      if (roomIdxs.size === 0) return new Map();
      const rows = await scope.db
        .select()
        .from(meets)
        .where(and(eq(meets.companyIdx, scope.companyIdx), inArray(meets.liveRoomIdx, ids(roomIdxs))));
      return new Map(rows.map((row) => [row.roomIdx, inCompanyRow(row)]));
    },
  },
};
