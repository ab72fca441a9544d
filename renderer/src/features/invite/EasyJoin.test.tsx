import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InviteLookup, RawConfig } from '@boda/contract';
import { ApiError } from '../../api';
import { platform } from '../../platform';
import { bodaSetting, demoCfg, demoCompany, mockApi, signOut } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { resetLaunchState } from '../launcher';

const branding = { title: '', description: '', keywords: '', images: [] };
const joined = {
  result: {
    roomCode: 'R1',
    meetCode: 'M1',
    meetTitle: 'x',
    roomCategoryCd: 1,
    inviteCode: '123456789',
    mode: 'open' as const,
    userIdx: 70,
    opened: true,
  },
  joinTicket: 'ticket-easy',
  webJoinUrl: null,
};

function setup(cfg: RawConfig, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'company.loginInfo': () => ({ result: { company: demoCompany, cfg, bodaSetting, branding } }),
    'company.BRANDING_INFO': () => ({ result: branding }),
    'openRoom.JOIN_INFO': () => joined,
    'openRoom.OPEN_INFO': () => joined,
    ...handlers,
  });
  vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue({ route: 'agent', installed: true, running: false, monitorSupported: null });
  const launch = vi.spyOn(platform.launcher, 'join').mockResolvedValue({ ok: true });
  return { api, launch };
}

beforeEach(() => {
  resetLaunchState();
  signOut();
});
afterEach(() => resetLaunchState());

describe('easy join on the login page', () => {
  it('joins by invite code as a guest through the launcher', async () => {
    const { api, launch } = setup({ ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'easy' });
    renderApp('/demo');
    await userEvent.type(await screen.findByTestId('easy-nickname'), 'Guest Lee');
    await userEvent.type(screen.getByTestId('easy-invite-code'), '123456789');
    await userEvent.click(screen.getByTestId('easy-submit'));
    await waitFor(() => expect(launch).toHaveBeenCalledWith('ticket-easy', {}));
    expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', { inviteCode: '123456789', userName: 'Guest Lee', companyId: 'demo' });
  });

  it('waits for a class its teacher has not opened (no WB-403-112 popup), rechecks, and joins once it opens', async () => {
    let open = false;
    const lookup = (meetCode: string): InviteLookup => ({
      result: { meetCode, meetTitle: 'Math A', roomCode: 'R1', roomTitle: 'Math A', passwordRequired: false, anyoneOpen: false },
      defaultSetting: { company: { code: '100001', id: 'demo', name: 'Demo Academy' } },
      roomCategoryCd: 2,
      inviteCode: '123456789',
    });
    const { launch } = setup(
      { ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'easy' },
      {
        'openRoom.JOIN_INFO': () => {
          if (!open) throw new ApiError('WB-403-112', 403);
          return joined;
        },
        'openMeet.VIEW': () => lookup(open ? 'M1' : '0'),
      },
    );
    renderApp('/demo');
    await userEvent.type(await screen.findByTestId('easy-nickname'), 'Guest Lee');
    await userEvent.type(screen.getByTestId('easy-invite-code'), '123456789');
    await userEvent.click(screen.getByTestId('easy-submit'));
    expect(await screen.findByTestId('easy-wait-state')).toHaveTextContent('The class opens when the teacher enters.');
    expect(screen.queryByTestId('error-popup')).toBeNull();
    expect(launch).not.toHaveBeenCalled();
    open = true;
    await userEvent.click(screen.getByTestId('easy-wait-recheck'));
    await waitFor(() => expect(launch).toHaveBeenCalledWith('ticket-easy', {}));
    expect(screen.queryByTestId('easy-wait-state')).toBeNull();
  });

  it("creates a room when the company lets guests open meetings; the guest type is the server's, never the link's", async () => {
    // Guests act as students (EASY_JOIN_GUEST_TYPE, 12); here the company gives students the meeting-open bit.
    const { api } = setup({ ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'easy', WEB_USER_TYPE_AUTH: '12,2097152' });
    renderApp('/demo?linkEasyMode=create&linkEasyUserType=11&linkEasyTitle=Quick%20class');
    await userEvent.type(await screen.findByTestId('easy-nickname'), 'T');
    expect(screen.getByTestId('easy-room-title')).toHaveValue('Quick class');
    await userEvent.click(screen.getByTestId('easy-submit'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('openRoom.OPEN_INFO', { roomTitle: 'Quick class', userName: 'T', companyId: 'demo' }),
    );
  });

  it('a link naming a teacher type does not let guests open meetings', async () => {
    const { api } = setup({ ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'easy', WEB_USER_TYPE_AUTH: '11,2097152' });
    renderApp('/demo?linkEasyMode=create&linkEasyUserType=11&linkEasyTitle=Quick%20class');
    expect(await screen.findByTestId('easy-nickname')).toBeInTheDocument();
    expect(screen.queryByTestId('easy-room-title')).toBeNull();
    expect(api).not.toHaveBeenCalledWith('openRoom.OPEN_INFO', expect.anything());
  });
});
