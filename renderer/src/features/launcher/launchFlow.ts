import { AppType, ClientOs, type ClientOsName } from '@boda/contract';
import { LaunchError, type LaunchOutcome } from '@boda/contract/launch';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { t } from '../../i18n';
import { platform, type JoinOptions } from '../../platform';
import { handleApiError, notify } from '../errors';
import { useLaunchStore, type ClassLaunchRequest, type JoinAnswer } from './launchStore';

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

/** One fresh join call; its own errors (meeting not existing, configuration not reloaded...) cancel the join. */
async function fetchAnswer(request: ClassLaunchRequest): Promise<JoinAnswer | null> {
  try {
    const answer = await request.fetchTicket();
    const normalized = typeof answer === 'string' ? { joinTicket: answer, webJoinUrl: null } : answer;
    useLaunchStore.setState({ webJoinOffered: normalized.webJoinUrl !== null });
    return normalized;
  } catch (error) {
    setPhase('idle');
    handleApiError(error);
    return null;
  }
}

async function joinNative(request: ClassLaunchRequest, ticket: string, options: JoinOptions): Promise<LaunchOutcome> {
  const outcome = await platform.launcher
    .join(ticket, options)
    .catch((): LaunchOutcome => ({ ok: false, error: LaunchError.LAUNCH_FAILED }));
  react(outcome, request);
  return outcome;
}

async function runJoin(request: ClassLaunchRequest, options: JoinOptions): Promise<LaunchOutcome | null> {
  setPhase('processing');
  const answer = await fetchAnswer(request);
  return answer === null ? null : joinNative(request, answer.joinTicket, options);
}

function openWeb(webJoinUrl: string): LaunchOutcome {
  platform.openExternal(webJoinUrl);
  setPhase('complete');
  return { ok: true };
}

/**
 * WEB_CLIENT_SETTING web only: no native client, straight to the web classroom. A join the server
 * offers no web classroom for (WEB_CLASS_CLIENT_URL unset, monitoring) still goes to the client.
 */
async function runWebOnly(request: ClassLaunchRequest): Promise<LaunchOutcome | null> {
  setPhase('processing');
  const answer = await fetchAnswer(request);
  if (answer === null) return null;
  return answer.webJoinUrl === null ? joinNative(request, answer.joinTicket, {}) : openWeb(answer.webJoinUrl);
}

/**
 * Checks the class client, then joins with a server-issued ticket (a web-only company goes to the
 * web classroom instead). Resolves with the outcome, or null when nothing was launched (already
 * busy, or the join call failed and was reported).
 */
export async function launchClass(request: ClassLaunchRequest): Promise<LaunchOutcome | null> {
  if (busy()) return null;
  useLaunchStore.setState({ installFor: null });
  if (useSession.getState().config?.clientSetting === AppType.WEB) return runWebOnly(request);
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
      const opened = await platform.launcher.openInstallPage(
        async () => (await api.send('app.DOWNLOAD_CLIENT', { os })).result.downloadLink,
      );
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

  /** "Open in the web": a fresh join whose webJoinUrl opens in the browser. */
  async openInWeb(): Promise<LaunchOutcome | null> {
    const request = useLaunchStore.getState().installFor;
    if (request === null || busy() || !webClientAllowed()) return null;
    useLaunchStore.setState({ installFor: null });
    setPhase('processing');
    const answer = await fetchAnswer(request);
    if (answer === null) return null;
    if (answer.webJoinUrl !== null) return openWeb(answer.webJoinUrl);
    // The server stopped offering it (setting changed meanwhile): the fresh ticket stays unused.
    setPhase('idle');
    notify.error(t('launcher:toast.clientError'));
    return null;
  },
};

/** Tests: back to idle without waiting for timers. */
export function resetLaunchState(): void {
  if (completeTimer) clearTimeout(completeTimer);
  completeTimer = null;
  useLaunchStore.setState({ phase: 'idle', installFor: null, webJoinOffered: false });
}
