import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppType } from '@boda/contract';
import { DEFAULT_COMPANY_CONFIG } from '@boda/contract/config';
import type { LaunchOutcome } from '@boda/contract/launch';
import { api } from '../../api';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { useSession } from '../../api/session';
import { AppProviders } from '../../app/AppProviders';
import { useErrorPopupStore } from '../../ui/feedback';
import { platform, type ClassroomPolicy, type ClientStatus } from '../../platform';
import { forgetInstallerLinks } from './installerLink';
import { resetLaunchState } from './launchFlow';
import type { ClassLaunchRequest, JoinAnswer } from './launchStore';
import { useClassLauncher } from './useClassLauncher';

/** A local agent answers, but only the launch tells whether a class client is installed. */
const unknownClient: ClientStatus = { route: 'agent', installed: null, running: false, monitorSupported: null };
/** A browser with no local agent: nothing can tell whether a class client is installed. */
const noAgent: ClientStatus = { route: 'link', installed: null, running: false, monitorSupported: null };
const installedClient: ClientStatus = { route: 'bridge', installed: true, running: false, monitorSupported: true };
const missingClient: ClientStatus = { route: 'bridge', installed: false, running: false, monitorSupported: true };
const INSTALLER = 'https://class.example/open/app/installer?companyId=demo&os=windows';
const WEB = 'https://class.example/classroom';

function JoinButton({ request }: { request: ClassLaunchRequest }) {
  const launcher = useClassLauncher();
  return (
    <button type="button" data-phase={launcher.phase} disabled={launcher.busy} onClick={() => void launcher.launch(request)}>
      join
    </button>
  );
}

function setup(
  options: {
    outcomes?: LaunchOutcome[];
    status?: ClientStatus;
    clientSetting?: number;
    ticket?: () => Promise<string | JoinAnswer>;
    web?: boolean;
    installer?: boolean;
    policy?: ClassroomPolicy | null;
  } = {},
) {
  const outcomes = [...(options.outcomes ?? [{ ok: true }])];
  vi.spyOn(platform, 'os').mockReturnValue('windows');
  vi.spyOn(platform, 'classroomPolicy').mockReturnValue(options.policy ?? null);
  const send = vi
    .spyOn(api, 'send')
    .mockImplementation(async (name) =>
      name === 'app.DOWNLOAD_CLIENT' ? { result: { downloadLink: options.installer ? INSTALLER : null } } : Promise.reject(new Error(name)),
    );
  const check = vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue(options.status ?? unknownClient);
  const join = vi.spyOn(platform.launcher, 'join').mockImplementation(async () => outcomes.shift() ?? { ok: true });
  const openInstallPage = vi.spyOn(platform.launcher, 'openInstallPage').mockResolvedValue(true);
  let issued = 0;
  const web = options.web ?? true;
  const fetchTicket = vi.fn(
    options.ticket ??
      (async (): Promise<string | JoinAnswer> => {
        const joinTicket = `ticket-${++issued}`;
        return { joinTicket, webJoinUrl: web ? `${WEB}#ticket=${joinTicket}` : null };
      }),
  );
  const openWeb = vi.spyOn(platform, 'openWebClassroom').mockResolvedValue(true);
  useSession.setState({
    config: { ...DEFAULT_COMPANY_CONFIG, clientSetting: (options.clientSetting ?? AppType.APP) as typeof AppType.APP },
  });
  render(
    <AppProviders client={createQueryClient()}>
      <JoinButton request={{ fetchTicket }} />
    </AppProviders>,
  );
  return { check, join, fetchTicket, openWeb, openInstallPage, send, user: userEvent.setup() };
}

beforeEach(() => {
  resetLaunchState();
  forgetInstallerLinks();
});
afterEach(() => {
  resetLaunchState();
  vi.restoreAllMocks();
});

type Expect = 'native' | 'web' | 'dialog-web' | 'dialog-install' | 'dialog-unavailable';
const NOT_INSTALLED: LaunchOutcome = { ok: false, error: 'NOT_INSTALLED' };

// Every WEB_CLIENT_SETTING x client (installed, known missing, unknown until the join fails) x installer available.
const matrix: [string, number, ClientStatus, LaunchOutcome, boolean, Expect][] = [
  ['web only, installed, installer', AppType.WEB, installedClient, { ok: true }, true, 'web'],
  ['web only, missing, no installer', AppType.WEB, missingClient, NOT_INSTALLED, false, 'web'],
  ['app+web, installed', AppType.BOTH, installedClient, { ok: true }, true, 'native'],
  ['app+web, missing, installer', AppType.BOTH, missingClient, NOT_INSTALLED, true, 'dialog-web'],
  ['app+web, missing, no installer', AppType.BOTH, missingClient, NOT_INSTALLED, false, 'web'],
  ['app+web, unknown then not installed, installer', AppType.BOTH, unknownClient, NOT_INSTALLED, true, 'dialog-web'],
  ['app+web, unknown then not installed, no installer', AppType.BOTH, unknownClient, NOT_INSTALLED, false, 'web'],
  ['app+web, a browser with no agent, installer', AppType.BOTH, noAgent, NOT_INSTALLED, true, 'web'],
  ['app only, installed', AppType.APP, installedClient, { ok: true }, false, 'native'],
  ['app only, missing, installer', AppType.APP, missingClient, NOT_INSTALLED, true, 'dialog-install'],
  ['app only, missing, no installer', AppType.APP, missingClient, NOT_INSTALLED, false, 'dialog-unavailable'],
  ['app only, unknown then not installed, installer', AppType.APP, unknownClient, NOT_INSTALLED, true, 'dialog-install'],
  ['app only, unknown then not installed, no installer', AppType.APP, unknownClient, NOT_INSTALLED, false, 'dialog-unavailable'],
];

describe('the join flow by setting, client and installer', () => {
  it.each(matrix)('%s', async (_name, clientSetting, status, outcome, installer, expected) => {
    const { join, openWeb, user } = setup({ clientSetting, status, outcomes: [outcome], installer });
    await user.click(screen.getByText('join'));
    if (expected === 'native') {
      expect(await screen.findByTestId('launcher-complete')).toHaveTextContent('The class client has started.');
      expect(join).toHaveBeenCalledWith('ticket-1', {});
      expect(openWeb).not.toHaveBeenCalled();
      return;
    }
    if (expected === 'web') {
      expect(await screen.findByTestId('launcher-complete')).toHaveTextContent('The web classroom has opened.');
      expect(openWeb).toHaveBeenCalledTimes(1);
      expect(openWeb.mock.calls[0]?.[0]).toMatch(new RegExp(`^${WEB}#ticket=ticket-\\d$`));
      expect(screen.queryByTestId('launcher-install-dialog')).toBeNull();
      return;
    }
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(openWeb).not.toHaveBeenCalled();
    const web = screen.queryByTestId('launcher-open-web');
    const install = screen.queryByTestId('launcher-install');
    expect(screen.getByTestId('launcher-join-installed')).toBeInTheDocument();
    if (expected === 'dialog-web') {
      expect(web).toHaveTextContent('Join in the web classroom');
      expect(install).toBeInTheDocument();
      // The web classroom is the first and primary choice.
      expect(screen.getAllByRole('button', { name: /./ }).find((b) => b.closest('[data-testid="launcher-install-dialog"]'))).toBe(web);
    } else if (expected === 'dialog-install') {
      expect(web).toBeNull();
      expect(install).toBeInTheDocument();
    } else {
      expect(web).toBeNull();
      expect(install).toBeNull();
      expect(screen.getByTestId('launcher-install-body')).toHaveTextContent(/no installer for it is available here/);
      expect(screen.getByTestId('launcher-install-body')).toHaveTextContent(/operator can also allow classes in the web browser/);
    }
  });

  it('a lab policy forcing the web classroom skips the native client where the school allows both', async () => {
    const { check, join, openWeb, user } = setup({ clientSetting: AppType.BOTH, status: installedClient, policy: 'web' });
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(openWeb).toHaveBeenCalledWith(`${WEB}#ticket=ticket-1`));
    expect(check).not.toHaveBeenCalled();
    expect(join).not.toHaveBeenCalled();
  });

  it('the lab policy cannot open a web classroom an app-only school does not allow', async () => {
    const { join, openWeb, user } = setup({ clientSetting: AppType.APP, status: installedClient, policy: 'web', web: false });
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(join).toHaveBeenCalledWith('ticket-1', {}));
    expect(openWeb).not.toHaveBeenCalled();
  });
});

describe('useClassLauncher', () => {
  it('checks the client, shows processing while the join runs, then complete', async () => {
    let finish: (o: LaunchOutcome) => void = () => undefined;
    const { join, fetchTicket, user } = setup();
    join.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-processing')).toHaveTextContent('Starting the class…');
    expect(screen.getByText('join')).toBeDisabled();
    expect(fetchTicket).toHaveBeenCalledTimes(1);
    expect(join).toHaveBeenCalledWith('ticket-1', {});
    act(() => finish({ ok: true }));
    expect(await screen.findByTestId('launcher-complete')).toBeInTheDocument();
    expect(screen.getByText('join')).toHaveAttribute('data-phase', 'complete');
  });

  it('"join if installed" asks for a fresh ticket and skips the check', async () => {
    const { check, join, fetchTicket, user } = setup({ outcomes: [NOT_INSTALLED, { ok: true }], installer: true });
    await user.click(screen.getByText('join'));
    await user.click(await screen.findByTestId('launcher-join-installed'));
    await waitFor(() => expect(join).toHaveBeenLastCalledWith('ticket-2', { assumeInstalled: true }));
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('launcher-install-dialog')).toBeNull());
  });

  it('a client known to be missing opens the dialog before any join call', async () => {
    const { join, fetchTicket, user } = setup({ status: missingClient, installer: true });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(fetchTicket).not.toHaveBeenCalled();
    expect(join).not.toHaveBeenCalled();
  });

  it('"Join in the web classroom" opens a FRESH join in the web classroom', async () => {
    const { fetchTicket, join, openWeb, user } = setup({
      status: unknownClient,
      outcomes: [NOT_INSTALLED],
      clientSetting: AppType.BOTH,
      installer: true,
    });
    await user.click(screen.getByText('join'));
    await user.click(await screen.findByTestId('launcher-open-web'));
    await waitFor(() => expect(openWeb).toHaveBeenCalledWith(`${WEB}#ticket=ticket-2`));
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(join).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('launcher-complete')).toBeInTheDocument();
    expect(screen.queryByTestId('launcher-install-dialog')).toBeNull();
  });

  it('a guest (no company settings) in a browser without an agent goes where the join answer says: the web classroom, else the class client', async () => {
    const guestWeb = setup({ status: noAgent });
    useSession.setState({ config: null });
    await guestWeb.user.click(screen.getByText('join'));
    await waitFor(() => expect(guestWeb.openWeb).toHaveBeenCalledWith(`${WEB}#ticket=ticket-1`));
    expect(guestWeb.join).not.toHaveBeenCalled();
    cleanup();
    resetLaunchState();
    forgetInstallerLinks();
    vi.restoreAllMocks();

    const guestApp = setup({ status: noAgent, web: false });
    useSession.setState({ config: null });
    await guestApp.user.click(screen.getByText('join'));
    await waitFor(() => expect(guestApp.join).toHaveBeenCalledWith('ticket-1', {}));
    expect(guestApp.openWeb).not.toHaveBeenCalled();
  });

  it('a web classroom the server no longer offers is said so and not offered again for this join', async () => {
    const { openWeb, user } = setup({ outcomes: [NOT_INSTALLED], clientSetting: AppType.BOTH, installer: false, web: false });
    await user.click(screen.getByText('join'));
    expect(await screen.findByText('This class cannot be opened in the web classroom right now.')).toBeInTheDocument();
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('launcher-open-web')).toBeNull();
    expect(openWeb).not.toHaveBeenCalled();
  });

  it('a web classroom the platform refused to open raises an error toast', async () => {
    const { openWeb, user } = setup({ clientSetting: AppType.WEB });
    openWeb.mockResolvedValue(false);
    await user.click(screen.getByText('join'));
    expect(await screen.findByText('The web classroom could not be opened.')).toBeInTheDocument();
    expect(screen.getByText('join')).toHaveAttribute('data-phase', 'idle');
  });

  it('web only without a web classroom (no webJoinUrl) still joins with the class client', async () => {
    const { join, openWeb, user } = setup({ clientSetting: AppType.WEB, web: false });
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(join).toHaveBeenCalledWith('ticket-1', {}));
    expect(openWeb).not.toHaveBeenCalled();
  });

  it("Install opens the link the server named for this OS and the session's company", async () => {
    useSession.setState({ company: { companyId: 'demo' } as never });
    const { openInstallPage, send, user } = setup({ outcomes: [NOT_INSTALLED], installer: true });
    await user.click(screen.getByText('join'));
    await user.click(await screen.findByTestId('launcher-install'));
    await waitFor(() => expect(openInstallPage).toHaveBeenCalledWith({ link: INSTALLER, companyId: 'demo' }));
    expect(send).toHaveBeenCalledWith('app.DOWNLOAD_CLIENT', { os: 'windows', companyId: 'demo' });
    // The dialog stays for "join if already installed" after the download.
    expect(screen.getByTestId('launcher-install-dialog')).toBeInTheDocument();
    useSession.setState({ company: null });
  });

  it("ALREADY_RUNNING raises the 'client already' error toast", async () => {
    const { user } = setup({ outcomes: [{ ok: false, error: 'ALREADY_RUNNING' }] });
    await user.click(screen.getByText('join'));
    expect(await screen.findByText('The class client is already running.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-error')).toBeInTheDocument();
  });

  it('a running client found by the check stops before the join call', async () => {
    const { fetchTicket, user } = setup({ status: { ...installedClient, running: true } });
    await user.click(screen.getByText('join'));
    expect(await screen.findByText('The class client is already running.')).toBeInTheDocument();
    expect(fetchTicket).not.toHaveBeenCalled();
  });

  it.each(['TICKET_INVALID', 'LAUNCH_FAILED', 'MONITOR_NOT_SUPPORTED'] as const)(
    '%s raises the default client error toast',
    async (error) => {
      const { user } = setup({ outcomes: [{ ok: false, error }] });
      await user.click(screen.getByText('join'));
      expect(await screen.findByText('The class client could not be started. Please try again.')).toBeInTheDocument();
      expect(screen.queryByTestId('launcher-install-dialog')).toBeNull();
    },
  );

  it('a failing join call goes to the common error handling and launches nothing', async () => {
    const { join, user } = setup({ ticket: () => Promise.reject(ApiError.fromCode('WB-400-025')) });
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(useErrorPopupStore.getState().queue[0]?.code).toBe('WB-400-025'));
    expect(join).not.toHaveBeenCalled();
    expect(screen.getByText('join')).toHaveAttribute('data-phase', 'idle');
  });
});
