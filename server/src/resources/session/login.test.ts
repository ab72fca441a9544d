import { ERROR_MESSAGES, ErrorCode, LoginProvider, UserStatus, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../config/defaults';
import { DEMO } from '../../seed/demo';
import { passwordChecks } from '../../auth/password';
import { type Harness, startHarness } from '../../test/harness';
import { createCompanyWithOperator } from '../company/provision';
import { findUserByLoginId } from '../user/repository';

let h: Harness;
let ipSeq = 0;
/** Each test signs in from its own address so the per-IP rate limit (default 10/min) stays out of the way. */
const nextIp = () => `10.1.0.${++ipSeq}`;

function attempt(username: string, password: string, ip: string, companyId: string = DEMO.companyId) {
  return h.send('login.loginBoda', { companyId, username, password }, { ip });
}

/** How long the account stays locked for unknown clients from now, in whole minutes (from the database: nobody is told). */
async function lockedForMinutes(userId: string): Promise<number> {
  const until = (await findUserByLoginId(h.db, h.demoCompanyIdx, userId))?.lockedUntil;
  if (!until) throw new Error(`${userId} is not locked`);
  return Math.round((until.getTime() - h.clock.now().getTime()) / 60_000);
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('POST /open/login/loginBoda', () => {
  it('returns tokens, user, company, configuration and settings', async () => {
    const reply = await h.send(
      'login.loginBoda',
      { companyId: DEMO.companyId, username: DEMO.users.operator, password: DEMO.password, autoLogin: true },
      { ip: nextIp() },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    const result = reply.body.data?.result;
    expect(result?.token.token_type).toBe('Bearer');
    expect(result?.token.access_token.split('.')).toHaveLength(3);
    expect(result?.token.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(result?.token.expires_in).toBe(900);
    expect(result?.rememberToken).toMatch(/^[\w-]{43}$/);
    expect(result?.user).toMatchObject({
      userId: 'operator',
      userName: 'Operator Kim',
      userTypeCd: UserType.OPERATOR,
      companyId: 'demo',
      locked: false,
    });
    expect(result?.company).toEqual({
      companyId: 'demo',
      companyCode: DEMO.companyCode,
      companyName: DEMO.companyName,
      edition: 'education',
      timeZone: 'Asia/Seoul',
    });
    expect(result?.cfg.WEB_FRONT_ACCOUNT_PWD_POLICY).toBe('high');
    expect(result?.cfg.WEB_FUNC_USE).toBe('1,0,1,1,1,1');
    expect(result?.bodaSetting.license).toEqual({ licenseTypeCd: 0, licenseCount: 100, licenseUsage: 0, expireDate: null });
    expect(result?.bodaSetting.configVersion).toBe(1);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('gives no remember token without autoLogin', async () => {
    const result = await h.login(DEMO.users.student);
    expect(result.rememberToken).toBeNull();
    expect(result.user.phone2).toBe('01050000001');
  });

  it('refuses an unknown company with WB-400-205', async () => {
    const reply = await attempt('operator', DEMO.password, nextIp(), 'no-such-company');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: ErrorCode.COMPANY_NOT_FOUND, data: null });
  });

  it('answers WB-400-601 for an unknown user and for a wrong password alike', async () => {
    const ip = nextIp();
    const unknown = await attempt('nobody', DEMO.password, ip);
    const wrong = await attempt(DEMO.users.teacher2, 'Wrong!2468', ip);
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, ErrorCode.INVALID_CREDENTIALS]);
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, ErrorCode.INVALID_CREDENTIALS]);
    expect(wrong.body.message).toBe('Invalid ID or password.');
  });

  it('answers WB-400-003 for blank or oversized credentials', async () => {
    const ip = nextIp();
    for (const [username, password] of [
      ['', DEMO.password],
      ['operator', '   '],
      ['x'.repeat(51), DEMO.password],
      ['operator', 'p'.repeat(31)],
    ]) {
      const reply = await attempt(username, password, ip);
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.WRONG_CREDENTIALS_ENTER]);
    }
  });

  it('answers WB-400-014 for accounts of another provider or without a password', async () => {
    const ip = nextIp();
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'google-user', accountOwnerTypeCd: LoginProvider.GOOGLE });
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'incomplete', userStatusCd: UserStatus.INCOMPLETED, password: null });
    for (const userId of ['google-user', 'incomplete']) {
      const reply = await attempt(userId, DEMO.password, ip);
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.WRONG_CREDENTIALS_REENTER]);
    }
  });

  it('locks the account for unknown clients for a minute on the 5th wrong password, even for the right one, telling them nothing more', async () => {
    const ip = nextIp();
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'lockme' });
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt('lockme', `Wrong!${i}357`, ip)).body.errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    }
    const fifth = await attempt('lockme', 'Wrong!5357', ip);
    expect([fifth.status, fifth.body.errorCode]).toEqual([400, ErrorCode.ACCOUNT_LOCKED]);
    expect(fifth.body.message).toBe(ERROR_MESSAGES[ErrorCode.ACCOUNT_LOCKED]);
    // No retryAt: a stranger is not told when to come back to keep it locked.
    expect(fifth.body.details ?? []).toEqual([]);
    expect(await lockedForMinutes('lockme')).toBe(1);
    const meanwhile = await attempt('lockme', DEMO.password, ip);
    expect([meanwhile.body.errorCode, meanwhile.body.details ?? []]).toEqual([ErrorCode.ACCOUNT_LOCKED, []]);
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'lockme'))?.locked).toBe(false);

    h.clock.advance(61_000);
    expect((await attempt('lockme', DEMO.password, ip)).status).toBe(200);
    h.clock.reset();
  });

  it('doubles the lockout with each further wrong password, up to an hour', async () => {
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'backoff' });
    for (let i = 1; i <= 4; i += 1) await attempt('backoff', 'Wrong!1357', nextIp());
    const lockouts: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const reply = await attempt('backoff', 'Wrong!1357', nextIp());
      expect(reply.body.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
      const minutes = await lockedForMinutes('backoff');
      lockouts.push(minutes);
      h.clock.advance(minutes * 60_000 + 1000);
    }
    expect(lockouts).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    h.clock.reset();
  });

  it('resets the failure counter on a successful login', async () => {
    const ip = nextIp();
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'resetme' });
    for (let i = 0; i < 4; i += 1) await attempt('resetme', 'Wrong!1357', ip);
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'resetme'))?.failedLoginCount).toBe(4);
    expect((await attempt('resetme', DEMO.password, ip)).status).toBe(200);
    expect((await findUserByLoginId(h.db, h.demoCompanyIdx, 'resetme'))?.failedLoginCount).toBe(0);
    // Four more failures are again only WB-400-601: the earlier four no longer count.
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('resetme', 'Wrong!1357', nextIp())).body.errorCode).toBe(ErrorCode.INVALID_CREDENTIALS);
    }
  });

  it('answers WB-400-007 for paused and unsubscribed accounts', async () => {
    const ip = nextIp();
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'paused', userStatusCd: UserStatus.PAUSE });
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'gone', userStatusCd: UserStatus.OUT });
    for (const userId of ['paused', 'gone']) {
      const reply = await attempt(userId, DEMO.password, ip);
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.ACCOUNT_UNAVAILABLE]);
    }
  });

  it('answers WB-400-006 when the company license has expired', async () => {
    await createCompanyWithOperator(h.db, {
      companyId: 'expired-academy',
      companyName: 'Expired Academy',
      config: defaultRawConfig(),
      licenseExpireDate: '2020-12-31',
      operator: { userId: 'boss', password: DEMO.password },
    });
    const reply = await attempt('boss', DEMO.password, nextIp(), 'expired-academy');
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.LICENSE_EXPIRED]);
  });

  it('rate limits more than 10 failures a minute per address and account with HTTP 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await attempt('nobody', 'Wrong!1357', ip)).status).toBe(400);
    const limited = await attempt('nobody', 'Wrong!1357', ip);
    expect([limited.status, limited.body.errorCode]).toEqual([429, ErrorCode.TOO_MANY_LOGIN_ATTEMPTS]);
    // Someone else behind the same address (a school's NAT) still signs in, as does anyone elsewhere.
    expect((await attempt(DEMO.users.operator, DEMO.password, ip)).status).toBe(200);
    expect((await attempt('nobody', 'Wrong!1357', nextIp())).status).toBe(400);
    // The window slides: a minute later the address may try that account again.
    h.clock.advance(61_000);
    expect((await attempt('nobody', 'Wrong!1357', ip)).status).toBe(400);
    h.clock.reset();
  });

  it('limits failures per address across accounts: 25 wrong logins with 25 different ids end in 429', async () => {
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) answers.push((await attempt(`fresh-id-${i}`, 'Wrong!1357', ip)).status);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(answers.slice(20)).toEqual(Array(5).fill(429));
    const limited = await attempt(DEMO.users.operator, DEMO.password, ip);
    expect([limited.status, limited.body.errorCode]).toEqual([429, ErrorCode.TOO_MANY_LOGIN_ATTEMPTS]);
    // Another address is not affected, and a minute later this one may try again.
    expect((await attempt(DEMO.users.operator, DEMO.password, nextIp())).status).toBe(200);
    h.clock.advance(61_000);
    expect((await attempt(DEMO.users.operator, DEMO.password, ip)).status).toBe(200);
    h.clock.reset();
  });

  it("answers 503 busy with a Retry-After at once, without queueing or counting a failure, while the company's password check queue is full", async () => {
    const release: (() => void)[] = [];
    const lane = String(h.demoCompanyIdx);
    const held = Array.from({ length: passwordChecks.slots + passwordChecks.queue }, () =>
      passwordChecks.run(() => new Promise<void>((resolve) => release.push(resolve)), lane),
    );
    try {
      const reply = await attempt(DEMO.users.operator, DEMO.password, nextIp());
      expect([reply.status, reply.body.errorCode]).toEqual([503, ErrorCode.UNAVAILABLE]);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      // Another company's sign-in still takes its turn: the full queue is the demo company's only, and
      // the next free slot goes to the other company before the demo company's queued checks.
      await createCompanyWithOperator(h.db, {
        companyId: 'queue-academy',
        companyName: 'Queue Academy',
        config: defaultRawConfig(),
        operator: { userId: 'queue-boss', password: DEMO.password },
      });
      const before = passwordChecks.busy;
      const other = attempt('queue-boss', DEMO.password, nextIp(), 'queue-academy');
      const entered = () => passwordChecks.busy.waiting > before.waiting || passwordChecks.busy.running > before.running;
      while (!entered()) await new Promise((r) => setTimeout(r, 5));
      release.shift()?.();
      expect((await other).status).toBe(200);
    } finally {
      while (passwordChecks.busy.running > 0 || release.length > 0) {
        release.shift()?.();
        await new Promise((r) => setImmediate(r));
      }
      await Promise.all(held);
    }
    expect((await attempt(DEMO.users.operator, DEMO.password, nextIp())).status).toBe(200);
  });

  it('lets the right password through from an address that used up its failures', async () => {
    const ip = nextIp();
    await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'typo-prone' });
    const operator = await h.login(DEMO.users.operator);
    const unlock = () =>
      h.send(
        'user.MODIFY_MULTI_UNLOCK',
        { userIdxList: [user?.userIdx ?? 0] },
        { token: operator.token.access_token, serviceType: 'MANAGE' },
      );
    const user = await findUserByLoginId(h.db, h.demoCompanyIdx, 'typo-prone');
    for (let i = 0; i < 10; i += 1) {
      await attempt('typo-prone', 'Wrong!1357', ip);
      if (i % 4 === 3) await unlock(); // keep the account itself out of the lockout
    }
    await unlock();
    expect((await attempt('typo-prone', 'Wrong!1357', ip)).status).toBe(429);
    expect((await attempt('typo-prone', DEMO.password, ip)).status).toBe(200);
  });
});
