import type { CommandInput, LoginResult } from '@boda/contract';
import { api, endSession } from './index';
import { queryClient } from './queryClient';
import { applyLogin, forgetRememberToken, hydrateSession, useSession } from './session';
import { logoutTarget } from './sessionTarget';

export async function loginWithCredentials(input: CommandInput<'login.loginBoda'>): Promise<LoginResult> {
  const { result } = await api.send('login.loginBoda', input);
  queryClient.clear();
  applyLogin(result);
  return result;
}

/** Auto login: with no access token but a remember token, try it once; a refused token is removed. */
export async function loginWithRememberToken(): Promise<boolean> {
  const { token, rememberToken } = useSession.getState();
  if (token || !rememberToken) return false;
  try {
    const { result } = await api.send('login.loginRemember', { rememberToken });
    applyLogin(result);
    return true;
  } catch (error) {
    console.warn('[session] remember-token login failed', error);
    forgetRememberToken();
    return false;
  }
}

/** Reads the stored session, then tries the remember token. Runs once before the router renders. */
export async function startSession(): Promise<void> {
  await hydrateSession();
  await loginWithRememberToken();
}

/** Revokes the tokens on the server (best effort), clears everything and leaves per foundation.md 4. */
export async function logout(options: { target?: string } = {}): Promise<void> {
  const state = useSession.getState();
  const target = options.target ?? logoutTarget(state);
  if (state.token || state.rememberToken) {
    try {
      await api.send('login.logout', {
        refreshToken: state.token?.refresh_token,
        rememberToken: state.rememberToken ?? undefined,
      });
    } catch (error) {
      console.warn('[session] logout call failed', error);
    }
  }
  await endSession(target);
  // Only now: clearing while the signed-in layout is still mounted would refetch without a token.
  queryClient.clear();
}
