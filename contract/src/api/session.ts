import { z } from 'zod';
import { Limits } from '../enums';
import { bodaSettingSchema, companySchema, configSchema, tokenSchema, userSchema } from './entities';
import { defineCommand, flexBool } from './define';

export const loginResultSchema = z.object({
  token: tokenSchema,
  rememberToken: z.string().nullable(),
  user: userSchema,
  company: companySchema,
  cfg: configSchema,
  bodaSetting: bodaSettingSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const refreshInput = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});

export const sessionCommands = {
  'login.loginBoda': defineCommand({
    method: 'POST',
    path: '/open/login/loginBoda',
    encoding: 'form',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: z.object({
      companyId: z.string().trim().min(1),
      username: z.string().trim().min(1).max(Limits.USERNAME_MAX),
      password: z.string().trim().min(1).max(Limits.LOGIN_PASSWORD_MAX),
      autoLogin: flexBool.default(false),
    }),
    output: z.object({ result: loginResultSchema }),
  }),
  'login.loginRemember': defineCommand({
    method: 'POST',
    path: '/open/login/loginRemember',
    encoding: 'json',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: z.object({ rememberToken: z.string().min(1) }),
    output: z.object({ result: loginResultSchema }),
  }),
  'login.token': defineCommand({
    method: 'POST',
    path: '/open/login/token',
    encoding: 'form',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: refreshInput,
    output: z.object({ result: tokenSchema }),
  }),
  'login.resetToken': defineCommand({
    method: 'POST',
    path: '/open/login/resetToken',
    encoding: 'form',
    resource: { name: 'login', kind: 'change' },
    access: 'public',
    input: refreshInput,
    output: z.object({
      result: z.object({ token: tokenSchema, cfg: configSchema, bodaSetting: bodaSettingSchema }),
    }),
  }),
  'login.LOGIN_INFO': defineCommand({
    method: 'GET',
    path: '/open/login',
    command: 'LOGIN_INFO',
    encoding: 'query',
    resource: { name: 'login', kind: 'read' },
    access: 'optional',
    input: z.object({}),
    output: z.object({
      result: z.object({
        loggedIn: z.boolean(),
        user: userSchema.nullable(),
        company: companySchema.nullable(),
        cfg: configSchema.nullable(),
        bodaSetting: bodaSettingSchema.nullable(),
      }),
    }),
  }),
  'login.logout': defineCommand({
    method: 'POST',
    path: '/open/login/logout',
    encoding: 'json',
    resource: { name: 'login', kind: 'change' },
    access: 'optional',
    input: z.object({ refreshToken: z.string().optional(), rememberToken: z.string().optional() }),
    output: z.object({ result: z.object({ loggedOut: z.boolean() }) }),
  }),
} as const;
