import { type CommandData, type CommandParsedInput, ErrorCode, type Price } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import * as repo from './repository';

/*
 * Unit prices are settlement data: viewing needs manage access, changing a user administrator
 * (both declared on the commands); the user is always one of the caller's company.
 */

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

type PriceInput = CommandParsedInput<'price.ADD'>;

/** Checks the period and the room, refuses an overlap naming the other price's room and period. */
async function checkedFields(ctx: SignedInContext, input: PriceInput, exceptPriceIdx?: number) {
  if (input.endDate !== null && input.endDate < input.startDate) {
    throw fieldError('endDate', 'The end date must not be before the start date.');
  }
  const room = await repo.findRoomByCode(ctx.db, ctx.auth.companyIdx, input.roomCode);
  if (!room) throw fieldError('roomCode', 'No such class.');
  const overlap = await repo.findOverlap(ctx.db, {
    userIdx: input.userIdx,
    roomIdx: room.roomIdx,
    startDate: input.startDate,
    endDate: input.endDate,
    exceptPriceIdx,
  });
  if (overlap) {
    const end = overlap.endDate ?? '';
    throw new AppError(
      ErrorCode.DUPLICATE_PRICE_PERIOD,
      `The unit price period overlaps "${room.roomTitle}" ${overlap.startDate} ~ ${end}.`,
      [
        { path: 'roomTitle', message: room.roomTitle },
        { path: 'startDate', message: overlap.startDate },
        { path: 'endDate', message: end },
      ],
    );
  }
  return { roomIdx: room.roomIdx, startDate: input.startDate, endDate: input.endDate, price: input.price };
}

async function reload(ctx: SignedInContext, priceIdx: number): Promise<Price> {
  const found = await repo.findPrice(ctx.db, ctx.auth.companyIdx, priceIdx);
  if (!found) throw notFound();
  return toPriceDto(found);
}

export async function viewPrice(input: CommandParsedInput<'price.VIEW'>, ctx: SignedInContext): Promise<CommandData<'price.VIEW'>> {
  return { result: await reload(ctx, input.priceIdx) };
}

export async function listPrices(input: CommandParsedInput<'price.LIST'>, ctx: SignedInContext): Promise<CommandData<'price.LIST'>> {
  await requireAccess(ctx, 'user.ofCompany', input.userIdx);
  return { resultList: (await repo.listPrices(ctx.db, ctx.auth.companyIdx, input.userIdx)).map(toPriceDto) };
}

export async function addPrice(input: CommandParsedInput<'price.ADD'>, ctx: SignedInContext): Promise<CommandData<'price.ADD'>> {
  await requireAccess(ctx, 'user.ofCompany', input.userIdx);
  const priceIdx = await ctx.db.transaction(async (tx) => {
    await repo.lockUserPrices(tx, input.userIdx);
    const fields = await checkedFields({ ...ctx, db: tx }, input);
    return repo.insertPrice(tx, { ...fields, companyIdx: ctx.auth.companyIdx, userIdx: input.userIdx });
  });
  return { result: await reload(ctx, priceIdx) };
}

export async function modifyPrice(input: CommandParsedInput<'price.MOD'>, ctx: SignedInContext): Promise<CommandData<'price.MOD'>> {
  const existing = await repo.findPrice(ctx.db, ctx.auth.companyIdx, input.priceIdx);
  if (!existing || existing.price.userIdx !== input.userIdx) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await repo.lockUserPrices(tx, input.userIdx);
    const fields = await checkedFields({ ...ctx, db: tx }, input, input.priceIdx);
    await repo.updatePrice(tx, input.priceIdx, fields);
  });
  return { result: await reload(ctx, input.priceIdx) };
}

export async function removePrice(input: CommandParsedInput<'price.REMOVE'>, ctx: SignedInContext): Promise<CommandData<'price.REMOVE'>> {
  const count = await repo.deletePrice(ctx.db, ctx.auth.companyIdx, input.priceIdx);
  if (count === 0) throw notFound();
  return { result: { count } };
}
