import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  NO_LIMIT_END,
  RoomCategory,
  RoomSearchType,
  RoomStatus,
  toPage,
} from '@boda/contract';
import { hashPassword } from '../../auth/password';
import { isManageCall, mayManage, requireAccess } from '../../auth/policies';
import type { Db } from '../../db/client';
import type { CompanyRoom } from '../../db/scoped';
import type { RoomRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { newRoomCode } from './codes';
import { findCardPage, listCategories } from './listPage';
import { findLiveMeet } from './liveMeets';
import * as repo from './repository';
import { assertAttendees, assertLeader, assertTemplate, checkPeriod } from './rules';
import { withHeadCounts } from './viewData';
import { roomViews, toRoomView, toTemplateDto } from './views';

async function viewOne(ctx: SignedInContext, room: CompanyRoom, manage: boolean) {
  const [view] = await roomViews(ctx.db, [room], {
    companyIdx: ctx.auth.companyIdx,
    canManage: () => manage,
    withUsers: true,
    now: ctx.runtime.clock(),
  });
  if (!view) throw new AppError(ErrorCode.NOT_FOUND);
  return view;
}

/** Creates an instant room owned by `ownerUserIdx` (open join); shared with the join service. */
export async function createInstantRoom(
  db: Db,
  companyIdx: number,
  ownerUserIdx: number,
  title: string,
  password: string | undefined,
): Promise<CompanyRoom> {
  return repo.insertRoom(db, {
    roomCode: newRoomCode(),
    companyIdx,
    roomCategoryCd: RoomCategory.INSTANT,
    roomTitle: title.trim(),
    ownerUserIdx,
    passwordHash: password ? await hashPassword(password) : null,
    anyoneOpen: false,
    roomStatusCd: RoomStatus.USE,
  });
}

export async function addRoom(input: CommandParsedInput<'room.ADD'>, ctx: SignedInContext): Promise<CommandData<'room.ADD'>> {
  const me = ctx.auth;
  const { room } = input;
  requireAccess(ctx, 'room.create', room.roomCategoryCd);
  const manage = isManageCall(ctx);
  if (room.roomCategoryCd === RoomCategory.INSTANT) {
    const created = await createInstantRoom(ctx.db, me.companyIdx, me.userIdx, room.roomTitle, room.roomPassword || undefined);
    return { result: await viewOne(ctx, created, true) };
  }
  // The manage area names the responsible teacher (required there); the service area registers for oneself.
  if (manage && room.ownerUserIdx === undefined) {
    throw fieldError('room.ownerUserIdx', { message: 'Required field.', key: 'required' });
  }
  const ownerUserIdx = manage && room.ownerUserIdx !== undefined ? room.ownerUserIdx : me.userIdx;
  if (ownerUserIdx !== me.userIdx) await assertLeader(ctx, ownerUserIdx);
  await assertTemplate(ctx, room.templateIdx ?? null, room.roomCategoryCd);
  const now = ctx.runtime.clock();
  const start = new Date(room.showDatetime ?? now.toISOString());
  const end = new Date(room.showEndDatetime ?? NO_LIMIT_END);
  checkPeriod(start, end, now, true);
  const attendees = input.roomUserList ?? [];
  await assertAttendees(ctx, attendees);
  const created = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertRoom(tx, {
      roomCode: newRoomCode(),
      companyIdx: me.companyIdx,
      roomCategoryCd: room.roomCategoryCd,
      roomTitle: room.roomTitle.trim(),
      roomDesc: room.roomDesc ?? '',
      templateIdx: room.templateIdx ?? null,
      ownerUserIdx,
      passwordHash: room.roomPassword ? await hashPassword(room.roomPassword) : null,
      showDatetime: start,
      showEndDatetime: end,
      anyoneOpen: room.anyoneOpen ?? true,
      roomStatusCd: RoomStatus.USE,
    });
    await repo.addRoomUsers(
      tx,
      row,
      attendees.filter((u) => u !== ownerUserIdx),
    );
    return row;
  });
  return { result: await viewOne(ctx, created, true) };
}

export async function modRoom(input: CommandParsedInput<'room.MOD'>, ctx: SignedInContext): Promise<CommandData<'room.MOD'>> {
  const { room: patch } = input;
  const { room } = await requireAccess(ctx, 'room.manage', patch.roomCode);
  if (patch.ownerUserIdx !== undefined && patch.ownerUserIdx !== room.ownerUserIdx) await assertLeader(ctx, patch.ownerUserIdx);
  if (patch.templateIdx !== undefined) await assertTemplate(ctx, patch.templateIdx, room.roomCategoryCd);
  const start = patch.showDatetime !== undefined ? new Date(patch.showDatetime) : room.showDatetime;
  const end = patch.showEndDatetime !== undefined ? new Date(patch.showEndDatetime) : room.showEndDatetime;
  if (room.roomCategoryCd !== RoomCategory.INSTANT && start && end) {
    checkPeriod(start, end, ctx.runtime.clock(), patch.showDatetime !== undefined && start.getTime() !== room.showDatetime?.getTime());
  }
  const added = input.roomUserList ?? [];
  await assertAttendees(ctx, added);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateRoom(tx, room, {
      ...(patch.roomTitle !== undefined ? { roomTitle: patch.roomTitle.trim() } : {}),
      ...(patch.roomDesc !== undefined ? { roomDesc: patch.roomDesc } : {}),
      ...(patch.templateIdx !== undefined ? { templateIdx: patch.templateIdx } : {}),
      ...(patch.showDatetime !== undefined ? { showDatetime: start } : {}),
      ...(patch.showEndDatetime !== undefined ? { showEndDatetime: end } : {}),
      ...(patch.anyoneOpen !== undefined ? { anyoneOpen: patch.anyoneOpen } : {}),
      ...(patch.ownerUserIdx !== undefined ? { ownerUserIdx: patch.ownerUserIdx } : {}),
      ...(patch.roomStatusCd !== undefined ? { roomStatusCd: patch.roomStatusCd } : {}),
    });
    await repo.removeRoomUsers(tx, row, [...(input.delUserList ?? []), row.ownerUserIdx]);
    await repo.addRoomUsers(
      tx,
      row,
      added.filter((u) => u !== row.ownerUserIdx),
    );
    return row;
  });
  return { result: await viewOne(ctx, updated, true) };
}

export async function delRoom(input: CommandParsedInput<'room.DEL'>, ctx: SignedInContext): Promise<CommandData<'room.DEL'>> {
  const { room } = await requireAccess(ctx, 'room.remove', input.roomCode);
  // An open class is closed first (roomJoin.CLOSE); only then may the room go.
  if (await findLiveMeet(ctx.db, room))
    throw new AppError(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED, 'Close the class before removing the room.');
  await repo.updateRoom(ctx.db, room, { roomStatusCd: RoomStatus.CLOSE });
  return { result: { roomCode: room.roomCode } };
}

export async function listRooms(input: CommandParsedInput<'room.LIST'>, ctx: SignedInContext): Promise<CommandData<'room.LIST'>> {
  const me = ctx.auth;
  const manageList = input.searchType === RoomSearchType.MANAGE;
  if (manageList) requireAccess(ctx, 'company.listAll');
  const filter = {
    companyIdx: me.companyIdx,
    categories: listCategories(input),
    keyword: input.searchKeyword,
    memberUserIdx: manageList ? undefined : me.userIdx,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  };
  const manage = isManageCall(ctx);
  const canManage = (room: Pick<RoomRow, 'ownerUserIdx'>) => manage || room.ownerUserIdx === me.userIdx;
  // The usual list (no search word): the page kept from an earlier call while the company's rooms are unchanged (listPage.ts).
  const page = typeof ctx.joined === 'string' ? await findCardPage(ctx.db, me.userIdx, ctx.joined, filter) : null;
  if (page) {
    const views = await withHeadCounts(
      ctx.db,
      me.companyIdx,
      page.cards.map((card) => card.view),
      ctx.runtime.clock(),
    );
    const content = page.cards.map(({ room }, i) => toRoomView(room, views[i], { isOwner: canManage(room), users: [] }));
    return { resultPage: toPage(content, input.page, input.size, page.total) };
  }
  const { rows, total } = await repo.listRooms(ctx.db, filter);
  const content = await roomViews(ctx.db, rows, { companyIdx: me.companyIdx, canManage, now: ctx.runtime.clock() });
  return { resultPage: toPage(content, input.page, input.size, total) };
}

export async function viewRoom(input: CommandParsedInput<'room.VIEW'>, ctx: SignedInContext): Promise<CommandData<'room.VIEW'>> {
  const access = await requireAccess(ctx, 'room.view', input.roomCode);
  return { result: await viewOne(ctx, access.room, mayManage(access)) };
}

export async function listTemplates(
  input: CommandParsedInput<'roomTemplate.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'roomTemplate.LIST'>> {
  const rows = await repo.listTemplates(ctx.db, ctx.auth.companyIdx, input.roomCategoryCd);
  return { resultList: rows.map(toTemplateDto) };
}
