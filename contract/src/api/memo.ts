import { z } from 'zod';
import { ErrorCode } from '../errors';
import { Permission } from '../permissions';
import { defineCommand } from './define';
import { idSchema } from './params';

/** /boda/memo (manage-area 3, 7): operator notes about a user. */

export const memoItemSchema = z.object({
  memoIdx: z.number().int(),
  userIdx: z.number().int(),
  regUserIdx: z.number().int().nullable(),
  regUserName: z.string(),
  content: z.string(),
  regDatetime: z.string(),
});
export type Memo = z.infer<typeof memoItemSchema>;

export const memoCommands = {
  /** Newest first. */
  'memo.LIST': defineCommand({
    method: 'GET',
    path: '/boda/memo',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'memo', kind: 'read' },
    access: { area: 'any', permissions: [Permission.MANAGE_ACCESS], denied: ErrorCode.NO_USER_PERMISSION },
    input: z.object({ userIdx: idSchema }),
    output: z.object({ resultList: z.array(memoItemSchema) }),
  }),
  /** The author is the caller (regUserIdx in the payload is ignored); content max 200. */
  'memo.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/memo',
    command: 'SAVE',
    encoding: 'form',
    resource: { name: 'memo', kind: 'change' },
    access: { area: 'any', permissions: [Permission.MANAGE_ACCESS], denied: ErrorCode.NO_USER_PERMISSION },
    input: z.object({ userIdx: idSchema, regUserIdx: idSchema.optional(), content: z.string() }),
    output: z.object({ result: memoItemSchema }),
  }),
} as const;
