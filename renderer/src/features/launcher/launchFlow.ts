import { AppType, ClientOs, type ClientOsName } from '@boda/contract';
import { LaunchError, type LaunchOutcome } from '@boda/contract/launch';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { t } from '../../i18n';
import { platform, type JoinOptions } from '../../platform';
import { handleApiError } from '../errors/errorReactions';
import { notify } from '../errors/notify';
import { useLaunchStore, type ClassLaunchRequest } from './launchStore';

/** How long the "class client started" state stays before the launcher is idle again. */
export const COMPLETE_SHOW_MS = 3000;

let completeTimer: ReturnType<typeof setTimeout> | null = null;

function setPhase(phase: ReturnType<typeof useLaunchStore.getState>['phase']): void {
  if (completeTimer) clearTimeout(completeTimer);
  completeTimer = null;
  useLaunchStore.setState({ phase });
  if (phase === 'complete') {
    completeTimer = setTimeout(() => {
      completeTimer = null;
      useLaunchStore.setState({ phase: 'idle' });
    }, COMPLETE_SHOW_MS);
  }
}

function busy(): boolean {
  const { phase } = useLaunchStore.getState();
  return phase === 'checking' || phase === 'processing';
}

/** The spec's client error reactions (service-area 8). */
function react(outcome: LaunchOutcome, request: ClassLaunchRequest): void {
  if (outcome.ok) return setPhase('complete');
  setPhase('idle');
  if (outcome.error === LaunchError.NOT_INSTALLED) useLaunchStore.setState({ installFor: request });
  else if (outcome.error === LaunchError.ALREADY_RUNNING) notify.error(t('launcher:toast.clientAlready'));
  else notify.error(t('launcher:toast.clientError'));
}

async function runJoin(request: ClassLaunchRequest, options: JoinOptions): Promise<LaunchOutcome | null> {
  setPhase('processing');
  let ticket: string;
  try {
    ticket = await request.fetchTicket();
  } catch (error) {
    // The join call's own errors (meeting not existing, configuration not reloaded...) cancel the join.
    setPhase('idle');
    handleApiError(error);
    return null;
  }
  const outcome = await platform.launcher.join(ticket, options).catch((): LaunchOutcome => ({ ok: false, error: LaunchError.LAUNCH_FAILED }));
  react(outcome, request);
  return outcome;
}

/**
 * Checks the class client, then joins with a server-issued ticket. Resolves with the outcome, or
 * null when nothing was launched (already busy, or the join call failed and was reported).
 */
export async function launchClass(request: ClassLaunchRequest): Promise<LaunchOutcome | null> {
  if (busy()) return null;
  useLaunchStore.setState({ installFor: null });
  setPhase('checking');
  const status = await platform.launcher.checkClient().catch(() => null);
  if (status?.installed === false) {
    react({ ok: false, error: LaunchError.NOT_INSTALLED }, request);
    return { ok: false, error: LaunchError.NOT_INSTALLED };
  }
  if (status?.running) {
    react({ ok: false, error: LaunchError.ALREADY_RUNNING }, request);
    return { ok: false, error: LaunchError.ALREADY_RUNNING };
  }
  return runJoin(request, {});
}

/** Whether the company lets classes open in the browser (WEB_CLIENT_SETTING web or both). */
export function webClientAllowed(): boolean {
  const setting = useSession.getState().config?.clientSetting;
  return setting === AppType.WEB || setting === AppType.BOTH;
}

function clientOs(): ClientOsName | null {
  const os = platform.os();
  return (ClientOs as readonly string[]).includes(os) ? (os as ClientOsName) : null;
}

export function canInstallHere(): boolean {
  return clientOs() !== null;
}

export const installDialogActions = {
  close(): void {
    useLaunchStore.setState({ installFor: null });
  },

  /** The class client download (GET /open/app/bodaApp DOWNLOAD_CLIENT); the dialog stays open for "join". */
  async install(): Promise<void> {
    const os = clientOs();
    if (os === null) return;
    try {
      const opened = await platform.launcher.openInstallPage(async () => (await api.send('app.DOWNLOAD_CLIENT', { os })).result.downloadLink);
      if (!opened) notify.error(t('launcher:toast.installPageFailed'));
    } catch (error) {
      handleApiError(error);
    }
  },

  /** "Join if already installed": a fresh ticket, straight to the client without the check. */
  async joinInstalled(): Promise<LaunchOutcome | null> {
    const request = useLaunchStore.getState().installFor;
    if (request === null || busy()) return null;
    useLaunchStore.setState({ installFor: null });
    return runJoin(request, { assumeInstalled: true });
  },

  openInWeb(): void {
    const request = useLaunchStore.getState().installFor;
    useLaunchStore.setState({ installFor: null });
    if (request?.openInWeb && webClientAllowed()) request.openInWeb();
  },
};

/** Tests: back to idle without waiting for timers. */
export function resetLaunchState(): void {
  if (completeTimer) clearTimeout(completeTimer);
  completeTimer = null;
  useLaunchStore.setState({ phase: 'idle', installFor: null });
}
