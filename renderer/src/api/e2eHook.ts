import type { CommandData, CommandInput, CommandName } from '@boda/contract';
import type { PlatformLauncher } from '../platform';
import type { SessionState } from './session';

/** Exposed on window only in BODA_E2E=1 builds so Playwright can fire API calls and read the session. */
export interface BodaE2EHook {
  send<N extends CommandName>(name: N, input: CommandInput<N>): Promise<CommandData<N>>;
  session(): SessionState;
  /** The platform's real class launcher (web: local agent, then boda:// link), driven with server-signed tickets. */
  launcher: Pick<PlatformLauncher, 'checkClient' | 'join'>;
}

export function installE2EHook(hook: BodaE2EHook): void {
  const enabled = typeof __BODA_E2E__ !== 'undefined' && __BODA_E2E__;
  if (enabled && typeof window !== 'undefined') window.__bodaE2E = hook;
}
