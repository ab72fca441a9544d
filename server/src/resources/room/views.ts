import type { Room, RoomMeet } from '@boda/contract';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql';
import type { MeetRow, RoomRow, RoomTemplateRow, UserRow } from '../../db/schema';
import { findUsersInCompany } from '../user';
import { currentUserCounts, findLiveMeets } from './liveMeets';
import { findTemplates, listRoomUsers } from './repository';

export function toTemplateDto(t: RoomTemplateRow) {
  return {
    templateIdx: t.templateIdx,
    templateName: t.templateName,
    description: t.description,
    roomCategoryCd: t.roomCategoryCd,
    optionString: t.optionString,
  };
}

const NO_MEET: RoomMeet = {
  exist: false,
  meetCode: '0',
  meetTitle: '',
  inviteCode: '',
  userIdx: 0,
  userName: '',
  openDatetime: null,
  startDatetime: null,
  currentUserNum: 0,
};

export interface ViewOptions {
  /** The company of the rooms (the caller's). */
  companyIdx: number;
  /** Whether the caller may manage each room (owner or manage area). */
  canManage: (room: RoomRow) => boolean;
  withUsers?: boolean;
  now: Date;
}

/** Room rows -> the contract's Room, loading owners, templates and live meetings in a few queries. */
export async function roomViews(db: Db, rows: RoomRow[], options: ViewOptions): Promise<Room[]> {
  if (rows.length === 0) return [];
  const roomIdxs = rows.map((r) => r.roomIdx);
  const [live, templates, attendees] = await Promise.all([
    findLiveMeets(db, roomIdxs),
    findTemplates(
      db,
      options.companyIdx,
      rows.flatMap((r) => (r.templateIdx === null ? [] : [r.templateIdx])),
    ),
    options.withUsers ? listRoomUsers(db, roomIdxs) : Promise.resolve([]),
  ]);
  const [people, counts] = await Promise.all([
    findUsersInCompany(db, options.companyIdx, [...rows.map((r) => r.ownerUserIdx), ...live.map((m) => m.openUserIdx)]),
    currentUserCounts(
      db,
      live.map((m) => m.meetIdx),
      options.now,
    ),
  ]);
  const userByIdx = new Map<number, UserRow>(people.map((u) => [u.userIdx, u]));
  const templateByIdx = new Map(templates.map((t) => [t.templateIdx, t]));
  const meetByRoom = new Map<number, MeetRow>(live.map((m) => [m.roomIdx, m]));
  return rows.map((room) => {
    const owner = userByIdx.get(room.ownerUserIdx);
    const template = room.templateIdx === null ? undefined : templateByIdx.get(room.templateIdx);
    const meet = meetByRoom.get(room.roomIdx);
    const opener = meet ? userByIdx.get(meet.openUserIdx) : undefined;
    return {
      roomIdx: room.roomIdx,
      roomCode: room.roomCode,
      roomTitle: room.roomTitle,
      roomDesc: room.roomDesc,
      roomCategoryCd: room.roomCategoryCd,
      roomStatusCd: room.roomStatusCd,
      anyoneOpen: room.anyoneOpen,
      inviteCode: room.inviteCode,
      passwordRequired: room.passwordHash !== null,
      showDatetime: iso(room.showDatetime),
      showEndDatetime: iso(room.showEndDatetime),
      templateIdx: room.templateIdx,
      template: template ? toTemplateDto(template) : null,
      ownerUserIdx: room.ownerUserIdx,
      ownerUser: { userIdx: room.ownerUserIdx, userName: owner?.userName ?? '', fileIdx: owner?.fileIdx ?? null },
      regDatetime: room.regDatetime.toISOString(),
      meet: meet
        ? {
            exist: true,
            meetCode: meet.meetCode,
            meetTitle: meet.meetTitle,
            inviteCode: room.inviteCode,
            userIdx: meet.openUserIdx,
            userName: opener?.userName ?? '',
            openDatetime: iso(meet.openDatetime),
            startDatetime: iso(meet.startDatetime),
            currentUserNum: counts.get(meet.meetIdx) ?? 0,
          }
        : NO_MEET,
      isOwner: options.canManage(room),
      roomUserList: attendees
        .filter((a) => a.roomIdx === room.roomIdx)
        .map((a) => ({ userIdx: a.user.userIdx, userName: a.user.userName })),
    };
  });
}
