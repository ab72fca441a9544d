import { type CommandData, type CommandParsedInput, ErrorCode, type Price } from '@boda/contract';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { assertUserAdmin, hasManageAccess } from '../user/access';
import { findUserInCompany } from '../user/repository';
import * as repo from './repository';

function toPriceDto({ price, roomCode, roomTitle }: repo.PriceWithRoom): Price {
  return {
    priceIdx: price.priceIdx,
    userIdx: price.userIdx,
    roomCode,
    startDate: price.startDate,
    endDate: price.endDate,
    price: price.price,
    room: { roomCode, roomTitle },
    regDatetime: price.regDatetime.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'The unit price was not found.');
}

async function assertUserOfCompany(ctx: RequestContext, me: AuthInfo, userIdx: number): Promise<void> {
  if (!(await findUserInCompany(ctx.db, me.companyIdx, userIdx))) throw new AppError(ErrorCode.NO_USER_PERMISSION);
}

/** Unit prices are settlement data: viewing needs manage access, changing an administrator. */
function assertMayView(me: AuthInfo): void {
  if (!hasManageAccess(me)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
}

type PriceInput = CommandParsedInput<'price.ADD'>;

/** Checks the period and the room, refuses an overlap naming the other price's room and period. */
async function checkedFields(ctx: RequestContext, me: AuthInfo, input: PriceInput, exceptPriceIdx?: number) {
  if (input.endDate !== null && input.endDate < input.startDate) {
    throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'endDate', message: 'The end date must not be before the start date.' }]);
  }
  const room = await repo.findRoomByCode(ctx.db, me.companyIdx, input.roomCode);
  if (!room) throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'roomCode', message: 'No such class.' }]);
  const overlap = await repo.findOverlap(ctx.db, { userIdx: input.userIdx, roomIdx: room.roomIdx, startDate: input.startDate, endDate: input.endDate, exceptPriceIdx });
  if (overlap) {
    const end = overlap.endDate ?? '';
    throw new AppError(ErrorCode.DUPLICATE_PRICE_PERIOD, `The unit price period overlaps "${room.roomTitle}" ${overlap.startDate} ~ ${end}.`, [
      { path: 'roomTitle', message: room.roomTitle },
      { path: 'startDate', message: overlap.startDate },
      { path: 'endDate', message: end },
    ]);
  }
  return { roomIdx: room.roomIdx, startDate: input.startDate, endDate: input.endDate, price: input.price };
}

async function reload(ctx: RequestContext, me: AuthInfo, priceIdx: number): Promise<Price> {
  const found = await repo.findPrice(ctx.db, me.companyIdx, priceIdx);
  if (!found) throw notFound();
  return toPriceDto(found);
}

export async function viewPrice(input: CommandParsedInput<'price.VIEW'>, ctx: RequestContext): Promise<CommandData<'price.VIEW'>> {
  const me = requireAuth(ctx);
  assertMayView(me);
  return { result: await reload(ctx, me, input.priceIdx) };
}

export async function listPrices(input: CommandParsedInput<'price.LIST'>, ctx: RequestContext): Promise<CommandData<'price.LIST'>> {
  const me = requireAuth(ctx);
  assertMayView(me);
  await assertUserOfCompany(ctx, me, input.userIdx);
  return { resultList: (await repo.listPrices(ctx.db, me.companyIdx, input.userIdx)).map(toPriceDto) };
}

export async function addPrice(input: CommandParsedInput<'price.ADD'>, ctx: RequestContext): Promise<CommandData<'price.ADD'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  await assertUserOfCompany(ctx, me, input.userIdx);
  const priceIdx = await ctx.db.transaction(async (tx) => {
    await repo.lockUserPrices(tx, input.userIdx);
    const fields = await checkedFields({ ...ctx, db: tx }, me, input);
    return repo.insertPrice(tx, { ...fields, companyIdx: me.companyIdx, userIdx: input.userIdx });
  });
  return { result: await reload(ctx, me, priceIdx) };
}

export async function modifyPrice(input: CommandParsedInput<'price.MOD'>, ctx: RequestContext): Promise<CommandData<'price.MOD'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const existing = await repo.findPrice(ctx.db, me.companyIdx, input.priceIdx);
  if (!existing || existing.price.userIdx !== input.userIdx) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await repo.lockUserPrices(tx, input.userIdx);
    const fields = await checkedFields({ ...ctx, db: tx }, me, input, input.priceIdx);
    await repo.updatePrice(tx, input.priceIdx, fields);
  });
  return { result: await reload(ctx, me, input.priceIdx) };
}

export async function removePrice(input: CommandParsedInput<'price.REMOVE'>, ctx: RequestContext): Promise<CommandData<'price.REMOVE'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const count = await repo.deletePrice(ctx.db, me.companyIdx, input.priceIdx);
  if (count === 0) throw notFound();
  return { result: { count } };
}
