import { ErrorCode, type LoginResult, UserStatus } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';

/*
 * Ending a session ends it everywhere it lives: its access token (at once, not 15 minutes later),
 * its refresh-token family and its remember token. Outside security test findings F3 and F10.
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const NEW_PASSWORD = 'Fresh!2468x';

const me = (login: LoginResult) => h.send('user.GET_ME', {}, { token: login.token.access_token });
const refresh = (login: LoginResult) => h.send('login.token', { grant_type: 'refresh_token', refresh_token: login.token.refresh_token });
const remember = (login: LoginResult) => h.send('login.loginRemember', { rememberToken: login.rememberToken ?? '' });

async function device(userId: string, password = DEMO.password): Promise<LoginResult> {
  return h.login(userId, { password, autoLogin: true });
}

async function newStudent(userId: string) {
  return h.addUser({ userId, companyIdx: h.demoCompanyIdx, userTypeCd: 11, password: DEMO.password });
}

function expectSignedOut(reply: { status: number; body: { errorCode: string | null } }) {
  expect([reply.status, reply.body.errorCode]).toEqual([401, expect.stringMatching(/^WB-401-/)]);
}

describe('logout', () => {
  it('ends that device’s access token at once and leaves the other devices signed in', async () => {
    await newStudent('sess_logout');
    const laptop = await device('sess_logout');
    const tablet = await device('sess_logout');
    const out = await h.send('login.logout', { refreshToken: laptop.token.refresh_token }, { token: laptop.token.access_token });
    expect(out.status).toBe(200);

    expect((await me(laptop)).body.errorCode).toBe(ErrorCode.TOKEN_EXPIRED);
    expect((await refresh(laptop)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    expect((await remember(laptop)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    expect((await me(tablet)).status).toBe(200);
    expect((await refresh(tablet)).status).toBe(200);
  });

  it('with only the bearer token still ends that session', async () => {
    await newStudent('sess_bearer');
    const laptop = await device('sess_bearer');
    await h.send('login.logout', {}, { token: laptop.token.access_token });
    expectSignedOut(await me(laptop));
    expect((await refresh(laptop)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
  });
});

describe('refresh-token reuse', () => {
  it('ends the access tokens of that session too', async () => {
    await newStudent('sess_reuse');
    const laptop = await device('sess_reuse');
    const rotated = (await refresh(laptop)).body.data?.result;
    if (!rotated) throw new Error('refresh failed');
    expect((await refresh(laptop)).status).toBe(401); // the old refresh token came back: stolen
    expectSignedOut(await h.send('user.GET_ME', {}, { token: rotated.access_token }));
    expectSignedOut(await me(laptop));
  });
});

describe('changing one’s own password', () => {
  it('signs out every other device (access, refresh and remember tokens) and keeps the caller’s', async () => {
    const user = await newStudent('sess_pwd');
    const phone = await device('sess_pwd');
    const tablet = await device('sess_pwd');
    const laptop = await device('sess_pwd');

    const changed = await h.send(
      'user.MODIFY_PWD',
      { userIdx: user.userIdx, oldPassword: DEMO.password, newPassword: NEW_PASSWORD },
      { token: laptop.token.access_token },
    );
    expect(changed.status).toBe(200);

    for (const other of [phone, tablet]) {
      expectSignedOut(await me(other));
      expect((await refresh(other)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
      expect((await remember(other)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    }
    expect((await me(laptop)).status).toBe(200);
    expect((await remember(laptop)).status).toBe(200);
    expect((await refresh(laptop)).status).toBe(200);
  });
});

describe('an operator’s password reset and status changes', () => {
  it('a reset ends every session of that user', async () => {
    const user = await newStudent('sess_reset');
    const phone = await device('sess_reset');
    const operator = await h.login(DEMO.users.operator);
    const reset = await h.send(
      'user.MODIFY_PWD',
      { userIdx: user.userIdx, oldPassword: '', newPassword: NEW_PASSWORD },
      { token: operator.token.access_token, serviceType: 'MANAGE' },
    );
    expect(reset.status).toBe(200);
    expectSignedOut(await me(phone));
    expect((await refresh(phone)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    expect((await remember(phone)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    expect((await me(operator)).status).toBe(200);
  });

  it('a pause ends the sessions for good: reactivating does not bring the old tokens back', async () => {
    const user = await newStudent('sess_pause');
    const phone = await device('sess_pause');
    const operator = await h.login(DEMO.users.operator);
    const status = (userStatusCd: number) =>
      h.send(
        'user.MODIFY_STATUS_MULTI',
        { userIdxList: [user.userIdx], userStatusCd },
        { token: operator.token.access_token, serviceType: 'MANAGE' },
      );
    expect((await status(UserStatus.PAUSE)).status).toBe(200);
    expect((await status(UserStatus.USE)).status).toBe(200);
    expectSignedOut(await me(phone));
    expect((await refresh(phone)).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
  });
});
