import { z } from 'zod';
import { Permission } from '../permissions';
import { USER_ADMIN_ACCESS } from './access';
import { defineCommand, flexInt } from './define';
import { idSchema } from './params';

/** /boda/group (manage-area 7): the user group (department) tree of the caller's company. */

export const groupSchema = z.object({
  groupIdx: z.number().int(),
  /** 0: directly under the company root. */
  upGroupIdx: z.number().int(),
  groupName: z.string(),
  sortOrder: z.number().int(),
  /** Users directly in this group (not in its subgroups). */
  userCount: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;

const groupIdxInput = z.object({ groupIdx: idSchema });
const countResult = z.object({ result: z.object({ count: z.number().int() }) });

export const groupCommands = {
  /** Every group of the company, flat; the client builds the tree from upGroupIdx. */
  'group.LIST': defineCommand({
    method: 'GET',
    path: '/boda/group',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'group', kind: 'read' },
    access: { area: 'any', permissions: [Permission.MANAGE_ACCESS] },
    input: z.object({ searchType: flexInt.optional() }),
    output: z.object({ resultList: z.array(groupSchema) }),
  }),
  /** Create (no groupIdx) or rename (groupIdx); upGroupIdx is only read on create. */
  'group.SAVE': defineCommand({
    method: 'POST',
    path: '/boda/group',
    command: 'SAVE',
    encoding: 'form',
    resource: { name: 'group', kind: 'change' },
    access: USER_ADMIN_ACCESS,
    input: z.object({
      groupIdx: flexInt.optional(),
      upGroupIdx: flexInt.pipe(z.number().int().min(0)).default(0),
      groupName: z.string(),
    }),
    output: z.object({ result: groupSchema }),
  }),
  /** Deletes the group and its subgroups; their users move to the company root. */
  'group.DEL': defineCommand({
    method: 'POST',
    path: '/boda/group',
    command: 'DEL',
    encoding: 'form',
    resource: { name: 'group', kind: 'change', alsoChanges: ['user'] },
    access: USER_ADMIN_ACCESS,
    input: groupIdxInput,
    output: countResult,
  }),
  /** Deletes every group of the company; users stay, at the root. */
  'group.DEL_ALL': defineCommand({
    method: 'POST',
    path: '/boda/group',
    command: 'DEL_ALL',
    encoding: 'form',
    resource: { name: 'group', kind: 'change', alsoChanges: ['user'] },
    access: USER_ADMIN_ACCESS,
    input: z.object({}),
    output: countResult,
  }),
  /** Deletes the accounts of the users directly in the group (those the caller may change). */
  'group.DEL_USER': defineCommand({
    method: 'POST',
    path: '/boda/group',
    command: 'DEL_USER',
    encoding: 'form',
    resource: { name: 'group', kind: 'change', alsoChanges: ['user', 'roomUser', 'room'] },
    access: USER_ADMIN_ACCESS,
    input: groupIdxInput,
    output: countResult,
  }),
} as const;
