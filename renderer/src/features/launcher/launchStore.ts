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
   * installed" and "open in the web" ask for a fresh one. null: no join now, and the caller has
   * already told the user why (a class waited for).
   */
  fetchTicket: () => Promise<string | JoinAnswer | null>;
  /** The company joined as a guest (invite, easy join); signed in, the session's company is used. */
  companyId?: string;
}

interface LaunchState {
  phase: LaunchPhase;
  /** The request whose client was not found: the install dialog is open for it. */
  installFor: ClassLaunchRequest | null;
  /** Where the class client is downloaded for the open dialog (null: no installer here, no Install button). */
  installerLink: string | null;
  /** The last join answer had a webJoinUrl: the dialog may offer the web classroom even without a known setting (guests). */
  webJoinOffered: boolean;
  /** The last web attempt got no webJoinUrl: the dialog stops offering the web classroom for this join. */
  webRefused: boolean;
  /** The last complete join opened the web classroom (the status says so instead of "client started"). */
  completedWeb: boolean;
}

/** One launch at a time for the whole app: there is one class client per computer. */
export const useLaunchStore = create<LaunchState>(() => ({
  phase: 'idle',
  installFor: null,
  installerLink: null,
  webJoinOffered: false,
  webRefused: false,
  completedWeb: false,
}));

/** The first join has begun (or asks for the install dialog): the shell then loads and mounts ClassLauncherHost. */
export function useLaunchHostNeeded(): boolean {
  return useLaunchStore((state) => state.phase !== 'idle' || state.installFor !== null);
}
