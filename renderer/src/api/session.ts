import { create } from 'zustand';
import {
  setCalendarTimeZone,
  StorageKey,
  type BodaSetting,
  type Company,
  type LoginResult,
  type RawConfig,
  type Token,
  type User,
} from '@boda/contract';
import { readCompanyConfig, type CompanyConfig } from '@boda/contract/config';
import { platform } from '../platform';
import { writeSessionHint } from '../ssr/sessionHint';

/** The signed-in session: tokens plus what login returned. Server data beyond this lives in TanStack Query. */
export interface SessionState {
  /** False until the stored session has been read (the token store is asynchronous on desktop). */
  hydrated: boolean;
  token: Token | null;
  rememberToken: string | null;
  user: User | null;
  company: Company | null;
  cfg: RawConfig | null;
  config: CompanyConfig | null;
  bodaSetting: BodaSetting | null;
  /**
   * Set while the session ends and the app moves to `leavingTo`; guards then render nothing instead
   * of sending the user to their own fallback (which would race the intended target).
   */
  leavingTo: string | null;
}

const empty: Omit<SessionState, 'hydrated' | 'leavingTo'> = {
  token: null,
  rememberToken: null,
  user: null,
  company: null,
  cfg: null,
  config: null,
  bodaSetting: null,
};

export const useSession = create<SessionState>(() => ({ hydrated: false, leavingTo: null, ...empty }));

// Every day the app shows or filters by is a day of the signed-in company's calendar (its time zone).
useSession.subscribe((state, previous) => {
  if (state.company !== previous.company) setCalendarTimeZone(state.company?.timeZone);
});

export function sessionSnapshot(): SessionState {
  return useSession.getState();
}

/** Profile keys the session writes (persistProfile); a signed-out visitor has none of them. */
const PROFILE_KEYS = [StorageKey.USER, StorageKey.COMPANY, StorageKey.CONFIG, StorageKey.SETTING] as const;

function parseConfig(cfg: RawConfig | null): CompanyConfig | null {
  return cfg ? readCompanyConfig(cfg) : null;
}

function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) platform.storage.remove(key);
  else platform.storage.set(key, JSON.stringify(value));
}

/** The server's hint (ssr/sessionHint.ts) follows the session: its company while a session or auto-login lasts. */
function keepSessionHint(state: Pick<SessionState, 'token' | 'rememberToken' | 'company'>): void {
  writeSessionHint({
    companyId: state.company?.companyId ?? state.token?.companyId ?? null,
    live: state.token !== null,
    autoLogin: state.rememberToken !== null,
  });
}

function persistTokens(state: Pick<SessionState, 'token' | 'rememberToken'>): void {
  // userId names the desktop keychain entry ('<companyId>:<userId>'); callers set the user first.
  const current = useSession.getState();
  const userId = current.user?.userId ?? null;
  keepSessionHint({ ...state, company: current.company });
  platform.tokenStore.save({ token: state.token, rememberToken: state.rememberToken, userId }).catch((error: unknown) => {
    console.warn('[session] could not save tokens', error);
  });
}

function persistProfile(state: Pick<SessionState, 'user' | 'company' | 'cfg' | 'bodaSetting'>): void {
  writeJson(StorageKey.USER, state.user);
  writeJson(StorageKey.COMPANY, state.company);
  writeJson(StorageKey.CONFIG, state.cfg);
  writeJson(StorageKey.SETTING, state.bodaSetting);
  if (state.user) platform.storage.set(StorageKey.USER_TYPE, String(state.user.userTypeCd));
  else platform.storage.remove(StorageKey.USER_TYPE);
  const emergency = parseConfig(state.cfg)?.emergencyMode ?? false;
  if (emergency) platform.storage.set(StorageKey.EMERGENCY_MODE, '1');
  else platform.storage.remove(StorageKey.EMERGENCY_MODE);
}

/** Reads the stored session once at start-up. */
export async function hydrateSession(): Promise<void> {
  // The schema check (and zod) loads only when a profile is stored: not for a signed-out visitor. It is
  // asked for first, ahead of the first route's chunks (tests/bench/solverOpen.ts).
  const hasProfile = PROFILE_KEYS.some((key) => platform.storage.get(key) !== null);
  const checker = hasProfile ? import('./storedProfile') : null;
  let stored = null;
  try {
    stored = await platform.tokenStore.load();
  } catch (error) {
    console.warn('[session] could not read tokens', error);
  }
  const profile = checker ? (await checker).readStoredProfile() : null;
  useSession.setState({
    hydrated: true,
    token: stored?.token ?? null,
    rememberToken: stored?.rememberToken ?? null,
    user: profile?.user ?? null,
    company: profile?.company ?? null,
    cfg: profile?.cfg ?? null,
    config: parseConfig(profile?.cfg ?? null),
    bodaSetting: profile?.bodaSetting ?? null,
  });
  // Also for a session stored before the hint existed, or kept over a browser restart.
  keepSessionHint(useSession.getState());
}

/** Login (credentials or remember token) stores token, remember token, user, company, config, user type and settings. */
export function applyLogin(result: LoginResult): void {
  const next = {
    token: result.token,
    rememberToken: result.rememberToken,
    user: result.user,
    company: result.company,
    cfg: result.cfg,
    config: parseConfig(result.cfg),
    bodaSetting: result.bodaSetting,
  };
  useSession.setState({ ...next, hydrated: true });
  persistTokens(next);
  persistProfile(next);
  // A new sign-in (not a reload or another tab of this one): what is shown once per sign-in shows again.
  platform.storage.set(StorageKey.SIGN_IN, `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`);
}

export function applyToken(token: Token): void {
  useSession.setState({ token });
  persistTokens({ token, rememberToken: useSession.getState().rememberToken });
}

/** The 402 path: a fresh token with the company's current configuration and settings. */
export function applyReset(result: { token: Token; cfg: RawConfig; bodaSetting: BodaSetting }): void {
  const state = useSession.getState();
  useSession.setState({ token: result.token, cfg: result.cfg, config: parseConfig(result.cfg), bodaSetting: result.bodaSetting });
  persistTokens({ token: result.token, rememberToken: state.rememberToken });
  persistProfile({ user: state.user, company: state.company, cfg: result.cfg, bodaSetting: result.bodaSetting });
}

export function applyUser(user: User): void {
  useSession.setState({ user });
  writeJson(StorageKey.USER, user);
  platform.storage.set(StorageKey.USER_TYPE, String(user.userTypeCd));
}

export function forgetRememberToken(): void {
  const state = useSession.getState();
  useSession.setState({ rememberToken: null });
  persistTokens({ token: state.token, rememberToken: null });
}

/**
 * Ends the session locally. `keepRememberToken` is for an expired refresh token: the auto-login
 * token still stands until it fails on the next load; logout removes it.
 */
export function clearSession(options: { keepRememberToken?: boolean } = {}): void {
  const rememberToken = options.keepRememberToken ? useSession.getState().rememberToken : null;
  useSession.setState({ ...empty, rememberToken, hydrated: true });
  persistTokens({ token: null, rememberToken });
  persistProfile({ user: null, company: null, cfg: null, bodaSetting: null });
}
