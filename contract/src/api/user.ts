import { z } from 'zod';
import { userSchema } from './entities';
import { defineCommand, flexInt } from './define';

export const userCommands = {
  'user.GET_ME': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'GET_ME',
    encoding: 'query',
    auth: 'required',
    input: z.object({}),
    output: z.object({ result: userSchema }),
  }),
  'user.GET': defineCommand({
    method: 'GET',
    path: '/boda/user',
    command: 'GET',
    encoding: 'query',
    auth: 'required',
    input: z.object({ userIdx: flexInt }),
    output: z.object({ result: userSchema }),
  }),
} as const;
