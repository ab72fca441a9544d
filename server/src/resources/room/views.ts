import { NO_MEET, type Room } from '@boda/contract';
import type { Db } from '../../db/client';
import type { CompanyRoom } from '../../db/scoped';
import { iso } from '../../db/sql';
import type { RoomRow } from '../../db/schema';
import { listRoomUsers } from './repository';
import type { RoomCardRow } from './listPage';
import { findRoomViewData, type RoomViewData, type TemplateCard } from './viewData';

export function toTemplateDto(t: TemplateCard) {
  return {
    templateIdx: t.templateIdx,
    templateName: t.templateName,
    description: t.description,
    roomCategoryCd: t.roomCategoryCd,
    optionString: t.optionString,
  };
}

export interface ViewOptions {
  /** The company of the rooms (the caller's). */
  companyIdx: number;
  /** Whether the caller may manage each room (owner or manage area). */
  canManage: (room: RoomRow) => boolean;
  withUsers?: boolean;
  now: Date;
}

/** Room rows -> the contract's Room: owners, templates and live meetings in one more statement. */
export async function roomViews(db: Db, rows: CompanyRoom[], options: ViewOptions): Promise<Room[]> {
  if (rows.length === 0) return [];
  const roomIdxs = rows.map((r) => r.roomIdx);
  const [extras, attendees] = await Promise.all([
    findRoomViewData(db, options.companyIdx, roomIdxs, options.now),
    options.withUsers ? listRoomUsers(db, rows) : Promise.resolve([]),
  ]);
  return rows.map((room) =>
    toRoomView(room, extras.get(room.roomIdx), {
      isOwner: options.canManage(room),
      users: attendees.filter((a) => a.roomIdx === room.roomIdx).map((a) => ({ userIdx: a.user.userIdx, userName: a.user.userName })),
    }),
  );
}

/** One room card from its row and its card data (viewData.ts). */
export function toRoomView(
  room: RoomCardRow,
  extra: RoomViewData | undefined,
  { isOwner, users }: { isOwner: boolean; users: Room['roomUserList'] },
): Room {
  const owner = extra?.owner;
  const template = extra?.template;
  const meet = extra?.live?.meet;
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
          userName: extra?.live?.openerName ?? '',
          openDatetime: iso(meet.openDatetime),
          startDatetime: iso(meet.startDatetime),
          currentUserNum: extra?.live?.currentUserNum ?? 0,
        }
      : NO_MEET,
    isOwner,
    roomUserList: users,
  };
}
