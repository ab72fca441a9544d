import { create } from 'zustand';

/** The spec's join flow: check the client, then processing (the 5 s join wait), then complete. */
export type LaunchPhase = 'idle' | 'checking' | 'processing' | 'complete';

export interface ClassLaunchRequest {
  /**
   * Asks the server's join call for a ticket. Called once per attempt: tickets are single-use and
   * live 60 s, so "join if already installed" asks for a fresh one.
   */
  fetchTicket: () => Promise<string>;
  /** Opens the class in the browser; offered in the install dialog only when WEB_CLIENT_SETTING allows web. */
  openInWeb?: () => void;
}

interface LaunchState {
  phase: LaunchPhase;
  /** The request whose client was not found: the install dialog is open for it. */
  installFor: ClassLaunchRequest | null;
}

/** One launch at a time for the whole app: there is one class client per computer. */
export const useLaunchStore = create<LaunchState>(() => ({ phase: 'idle', installFor: null }));
