import formbody from '@fastify/formbody';
import { ErrorCode, type LoginResult, SERVICE_TYPE_HEADER } from '@boda/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO } from '../seed/demo';
import { type Harness, startHarness } from '../test/harness';
import { otherCompany } from '../test/rooms';
import type { OpenContext, OptionalContext, SignedInContext } from './context';
import { type RawCommand, registerCommands } from './dispatch';
import { registerErrorHandler } from './error-handler';

/*
 * The dispatcher's wall: a command's declared access is checked before its handler runs. The
 * handlers here only record that they were called (and with what context).
 */

let h: Harness;
let app: FastifyInstance;
const called: Record<string, Array<OpenContext | OptionalContext | SignedInContext>> = {};
let operator: LoginResult;
let student: LoginResult;
let monitor: LoginResult;

function record<T>(name: string, answer: T) {
  return async (_input: unknown, ctx: OpenContext) => {
    (called[name] ??= []).push(ctx);
    return answer;
  };
}

async function call(
  url: string,
  command: string,
  as: LoginResult | null,
  options: { serviceType?: string | null; method?: 'GET' | 'POST'; params?: object } = {},
) {
  const headers: Record<string, string> = {};
  if (as) headers.authorization = `Bearer ${as.token.access_token}`;
  const serviceType = options.serviceType === undefined ? 'SERVICE' : options.serviceType;
  if (serviceType) headers[SERVICE_TYPE_HEADER] = serviceType;
  const params = { command, ...options.params };
  const reply =
    (options.method ?? 'GET') === 'GET'
      ? await app.inject({ method: 'GET', url, query: params as Record<string, string>, headers })
      : await app.inject({ method: 'POST', url, payload: params, headers });
  return { status: reply.statusCode, code: reply.json<{ errorCode: string | null }>().errorCode };
}

const emptyPage = { content: [], page: 1, size: 10, total: 0, first: true, last: true };

beforeAll(async () => {
  h = await startHarness();
  [operator, student, monitor] = await Promise.all([
    h.login(DEMO.users.operator),
    h.login(DEMO.users.student),
    h.login(DEMO.users.monitor),
  ]);
  app = Fastify();
  registerErrorHandler(app);
  await app.register(formbody);
  registerCommands(app, h.app.boda, {
    'user.MODIFY_MULTI_UNLOCK': record('user.MODIFY_MULTI_UNLOCK', { result: { count: 0 } }),
    'group.LIST': record('group.LIST', { resultList: [] }),
    'monitor.LIST': record('monitor.LIST', { resultPage: emptyPage }),
    'message.EXIST_NEW': record('message.EXIST_NEW', { result: { exists: false, count: 0 } }),
    'company.LIST_NORMAL': record('company.LIST_NORMAL', { resultList: [] }),
    'login.LOGIN_INFO': record('login.LOGIN_INFO', {
      result: { loggedIn: false, user: null, company: null, cfg: null, bodaSetting: null },
    }),
  });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

function calls(name: string) {
  const list = called[name] ?? [];
  called[name] = [];
  return list;
}

describe('the dispatcher checks the declared access before the handler', () => {
  it('refuses a student calling a user-administration command, in either area, without running the handler', async () => {
    const unlock = (as: LoginResult | null, serviceType?: string | null) =>
      call('/boda/user', 'MODIFY_MULTI_UNLOCK', as, { method: 'POST', serviceType, params: { userIdxList: [1] } });
    expect(await unlock(student, 'MANAGE')).toEqual({ status: 403, code: ErrorCode.WRONG_SERVICE_TYPE });
    expect(await unlock(student)).toEqual({ status: 403, code: ErrorCode.NO_USER_PERMISSION });
    // The monitor type has manage access but is not an administrative role.
    expect(await unlock(monitor, 'MANAGE')).toEqual({ status: 403, code: ErrorCode.NO_USER_PERMISSION });
    expect(await unlock(null)).toEqual({ status: 401, code: ErrorCode.UNAUTHORIZED });
    expect(await unlock(operator, null)).toMatchObject({ status: 400, code: ErrorCode.BAD_PARAMETER });
    expect(calls('user.MODIFY_MULTI_UNLOCK')).toHaveLength(0);
    expect(await unlock(operator, 'MANAGE')).toEqual({ status: 200, code: null });
    expect(calls('user.MODIFY_MULTI_UNLOCK')).toHaveLength(1);
  });

  it('refuses a missing permission bit with WB-403-001', async () => {
    expect(await call('/boda/group', 'LIST', student)).toEqual({ status: 403, code: ErrorCode.FORBIDDEN });
    expect(calls('group.LIST')).toHaveLength(0);
    expect(await call('/boda/group', 'LIST', monitor)).toEqual({ status: 200, code: null });
    expect(calls('group.LIST')).toHaveLength(1);
  });

  it('keeps manage-area commands to the MANAGE service type and the company function', async () => {
    expect(await call('/boda/monitor', 'LIST', operator)).toEqual({ status: 403, code: ErrorCode.WRONG_SERVICE_TYPE });
    const noMonitor = await otherCompany(h, 'access-no-monitor', { funcUse: [false, false, true, true, true, true] });
    expect(await call('/boda/monitor', 'LIST', noMonitor.operator, { serviceType: 'MANAGE' })).toEqual({
      status: 403,
      code: ErrorCode.FORBIDDEN,
    });
    expect(calls('monitor.LIST')).toHaveLength(0);
    expect(await call('/boda/monitor', 'LIST', operator, { serviceType: 'MANAGE' })).toEqual({ status: 200, code: null });
    expect(calls('monitor.LIST')).toHaveLength(1);
  });

  it('hands signed-in handlers the caller with company and configuration resolved once', async () => {
    expect(await call('/boda/message/recv', 'EXIST_NEW', student)).toEqual({ status: 200, code: null });
    const [ctx] = calls('message.EXIST_NEW') as SignedInContext[];
    expect(ctx?.auth.userIdx).toBe(student.user.userIdx);
    expect(ctx?.company.companyIdx).toBe(ctx?.auth.companyIdx);
    expect(ctx?.user.userIdx).toBe(student.user.userIdx);
    expect(ctx?.config.passwordPolicy).toBeDefined();
    expect(ctx?.serviceType).toBe('SERVICE');
  });

  it('gives public handlers no caller, even when a token is sent, and optional ones the caller when there is one', async () => {
    expect(await call('/open/company', 'LIST_NORMAL', operator)).toEqual({ status: 200, code: null });
    const [open] = calls('company.LIST_NORMAL');
    expect(open && 'auth' in open).toBe(false);
    await call('/open/login', 'LOGIN_INFO', operator, { serviceType: null });
    await call('/open/login', 'LOGIN_INFO', null, { serviceType: null });
    const [signedIn, anonymous] = calls('login.LOGIN_INFO') as OptionalContext[];
    expect(signedIn?.auth?.userIdx).toBe(operator.user.userIdx);
    expect(anonymous?.auth).toBeNull();
  });
});

describe('registration', () => {
  it('refuses a command without an access declaration', () => {
    const other = Fastify();
    const raw = {
      method: 'GET',
      path: '/boda/undeclared',
      command: 'X',
      input: z.object({}),
      handle: async () => undefined,
    } as unknown as RawCommand;
    expect(() => registerCommands(other, h.app.boda, {}, { raw: [raw] })).toThrow(/declares no access/);
  });
});
