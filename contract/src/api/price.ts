import { z } from 'zod';
import { ErrorCode } from '../errors';
import { Permission } from '../permissions';
import { USER_ADMIN_ACCESS } from './access';
import { defineCommand, flexInt } from './define';
import { idSchema } from './params';
import { dateOnlySchema } from './params';

/**
 * /boda/price (manage-area 3, 4, 7): a user's class unit price per regular room and period. Periods
 * of one user in one room may not overlap (WB-400-309, whose details name the room and the period).
 */

export const PRICE_DIGITS_MAX = 9;

export const priceSchema = z.object({
  priceIdx: z.number().int(),
  userIdx: z.number().int(),
  roomCode: z.string(),
  /** YYYY-MM-DD */
  startDate: z.string(),
  /** YYYY-MM-DD; null: open-ended. */
  endDate: z.string().nullable(),
  price: z.number().int(),
  room: z.object({ roomCode: z.string(), roomTitle: z.string() }),
  regDatetime: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

const priceFields = {
  userIdx: idSchema,
  roomCode: z.string().trim().min(1).max(64),
  startDate: dateOnlySchema,
  /** '' or absent: open-ended. */
  endDate: z
    .union([dateOnlySchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  price: flexInt.pipe(
    z
      .number()
      .int()
      .positive()
      .max(10 ** PRICE_DIGITS_MAX - 1),
  ),
};

/** The conflicting price of a WB-400-309, in the error's details (path: value). */
export const PRICE_CONFLICT_DETAIL_PATHS = ['roomTitle', 'startDate', 'endDate'] as const;

export const priceCommands = {
  'price.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/price',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'price', kind: 'read' },
    access: { area: 'any', permissions: [Permission.MANAGE_ACCESS], denied: ErrorCode.NO_USER_PERMISSION },
    input: z.object({ priceIdx: idSchema }),
    output: z.object({ result: priceSchema }),
  }),
  /** Newest period first. */
  'price.LIST': defineCommand({
    method: 'GET',
    path: '/boda/price',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'price', kind: 'read' },
    access: { area: 'any', permissions: [Permission.MANAGE_ACCESS], denied: ErrorCode.NO_USER_PERMISSION },
    input: z.object({ userIdx: idSchema }),
    output: z.object({ resultList: z.array(priceSchema) }),
  }),
  'price.ADD': defineCommand({
    method: 'POST',
    path: '/boda/price',
    command: 'ADD',
    encoding: 'form',
    resource: { name: 'price', kind: 'change' },
    access: USER_ADMIN_ACCESS,
    input: z.object(priceFields),
    output: z.object({ result: priceSchema }),
  }),
  'price.MOD': defineCommand({
    method: 'POST',
    path: '/boda/price',
    command: 'MOD',
    encoding: 'form',
    resource: { name: 'price', kind: 'change' },
    access: USER_ADMIN_ACCESS,
    input: z.object({ priceIdx: idSchema, ...priceFields }),
    output: z.object({ result: priceSchema }),
  }),
  'price.REMOVE': defineCommand({
    method: 'POST',
    path: '/boda/price',
    command: 'REMOVE',
    encoding: 'form',
    resource: { name: 'price', kind: 'change' },
    access: USER_ADMIN_ACCESS,
    input: z.object({ priceIdx: idSchema }),
    output: z.object({ result: z.object({ count: z.number().int() }) }),
  }),
} as const;
