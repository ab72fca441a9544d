import { create } from 'zustand';

/** The spec's join flow: check the client, then processing (the 5 s join wait), then complete. */
export type LaunchPhase = 'idle' | 'checking' | 'processing' | 'complete';

/** A join answer: the ticket, and the web classroom's address with the same ticket (null when not offered). */
export interface JoinAnswer {
  joinTicket: string;
  webJoinUrl: string | null;
}

export interface ClassLaunchRequest {
  /**
   * Asks the server's join call for a ticket (or its whole answer, so the web classroom can be
   * offered). Called once per attempt: tickets are single-use and live 60 s, so "join if already
   * installed" and "open in the web" ask for a fresh one.
   */
  fetchTicket: () => Promise<string | JoinAnswer>;
}

interface LaunchState {
  phase: LaunchPhase;
  /** The request whose client was not found: the install dialog is open for it. */
  installFor: ClassLaunchRequest | null;
  /** The last join answer had a webJoinUrl: the install dialog may offer the web classroom. */
  webJoinOffered: boolean;
}

/** One launch at a time for the whole app: there is one class client per computer. */
export const useLaunchStore = create<LaunchState>(() => ({ phase: 'idle', installFor: null, webJoinOffered: false }));

/** The first join has begun (or asks for the install dialog): the shell then loads and mounts ClassLauncherHost. */
export function useLaunchHostNeeded(): boolean {
  return useLaunchStore((state) => state.phase !== 'idle' || state.installFor !== null);
}
