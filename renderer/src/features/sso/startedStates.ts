/*
 * The states of the sign-ins this browser tab started (OIDC state, session storage). A provider's
 * answer is finished only when its state is one of them: a link carrying someone else's code and
 * state (login CSRF: the victim would be signed in as the attacker) is refused before any request.
 */

const KEY = 'boda.sso.startedStates';
const KEEP = 5;

function read(): string[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function write(states: string[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(states.slice(-KEEP)));
  } catch {
    // Storage refused (private mode quota): the return is refused, and the user starts again.
  }
}

/** Notes the state of the authorize URL the tab is about to leave for. */
export function rememberStartedState(authorizeUrl: string): void {
  const state = new URL(authorizeUrl).searchParams.get('state');
  if (state) write([...read().filter((s) => s !== state), state]);
}

/** True once for a state this tab started (it is forgotten then); false for any other. */
export function takeStartedState(state: string): boolean {
  const states = read();
  if (!states.includes(state)) return false;
  write(states.filter((s) => s !== state));
  return true;
}
