import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppType } from '@boda/contract';
import { DEFAULT_COMPANY_CONFIG } from '@boda/contract/config';
import type { LaunchOutcome } from '@boda/contract/launch';
import { api } from '../../api';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { useSession } from '../../api/session';
import { AppProviders } from '../../app/AppProviders';
import { useErrorPopupStore } from '../errors';
import { platform, type ClientStatus } from '../../platform';
import { resetLaunchState } from './launchFlow';
import type { ClassLaunchRequest, JoinAnswer } from './launchStore';
import { useClassLauncher } from './useClassLauncher';

const unknownClient: ClientStatus = { route: 'link', installed: null, running: false, monitorSupported: null };

function JoinButton({ request }: { request: ClassLaunchRequest }) {
  const launcher = useClassLauncher();
  return (
    <button type="button" data-phase={launcher.phase} disabled={launcher.busy} onClick={() => void launcher.launch(request)}>
      join
    </button>
  );
}

const WEB = 'https://web-class.example/join';

function setup(
  options: {
    outcomes?: LaunchOutcome[];
    status?: ClientStatus;
    clientSetting?: number;
    ticket?: () => Promise<string | JoinAnswer>;
    web?: boolean;
  } = {},
) {
  const outcomes = [...(options.outcomes ?? [{ ok: true }])];
  const check = vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue(options.status ?? unknownClient);
  const join = vi.spyOn(platform.launcher, 'join').mockImplementation(async () => outcomes.shift() ?? { ok: true });
  let issued = 0;
  const web = options.web ?? false;
  const fetchTicket = vi.fn(
    options.ticket ??
      (async (): Promise<string | JoinAnswer> => {
        const joinTicket = `ticket-${++issued}`;
        return web ? { joinTicket, webJoinUrl: `${WEB}#ticket=${joinTicket}` } : joinTicket;
      }),
  );
  const openExternal = vi.spyOn(platform, 'openExternal').mockImplementation(() => undefined);
  useSession.setState({
    config: { ...DEFAULT_COMPANY_CONFIG, clientSetting: (options.clientSetting ?? AppType.APP) as typeof AppType.APP },
  });
  render(
    <AppProviders client={createQueryClient()}>
      <JoinButton request={{ fetchTicket }} />
    </AppProviders>,
  );
  return { check, join, fetchTicket, openExternal, user: userEvent.setup() };
}

beforeEach(() => resetLaunchState());
afterEach(() => resetLaunchState());

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

  it('NOT_INSTALLED opens the install dialog; "join if installed" asks for a fresh ticket and skips the check', async () => {
    const { check, join, fetchTicket, user } = setup({ outcomes: [{ ok: false, error: 'NOT_INSTALLED' }, { ok: true }] });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    // WEB_CLIENT_SETTING = APP: no web option.
    expect(screen.queryByTestId('launcher-open-web')).toBeNull();
    await user.click(screen.getByTestId('launcher-join-installed'));
    await waitFor(() => expect(join).toHaveBeenLastCalledWith('ticket-2', { assumeInstalled: true }));
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('launcher-install-dialog')).toBeNull());
  });

  it('a client known to be missing opens the dialog before any join call', async () => {
    const { join, fetchTicket, user } = setup({ status: { route: 'bridge', installed: false, running: false, monitorSupported: true } });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(fetchTicket).not.toHaveBeenCalled();
    expect(join).not.toHaveBeenCalled();
  });

  it('offers the web when the join answered a webJoinUrl and WEB_CLIENT_SETTING allows it; a click opens a FRESH join', async () => {
    const { fetchTicket, join, openExternal, user } = setup({
      outcomes: [{ ok: false, error: 'NOT_INSTALLED' }],
      clientSetting: AppType.BOTH,
      web: true,
    });
    await user.click(screen.getByText('join'));
    await user.click(await screen.findByTestId('launcher-open-web'));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(`${WEB}#ticket=ticket-2`));
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(join).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('launcher-complete')).toBeInTheDocument();
    expect(screen.queryByTestId('launcher-install-dialog')).toBeNull();
  });

  it.each([
    ['app only, with a webJoinUrl', AppType.APP, true],
    ['app plus web, without a webJoinUrl', AppType.BOTH, false],
  ] as const)('no web option: %s', async (_name, clientSetting, web) => {
    const { user } = setup({ outcomes: [{ ok: false, error: 'NOT_INSTALLED' }], clientSetting, web });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('launcher-open-web')).toBeNull();
  });

  it('says why the web is not offered when the school allows it but the server has no web classroom', async () => {
    const { user } = setup({ outcomes: [{ ok: false, error: 'NOT_INSTALLED' }], clientSetting: AppType.BOTH, web: false });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-web-not-configured')).toHaveTextContent(/no web classroom/i);
    expect(screen.queryByTestId('launcher-open-web')).toBeNull();
  });

  it('app-only schools see no web note', async () => {
    const { user } = setup({ outcomes: [{ ok: false, error: 'NOT_INSTALLED' }], clientSetting: AppType.APP, web: false });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('launcher-web-not-configured')).toBeNull();
  });

  it('web only goes straight to the web classroom without the class client', async () => {
    const { check, join, fetchTicket, openExternal, user } = setup({ clientSetting: AppType.WEB, web: true });
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-complete')).toBeInTheDocument();
    expect(openExternal).toHaveBeenCalledWith(`${WEB}#ticket=ticket-1`);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
    expect(join).not.toHaveBeenCalled();
  });

  it('web only without a web classroom (no webJoinUrl) still joins with the class client', async () => {
    const { join, openExternal, user } = setup({ clientSetting: AppType.WEB });
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(join).toHaveBeenCalledWith('ticket-1', {}));
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('installs from the download link the server names for this OS', async () => {
    const send = vi.spyOn(api, 'send').mockResolvedValue({ result: { downloadLink: 'https://cdn.example/win' } });
    vi.spyOn(platform, 'os').mockReturnValue('windows');
    const open = vi
      .spyOn(platform.launcher, 'openInstallPage')
      .mockImplementation(async (resolve) => (await resolve()) === 'https://cdn.example/win');
    const { user } = setup({ outcomes: [{ ok: false, error: 'NOT_INSTALLED' }] });
    await user.click(screen.getByText('join'));
    await user.click(await screen.findByTestId('launcher-install'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('app.DOWNLOAD_CLIENT', { os: 'windows' });
    expect(await open.mock.results[0].value).toBe(true);
    // The dialog stays for "join if already installed" after the download.
    expect(screen.getByTestId('launcher-install-dialog')).toBeInTheDocument();
  });

  it("ALREADY_RUNNING raises the 'client already' error toast", async () => {
    const { user } = setup({ outcomes: [{ ok: false, error: 'ALREADY_RUNNING' }] });
    await user.click(screen.getByText('join'));
    expect(await screen.findByText('The class client is already running.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-error')).toBeInTheDocument();
  });

  it('a running client found by the check stops before the join call', async () => {
    const { fetchTicket, user } = setup({ status: { route: 'bridge', installed: true, running: true, monitorSupported: true } });
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
