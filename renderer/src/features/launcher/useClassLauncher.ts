import { launchClass } from './launchFlow';
import { useLaunchStore, type ClassLaunchRequest, type LaunchPhase } from './launchStore';

export interface ClassLauncher {
  phase: LaunchPhase;
  /** Checking or processing: disable join buttons meanwhile. */
  busy: boolean;
  /**
   * Runs the spec's join flow for one class: client check, processing with the 5 s join wait,
   * then complete; NOT_INSTALLED opens the install dialog (ClassLauncherHost), ALREADY_RUNNING and
   * other failures raise the error toasts. A join answer with a webJoinUrl lets the dialog offer the
   * web classroom (WEB_CLIENT_SETTING web or both); web only skips the native client.
   */
  launch(request: ClassLaunchRequest): Promise<unknown>;
}

/**
 * The join flow for room cards and invite pages (issue 4):
 *
 *   const launcher = useClassLauncher();
 *   <Button disabled={launcher.busy} onClick={() => void launcher.launch({
 *     // The whole answer (joinTicket, webJoinUrl): the launcher offers the web classroom from it.
 *     fetchTicket: () => api.send('roomJoin.JOIN', { roomCode, meetCode }),
 *   })} />
 */
export function useClassLauncher(): ClassLauncher {
  const phase = useLaunchStore((state) => state.phase);
  return { phase, busy: phase === 'checking' || phase === 'processing', launch: launchClass };
}
