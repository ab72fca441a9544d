import { platform } from '../platform';
import { createApiClient, type SessionPort } from './client';
import { installE2EHook } from './e2eHook';
import { navigateTo } from './navigation';
import { applyReset, applyToken, clearSession, sessionSnapshot, useSession } from './session';
import { expiredSessionTarget } from './sessionTarget';

export { ApiError, ClientErrorCode, isApiError } from './errors';

/** Session expiry from the API client: clear tokens and go where foundation.md 4 says. */
export function expireSession(): void {
  const target = expiredSessionTarget(useSession.getState());
  clearSession({ keepRememberToken: true });
  navigateTo(target);
}

/** The zustand session behind the API client. */
export const sessionPort: SessionPort = {
  token: () => useSession.getState().token,
  onRefreshed: applyToken,
  onReset: applyReset,
  onExpired: expireSession,
};

/** The one API client of the renderer: `api.send('<resource>.<command>', input)`. */
export const api = createApiClient({ baseUrl: () => platform.apiBaseUrl(), session: sessionPort });

installE2EHook({ send: api.send, session: sessionSnapshot });
