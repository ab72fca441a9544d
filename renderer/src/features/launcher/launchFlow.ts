import { AppType } from '@boda/contract';
import { LaunchError, type LaunchOutcome } from '@boda/contract/launch';
import { useSession } from '../../api/session';
import { t } from '../../i18n';
import { platform, type JoinOptions } from '../../platform';
import { handleApiError, notify } from '../../ui/feedback';
import { installerCompany, installerLink } from './installerLink';
import { useLaunchStore, type ClassLaunchRequest, type JoinAnswer } from './launchStore';

/*
 * The join flow (service-area 4 "Join flow", issue 30), by the company's WEB_CLIENT_SETTING:
 *  - web only (2): straight to the web classroom (the answer's webJoinUrl);
 *  - app plus web (3): the native client when it is installed; otherwise the install dialog with
 *    "Join in the web classroom" first when an installer is available, or the web classroom at once
 *    when there is nothing to install; a lab policy `classroom: 'web'` skips the native client;
 *  - app only (1): the native client; otherwise the dialog, with Install only when an installer is
 *    available, else it says the client is not available here (never a link to a missing page).
 */

/** How long the "class client started" state stays before the launcher is idle again. */
export const COMPLETE_SHOW_MS = 3000;

let completeTimer: ReturnType<typeof setTimeout> | null = null;

function setPhase(phase: ReturnType<typeof useLaunchStore.getState>['phase'], completedWeb = false): void {
  if (completeTimer) clearTimeout(completeTimer);
  completeTimer = null;
  useLaunchStore.setState({ phase, completedWeb });
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

/** Whether the company lets classes open in the browser (WEB_CLIENT_SETTING web or both). */
export function webClientAllowed(): boolean {
  const setting = useSession.getState().config?.clientSetting;
  return setting === AppType.WEB || setting === AppType.BOTH;
}

/**
 * The web classroom may be offered: the setting says so, or (a guest, who has no setting) the server
 * offered one; not after the server declined it for this join.
 */
export function canOpenInWeb(): boolean {
  const { webJoinOffered, webRefused } = useLaunchStore.getState();
  if (webRefused) return false;
  return useSession.getState().config ? webClientAllowed() : webJoinOffered;
}

function openDialog(request: ClassLaunchRequest, link: string | null): LaunchOutcome {
  setPhase('idle');
  useLaunchStore.setState({ installFor: request, installerLink: link });
  return { ok: false, error: LaunchError.NOT_INSTALLED };
}

/** One fresh join call; its own errors (meeting not existing, configuration not reloaded...) cancel the join. */
async function fetchAnswer(request: ClassLaunchRequest): Promise<JoinAnswer | null> {
  try {
    const answer = await request.fetchTicket();
    if (answer === null) {
      setPhase('idle');
      return null;
    }
    const normalized = typeof answer === 'string' ? { joinTicket: answer, webJoinUrl: null } : answer;
    if (normalized.webJoinUrl !== null) useLaunchStore.setState({ webJoinOffered: true });
    return normalized;
  } catch (error) {
    setPhase('idle');
    handleApiError(error);
    return null;
  }
}

async function openWeb(webJoinUrl: string): Promise<LaunchOutcome> {
  const opened = await platform.openWebClassroom(webJoinUrl).catch(() => false);
  if (!opened) {
    setPhase('idle');
    notify.error(t('launcher:toast.webFailed'));
    return { ok: false, error: LaunchError.LAUNCH_FAILED };
  }
  setPhase('complete', true);
  return { ok: true };
}

/** A client that is not there: the dialog, or the web classroom when there is nothing to install. */
async function notInstalled(request: ClassLaunchRequest, link: string | null): Promise<LaunchOutcome | null> {
  if (link === null && canOpenInWeb()) return runWeb(request, 'dialog');
  return openDialog(request, link);
}

/** The spec's client error reactions (service-area 8). */
async function react(outcome: LaunchOutcome, request: ClassLaunchRequest): Promise<LaunchOutcome | null> {
  if (outcome.ok) {
    setPhase('complete');
    return outcome;
  }
  if (outcome.error === LaunchError.NOT_INSTALLED) {
    setPhase('checking');
    return notInstalled(request, await installerLink(installerCompany(request.companyId)));
  }
  setPhase('idle');
  notify.error(t(outcome.error === LaunchError.ALREADY_RUNNING ? 'launcher:toast.clientAlready' : 'launcher:toast.clientError'));
  return outcome;
}

async function joinNative(request: ClassLaunchRequest, ticket: string, options: JoinOptions): Promise<LaunchOutcome | null> {
  const outcome = await platform.launcher
    .join(ticket, options)
    .catch((): LaunchOutcome => ({ ok: false, error: LaunchError.LAUNCH_FAILED }));
  return react(outcome, request);
}

async function runJoin(request: ClassLaunchRequest, options: JoinOptions): Promise<LaunchOutcome | null> {
  setPhase('processing');
  const answer = await fetchAnswer(request);
  return answer === null ? null : joinNative(request, answer.joinTicket, options);
}

/**
 * A fresh join whose webJoinUrl opens the web classroom. Without one (the server offers none for
 * this join, e.g. a setting changed meanwhile): web only still tries the class client, as before the
 * web classroom existed; from the not-installed path the dialog explains instead (no loop).
 */
async function runWeb(request: ClassLaunchRequest, otherwise: 'native' | 'dialog'): Promise<LaunchOutcome | null> {
  setPhase('processing');
  const answer = await fetchAnswer(request);
  if (answer === null) return null;
  if (answer.webJoinUrl !== null) return openWeb(answer.webJoinUrl);
  if (otherwise === 'native') return joinNative(request, answer.joinTicket, {});
  // The fresh ticket stays unused; the dialog no longer offers what the server just declined.
  useLaunchStore.setState({ webJoinOffered: false, webRefused: true });
  notify.error(t('launcher:toast.webUnavailable'));
  return openDialog(request, await installerLink(installerCompany(request.companyId)));
}

/**
 * Checks the class client, then joins with a server-issued ticket, or opens the web classroom (see
 * the top of this file). Resolves with the outcome, or null when nothing was launched (already busy,
 * or the join call failed and was reported).
 */
export async function launchClass(request: ClassLaunchRequest): Promise<LaunchOutcome | null> {
  if (busy()) return null;
  useLaunchStore.setState({ installFor: null, webJoinOffered: false, webRefused: false });
  const setting = useSession.getState().config?.clientSetting;
  if (setting === AppType.WEB) return runWeb(request, 'native');
  if (setting === AppType.BOTH && platform.classroomPolicy() === 'web') return runWeb(request, 'dialog');
  setPhase('checking');
  const [status, link] = await Promise.all([
    platform.launcher.checkClient().catch(() => null),
    installerLink(installerCompany(request.companyId)),
  ]);
  if (status?.installed === false) return notInstalled(request, link);
  // A browser with no local agent cannot tell whether a class client is installed: its only probe is a
  // boda:// link, which a browser without the app answers with nothing or a prompt of its own. Where the
  // school allows web classes, the web classroom is the sure way in (the desktop app brings the agent).
  // A guest has no company settings here: the join answer says (a webJoinUrl only where web is allowed).
  if (status?.route === 'link' && setting === AppType.BOTH) return runWeb(request, 'dialog');
  if (status?.route === 'link' && setting === undefined) return runWeb(request, 'native');
  if (status?.running) return react({ ok: false, error: LaunchError.ALREADY_RUNNING }, request);
  return runJoin(request, {});
}

export const installDialogActions = {
  close(): void {
    useLaunchStore.setState({ installFor: null });
  },

  /** The class client download the server named before the dialog opened; the dialog stays open for "join". */
  async install(): Promise<void> {
    const { installerLink: link, installFor } = useLaunchStore.getState();
    if (link === null) return;
    const opened = await platform.launcher.openInstallPage({ link, companyId: installerCompany(installFor?.companyId) }).catch(() => false);
    if (!opened) notify.error(t('launcher:toast.installPageFailed'));
  },

  /** "Join if already installed": a fresh ticket, straight to the client without the check. */
  async joinInstalled(): Promise<LaunchOutcome | null> {
    const request = useLaunchStore.getState().installFor;
    if (request === null || busy()) return null;
    useLaunchStore.setState({ installFor: null });
    return runJoin(request, { assumeInstalled: true });
  },

  /** "Join in the web classroom": a fresh join whose webJoinUrl opens the web classroom. */
  async openInWeb(): Promise<LaunchOutcome | null> {
    const request = useLaunchStore.getState().installFor;
    if (request === null || busy() || !canOpenInWeb()) return null;
    useLaunchStore.setState({ installFor: null });
    return runWeb(request, 'dialog');
  },
};

/** Tests: back to idle without waiting for timers. */
export function resetLaunchState(): void {
  if (completeTimer) clearTimeout(completeTimer);
  completeTimer = null;
  useLaunchStore.setState({ phase: 'idle', installFor: null, installerLink: null, webJoinOffered: false, webRefused: false });
}
