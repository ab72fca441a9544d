import { i18n } from '../i18n';
import { platform } from '../platform';
import { createApiClient, type SessionPort } from './client';
import { installE2EHook } from './e2eHook';
import { navigateTo } from './navigation';
import { applyReset, applyToken, clearSession, sessionSnapshot, useSession } from './session';
import { expiredSessionTarget } from './sessionTarget';

export { ApiError, ClientErrorCode, isApiError } from './errors';

/**
 * Ends the session and goes to `target`. Guards stand still until the app has arrived there
 * (`leavingTo`, reset by the router's SessionExitWatcher), so the intended target wins over their
 * own redirects.
 */
export async function endSession(target: string, options: { keepRememberToken?: boolean } = {}): Promise<void> {
  useSession.setState({ leavingTo: target });
  clearSession(options);
  await navigateTo(target);
}

/** Session expiry from the API client: clear tokens and go where foundation.md 4 says. */
export function expireSession(): void {
  void endSession(expiredSessionTarget(useSession.getState()), { keepRememberToken: true });
}

/** The zustand session behind the API client. */
export const sessionPort: SessionPort = {
  token: () => useSession.getState().token,
  onRefreshed: applyToken,
  onReset: applyReset,
  onExpired: expireSession,
};

/** The one API client of the renderer: `api.send('<resource>.<command>', input)`. */
export const api = createApiClient({
  baseUrl: () => platform.apiBaseUrl(),
  language: () => i18n.language,
  session: sessionPort,
  deviceTickets: platform.deviceTickets,
});

installE2EHook({ send: api.send, session: sessionSnapshot, launcher: platform.launcher });
