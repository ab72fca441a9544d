import { ErrorCode, type Token } from '@boda/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRawConfig } from '../../config/defaults';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { createCompanyWithOperator } from '../company/provision';
import { findCompanyById } from '../company/repository';
import { updateCompanyConfiguration } from '../company';
import { updateUserState } from '../user/repository';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ accessTokenTtlSeconds: 60 });
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  h.clock.reset();
});

const refresh = (refreshToken: string) => h.send('login.token', { grant_type: 'refresh_token', refresh_token: refreshToken });
const me = (accessToken: string) => h.send('user.GET_ME', {}, { token: accessToken });

function tokenOf(reply: Awaited<ReturnType<typeof refresh>>): Token {
  expect(reply.status).toBe(200);
  const token = reply.body.data?.result;
  if (!token) throw new Error(reply.raw);
  return token;
}

describe('refresh tokens', () => {
  it('rotate on every use: the new pair works, the old refresh token is refused', async () => {
    const { token } = await h.login(DEMO.users.teacher);
    const next = tokenOf(await refresh(token.refresh_token));
    expect(next.refresh_token).not.toBe(token.refresh_token);
    expect(next.companyId).toBe('demo');
    expect((await me(next.access_token)).body.data?.result.userId).toBe('teacher1');

    const replay = await refresh(token.refresh_token);
    expect([replay.status, replay.body.errorCode]).toEqual([401, ErrorCode.INVALID_REFRESH_TOKEN]);
  });

  it('revoke the whole family when a used token comes back, so the newest fails too', async () => {
    const { token } = await h.login(DEMO.users.teacher);
    const second = tokenOf(await refresh(token.refresh_token));
    const third = tokenOf(await refresh(second.refresh_token));
    expect((await refresh(token.refresh_token)).status).toBe(401);
    const newest = await refresh(third.refresh_token);
    expect([newest.status, newest.body.errorCode]).toEqual([401, ErrorCode.INVALID_REFRESH_TOKEN]);
    // Other sessions of the same user are separate families and keep working.
    const other = await h.login(DEMO.users.teacher);
    expect((await refresh(other.token.refresh_token)).status).toBe(200);
  });

  it('refuse unknown tokens, a wrong grant type and expired ones', async () => {
    expect((await refresh('not-a-token')).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    const { token } = await h.login(DEMO.users.teacher2);
    const badGrant = await h.send('login.token', { grant_type: 'password' as 'refresh_token', refresh_token: token.refresh_token });
    expect([badGrant.status, badGrant.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    h.clock.advance(15 * 24 * 3600 * 1000);
    expect((await refresh(token.refresh_token)).status).toBe(401);
  });

  it('end with logout: the refresh family and the remember token are revoked', async () => {
    const login = await h.login(DEMO.users.student, { autoLogin: true });
    const rotated = tokenOf(await refresh(login.token.refresh_token));
    const out = await h.send('login.logout', { refreshToken: rotated.refresh_token, rememberToken: login.rememberToken ?? '' });
    expect(out.body).toMatchObject({ success: true, data: { result: { loggedOut: true } } });
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    const remember = await h.send('login.loginRemember', { rememberToken: login.rememberToken ?? '' });
    expect([remember.status, remember.body.errorCode]).toEqual([401, ErrorCode.INVALID_REFRESH_TOKEN]);
  });
});

describe('remember-token login', () => {
  it('signs in, rotates the remember token and refuses the used one', async () => {
    const first = await h.login(DEMO.users.student, { autoLogin: true });
    const again = await h.send('login.loginRemember', { rememberToken: first.rememberToken ?? '' });
    expect(again.status).toBe(200);
    const result = again.body.data?.result;
    expect(result?.user.userId).toBe(DEMO.users.student);
    expect(result?.rememberToken).toBeTruthy();
    expect(result?.rememberToken).not.toBe(first.rememberToken);
    expect((await me(result?.token.access_token ?? '')).status).toBe(200);

    expect((await h.send('login.loginRemember', { rememberToken: first.rememberToken ?? '' })).status).toBe(401);
    expect((await h.send('login.loginRemember', { rememberToken: 'unknown' })).body.errorCode).toBe(ErrorCode.INVALID_REFRESH_TOKEN);
    expect((await h.send('login.loginRemember', { rememberToken: result?.rememberToken ?? '' })).status).toBe(200);
  });

  it('expires after 30 days', async () => {
    const first = await h.login(DEMO.users.student, { autoLogin: true });
    h.clock.advance(31 * 24 * 3600 * 1000);
    expect((await h.send('login.loginRemember', { rememberToken: first.rememberToken ?? '' })).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('401 WB-401-001 without a token, WB-401-002 for a forged or expired one', async () => {
    const missing = await h.send('user.GET_ME', {}, { serviceType: 'SERVICE' });
    expect([missing.status, missing.body.errorCode]).toEqual([401, ErrorCode.UNAUTHORIZED]);
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect([forged.status, forged.body.errorCode]).toEqual([401, ErrorCode.TOKEN_EXPIRED]);

    const { token } = await h.login(DEMO.users.teacher);
    expect((await me(token.access_token)).status).toBe(200);
    h.clock.advance(61_000);
    const expired = await me(token.access_token);
    expect([expired.status, expired.body.errorCode]).toEqual([401, ErrorCode.TOKEN_EXPIRED]);
    // The client's answer to a 401: one refresh, then the retried call succeeds.
    const fresh = tokenOf(await refresh(token.refresh_token));
    expect((await me(fresh.access_token)).status).toBe(200);
  });

  it('LOGIN_INFO reports the session with a valid token and anonymous without one', async () => {
    const anonymous = await h.send('login.LOGIN_INFO', {});
    expect(anonymous.body.data?.result).toMatchObject({ loggedIn: false, user: null, company: null });
    const { token } = await h.login(DEMO.users.monitor);
    const info = await h.send('login.LOGIN_INFO', {}, { token: token.access_token });
    expect(info.body.data?.result).toMatchObject({ loggedIn: true, user: { userId: 'monitor' }, company: { companyId: 'demo' } });
    expect(info.body.data?.result.cfg?.WEB_CLIENT_SETTING).toBe('3');
  });
});

describe('402 after a configuration change', () => {
  it('answers WB-402-001 until resetToken hands out a token with the new version', async () => {
    const { company } = await createCompanyWithOperator(h.db, {
      companyId: 'config-academy',
      companyName: 'Config Academy',
      config: defaultRawConfig(),
      operator: { userId: 'boss', password: DEMO.password },
    });
    const { token } = await h.login('boss', { companyId: 'config-academy' });
    expect((await me(token.access_token)).status).toBe(200);

    await updateCompanyConfiguration(h.db, company.companyIdx, { ...defaultRawConfig(), WEB_FRONT_HELP_SITE: 'https://help.example' });
    const stale = await me(token.access_token);
    expect([stale.status, stale.body.errorCode]).toEqual([402, ErrorCode.CONFIG_CHANGED]);

    const reset = await h.send('login.resetToken', { grant_type: 'refresh_token', refresh_token: token.refresh_token });
    expect(reset.status).toBe(200);
    const result = reset.body.data?.result;
    expect(result?.cfg.WEB_FRONT_HELP_SITE).toBe('https://help.example');
    expect(result?.bodaSetting.configVersion).toBe(2);
    expect((await me(result?.token.access_token ?? '')).status).toBe(200);
    // resetToken rotated the refresh token as well.
    expect((await refresh(token.refresh_token)).status).toBe(401);
  });

  it('a plain refresh keeps the old version, so an expired-token client still learns of the change', async () => {
    const { token } = await h.login('boss', { companyId: 'config-academy' });
    const company = await findCompanyById(h.db, 'config-academy');
    await updateCompanyConfiguration(h.db, company?.companyIdx ?? 0, { ...defaultRawConfig(), WEB_FUNC_USE: '1,1,1,1,1,1' });
    const refreshed = tokenOf(await refresh(token.refresh_token));
    expect((await me(refreshed.access_token)).status).toBe(402);
    const reset = await h.send('login.resetToken', { grant_type: 'refresh_token', refresh_token: refreshed.refresh_token });
    expect(reset.body.data?.result.cfg.WEB_FUNC_USE).toBe('1,1,1,1,1,1');
    expect((await me(reset.body.data?.result.token.access_token ?? '')).status).toBe(200);
  });
});

describe('accounts changed during a session', () => {
  it('a locked account loses its access and refresh tokens', async () => {
    const user = await h.addUser({ companyIdx: h.demoCompanyIdx, userId: 'soon-locked' });
    const { token } = await h.login('soon-locked');
    await updateUserState(h.db, user.userIdx, { locked: true });
    expect((await me(token.access_token)).status).toBe(401);
    expect((await refresh(token.refresh_token)).status).toBe(401);
  });
});
