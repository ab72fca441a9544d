import { readCookie, writeCookie } from './cookies';

/**
 * A cookie that tells the server this browser holds a session for a company (its id, nothing more:
 * the tokens stay in the token store). The server then leaves that company's login page to the
 * browser (ssr/serverEntry.tsx loginPageCompany), which sends the visitor on to the service instead
 * of showing a login form that the app would replace a moment later.
 */
export const SESSION_HINT_COOKIE = 'boda_session';

/** Keeps the hint: set while a session is live, kept while only the auto-login token is, else removed. */
export function writeSessionHint(session: { companyId: string | null; live: boolean; autoLogin: boolean }): void {
  // Kept as long as the stored session may last (auto-login): it is removed when the session ends.
  if (session.live && session.companyId) writeCookie(SESSION_HINT_COOKIE, session.companyId);
  else if (!session.autoLogin) writeCookie(SESSION_HINT_COOKIE, null);
}

/** The company a request's cookie header says this browser holds a session for, or null. */
export function sessionHintCompany(cookieHeader: string | undefined): string | null {
  return readCookie(cookieHeader, SESSION_HINT_COOKIE);
}
