import { describe, expect, it, vi } from 'vitest';
import { api, sessionPort } from './index';
import { createApiClient } from './client';
import { setNavigator } from './navigation';
import { applyLogin, clearSession, hydrateSession, useSession } from './session';
import { logout, startSession } from './sessionActions';
import { envelopeFail, fakeFetch } from './testing/fakeServer';
import { bodaSetting, demoCfg, demoCompany, makeToken, makeUser, signIn } from '../test/fixtures';
import { ApiError } from './errors';

function failingRefreshClient() {
  const server = fakeFetch((call) =>
    call.path === '/open/login/token' ? envelopeFail(401, 'WB-401-003') : envelopeFail(401, 'WB-401-002'),
  );
  return createApiClient({ session: sessionPort, fetch: server.fetch, baseUrl: () => 'http://test' });
}

describe('session rules', () => {
  it.each([
    [4, '/'],
    [5, '/'],
    [11, '/demo'],
    [12, '/demo'],
  ])('a failed refresh clears the tokens and sends user type %i to %s', async (userTypeCd, target) => {
    const navigate = vi.fn();
    setNavigator(navigate);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn({ user: { userTypeCd } });
    await expect(failingRefreshClient().send('user.GET_ME', {})).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(window.localStorage.getItem('BODA_TOKEN')).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('logout revokes, clears everything and goes to / for partner accounts (owner 4, 5), else the company', async () => {
    const send = vi.spyOn(api, 'send').mockResolvedValue({ result: { loggedOut: true } });
    const navigate = vi.fn();
    setNavigator(navigate);
    signIn({ user: { accountOwnerTypeCd: 4 } });
    useSession.setState({ rememberToken: 'remember-1' });
    await logout();
    expect(send).toHaveBeenCalledWith('login.logout', { refreshToken: 'access-1-refresh', rememberToken: 'remember-1' });
    expect(navigate).toHaveBeenLastCalledWith('/');
    expect(useSession.getState()).toMatchObject({ token: null, rememberToken: null, user: null });
    signIn({ user: { accountOwnerTypeCd: 1 } });
    await logout();
    expect(navigate).toHaveBeenLastCalledWith('/demo');
  });

  it('tries the remember token on load when there is no token, and removes it when refused', async () => {
    window.localStorage.setItem('BODA_REMEMBER_TOKEN', 'stale');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi.spyOn(api, 'send').mockRejectedValue(new ApiError('WB-401-003', 401));
    await startSession();
    expect(send).toHaveBeenCalledWith('login.loginRemember', { rememberToken: 'stale' });
    expect(useSession.getState().rememberToken).toBeNull();
    expect(window.localStorage.getItem('BODA_REMEMBER_TOKEN')).toBeNull();
  });

  it('signs in with a valid remember token on load', async () => {
    window.localStorage.setItem('BODA_REMEMBER_TOKEN', 'good');
    vi.spyOn(api, 'send').mockResolvedValue({
      result: { token: makeToken(), rememberToken: 'good-2', user: makeUser(), company: demoCompany, cfg: demoCfg, bodaSetting },
    });
    await startSession();
    expect(useSession.getState()).toMatchObject({
      rememberToken: 'good-2',
      token: { access_token: 'access-1' },
      user: { userId: 'teacher1' },
    });
    expect(useSession.getState().config?.funcUse[0]).toBe(true);
  });

  it('restores the stored session without calling the server', async () => {
    const send = vi.spyOn(api, 'send');
    window.localStorage.setItem('BODA_TOKEN', JSON.stringify(makeToken()));
    window.localStorage.setItem('BODA_USER', JSON.stringify(makeUser()));
    window.localStorage.setItem('BODA_COMPANY', JSON.stringify(demoCompany));
    window.localStorage.setItem('BODA_CONFIG', JSON.stringify({ ...demoCfg, SYSTEM_EMERGENCY_MODE: '1' }));
    await hydrateSession();
    await startSession();
    expect(send).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: { access_token: 'access-1' }, company: { companyId: 'demo' } });
    expect(useSession.getState().config?.emergencyMode).toBe(true);
  });
});

describe('the session hint for the server (ssr/sessionHint.ts)', () => {
  const result = { token: makeToken(), rememberToken: 'remember-1', user: makeUser(), company: demoCompany, cfg: demoCfg, bodaSetting };

  it('names the company while signed in, stays while only auto-login remains, and goes on sign-out', () => {
    applyLogin(result);
    expect(document.cookie).toContain('boda_session=demo');
    clearSession({ keepRememberToken: true });
    expect(document.cookie).toContain('boda_session=demo');
    applyLogin(result);
    clearSession();
    expect(document.cookie).not.toContain('boda_session');
  });

  it('is written again from the stored session when the app starts (a browser restart, a session from before the hint)', async () => {
    applyLogin(result);
    document.cookie = 'boda_session=; path=/; max-age=0';
    await hydrateSession();
    expect(document.cookie).toContain('boda_session=demo');
    clearSession();
  });
});
