import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppType, type JoinResult } from '@boda/contract';
import { DEFAULT_COMPANY_CONFIG } from '@boda/contract/config';
import { api } from '../../api';
import { createQueryClient } from '../../api/queryClient';
import { useSession } from '../../api/session';
import { AppProviders } from '../../app/AppProviders';
import { platform } from '../../platform';
import { resetLaunchState } from '../launcher';
import { forgetInstallerLinks } from '../launcher/installerLink';
import { useRoomJoin } from './useRoomJoin';

const WEB = 'https://web-class.example/join';
const INSTALLER = 'https://class.example/open/app/installer?companyId=acme&os=windows';
const result: JoinResult['result'] = {
  roomCode: 'R1',
  meetCode: 'M1',
  meetTitle: 'Math',
  roomCategoryCd: 2,
  inviteCode: '123456789',
  mode: 'normal',
  userIdx: 7,
  opened: false,
};

function InviteButton() {
  const join = useRoomJoin();
  return (
    <button type="button" onClick={() => void join.joinByInvite({ inviteCode: '123456789', userName: 'guest', companyId: 'acme' })}>
      join
    </button>
  );
}

function setup(clientSetting: number, web: boolean, installer = true) {
  let issued = 0;
  vi.spyOn(platform, 'os').mockReturnValue('windows');
  const send = vi.spyOn(api, 'send').mockImplementation(async (name) => {
    if (name === 'app.DOWNLOAD_CLIENT') return { result: { downloadLink: installer ? INSTALLER : null } };
    const joinTicket = `ticket-${++issued}`;
    return { result, joinTicket, webJoinUrl: web ? `${WEB}#ticket=${joinTicket}` : null };
  });
  const check = vi
    .spyOn(platform.launcher, 'checkClient')
    .mockResolvedValue({ route: 'agent', installed: null, running: false, monitorSupported: null });
  const join = vi.spyOn(platform.launcher, 'join').mockResolvedValue({ ok: false, error: 'NOT_INSTALLED' });
  const openExternal = vi.spyOn(platform, 'openWebClassroom').mockResolvedValue(true);
  useSession.setState({ config: { ...DEFAULT_COMPANY_CONFIG, clientSetting: clientSetting as typeof AppType.APP } });
  render(
    <AppProviders client={createQueryClient()}>
      <InviteButton />
    </AppProviders>,
  );
  return { send, check, join, openExternal, user: userEvent.setup() };
}

beforeEach(() => {
  resetLaunchState();
  forgetInstallerLinks();
});
afterEach(() => {
  resetLaunchState();
  vi.restoreAllMocks();
});

describe('useRoomJoin and the web classroom', () => {
  it('an invite join whose answer has a webJoinUrl offers the web; the click asks for a fresh join', async () => {
    const { send, openExternal, user } = setup(AppType.BOTH, true);
    await user.click(screen.getByText('join'));
    await user.click(await screen.findByTestId('launcher-open-web'));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(`${WEB}#ticket=ticket-2`));
    expect(send.mock.calls.filter(([name]) => name === 'openRoom.JOIN_INFO')).toHaveLength(2);
    expect(send).toHaveBeenLastCalledWith('openRoom.JOIN_INFO', { inviteCode: '123456789', userName: 'guest', companyId: 'acme' });
  });

  it("a guest's invite join asks for the installer of the invite's company, and without one goes to the web classroom", async () => {
    const { send, openExternal, user } = setup(AppType.BOTH, true, false);
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(`${WEB}#ticket=ticket-2`));
    expect(send).toHaveBeenCalledWith('app.DOWNLOAD_CLIENT', { os: 'windows', companyId: 'acme' });
    expect(screen.queryByTestId('launcher-install-dialog')).toBeNull();
  });

  it('web only opens the web classroom without the class client', async () => {
    const { check, join, openExternal, user } = setup(AppType.WEB, true);
    await user.click(screen.getByText('join'));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(`${WEB}#ticket=ticket-1`));
    expect(check).not.toHaveBeenCalled();
    expect(join).not.toHaveBeenCalled();
  });

  it('no web option for an app-only school', async () => {
    const { user } = setup(AppType.APP, false);
    await user.click(screen.getByText('join'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('launcher-open-web')).toBeNull();
  });
});

function OpenButton() {
  const join = useRoomJoin();
  return (
    <button type="button" onClick={() => void join.openJoin('Park math')}>
      open
    </button>
  );
}

describe('open and join without the class client', () => {
  function setupOpen(installed: boolean | null) {
    const send = vi
      .spyOn(api, 'send')
      .mockImplementation(async (name) =>
        name === 'app.DOWNLOAD_CLIENT' ? { result: { downloadLink: null } } : { result, joinTicket: 'ticket', webJoinUrl: null },
      );
    vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue({ route: 'bridge', installed, running: false, monitorSupported: true });
    vi.spyOn(platform.launcher, 'join').mockResolvedValue({ ok: false, error: 'NOT_INSTALLED' });
    useSession.setState({ config: { ...DEFAULT_COMPANY_CONFIG, clientSetting: AppType.APP } });
    render(
      <AppProviders client={createQueryClient()}>
        <OpenButton />
      </AppProviders>,
    );
    return { send, user: userEvent.setup() };
  }

  it('a client known to be missing shows "class client needed" before the server opens any room', async () => {
    const { send, user } = setupOpen(false);
    await user.click(screen.getByText('open'));
    expect(await screen.findByTestId('launcher-install-dialog')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalledWith('roomJoin.OPEN', expect.anything());
  });

  it('"join if already installed" then opens the room once', async () => {
    const { send, user } = setupOpen(false);
    await user.click(screen.getByText('open'));
    await user.click(await screen.findByTestId('launcher-join-installed'));
    await waitFor(() => expect(send).toHaveBeenCalledWith('roomJoin.OPEN', { roomTitle: 'Park math' }));
    expect(send.mock.calls.filter(([name]) => name === 'roomJoin.OPEN')).toHaveLength(1);
  });
});
