import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InviteLookup } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { i18n } from '../../i18n';
import { platform } from '../../platform';
import { makeUser, mockApi, signIn, signOut } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { resetLaunchState } from '../launcher';

function lookup(meetCode = 'MX', roomCategoryCd = 2, anyoneOpen = true): InviteLookup {
  return {
    result: { meetCode, meetTitle: 'Math A', roomCode: 'RROOM1', roomTitle: 'Math A', passwordRequired: false, anyoneOpen },
    defaultSetting: { company: { code: '100001', id: 'demo', name: 'Demo Academy' } },
    roomCategoryCd,
    inviteCode: '123456789',
  };
}

const joined = {
  result: {
    roomCode: 'RROOM1',
    meetCode: 'MX',
    meetTitle: 'Math A',
    roomCategoryCd: 2,
    inviteCode: '123456789',
    mode: 'normal' as const,
    userIdx: 7,
    opened: false,
  },
  joinTicket: 'ticket-1',
  webJoinUrl: null,
};

/** The join a guest named Visitor sends for the open class MX. */
const guestJoin = { inviteCode: '123456789', companyId: 'demo', userName: 'Visitor', meetCode: 'MX' };

function setup(found: InviteLookup | null | (() => InviteLookup) = lookup()) {
  const api = mockApi({
    'openMeet.VIEW': () => {
      if (!found) throw new ApiError('WB-400-220', 400);
      return typeof found === 'function' ? found() : found;
    },
    'openRoom.JOIN_INFO': () => joined,
    'roomUser.ADD': () => ({ result: { added: 1 } }),
    'user.GET_ME': () => ({ result: makeUser() }),
  });
  vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue({ route: 'agent', installed: true, running: false, monitorSupported: null });
  const launch = vi.spyOn(platform.launcher, 'join').mockResolvedValue({ ok: true });
  return { api, launch };
}

beforeEach(() => {
  resetLaunchState();
  signOut();
});
afterEach(async () => {
  resetLaunchState();
  await act(() => i18n.changeLanguage('en'));
});

describe('invite page', () => {
  it('looks the code up and joins as a guest with a nickname', async () => {
    const { api, launch } = setup();
    renderApp('/invite/100001/123456789');
    expect(await screen.findByTestId('invite-join-title')).toHaveTextContent('Math A');
    expect(api).toHaveBeenCalledWith('openMeet.VIEW', { inviteCode: '123456789', companyCode: '100001' });
    expect(screen.getByTestId('invite-join-submit')).toBeDisabled();
    expect(screen.getByText('Enter a nickname to join.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('invite-join-nickname'), 'Visitor');
    expect(screen.getByTestId('invite-join-submit')).toBeEnabled();
    await userEvent.click(screen.getByTestId('invite-join-submit'));
    await waitFor(() => expect(launch).toHaveBeenCalledWith('ticket-1', {}));
    expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', guestJoin);
  });

  it('says what is wrong with the nickname and the room password under each, in the shown language, and joins once both are right', async () => {
    const withPassword = lookup();
    const { api } = setup({ ...withPassword, result: { ...withPassword.result, passwordRequired: true } });
    renderApp('/invite/100001/123456789');
    const nickname = await screen.findByTestId('invite-join-nickname');
    await userEvent.type(nickname, 'V');
    await userEvent.clear(nickname);
    expect(await screen.findByText('Enter a nickname.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('invite-join-password'), 'a b');
    expect(await screen.findByText(/^Use 1 to 8 characters/)).toBeInTheDocument();
    expect(screen.getByTestId('invite-join-submit')).toBeDisabled();
    await act(() => i18n.changeLanguage('ko'));
    expect(await screen.findByText('닉네임을 입력하세요.')).toBeInTheDocument();
    expect(screen.getByText(/^영문, 숫자와 특수문자/)).toBeInTheDocument();
    await userEvent.type(nickname, 'Visitor');
    await userEvent.clear(screen.getByTestId('invite-join-password'));
    await userEvent.type(screen.getByTestId('invite-join-password'), 'ab1');
    await userEvent.click(screen.getByTestId('invite-join-submit'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', { ...guestJoin, roomPassword: 'ab1' }));
  });

  it('uses the open join (no meetCode) when nobody has opened the class; reads the query form', async () => {
    const { api } = setup(lookup('0'));
    renderApp('/invite?companyId=demo&inviteCode=123-456-789&linkUserName=Kim');
    expect(await screen.findByTestId('invite-join-nickname')).toHaveValue('Kim');
    expect(screen.getByTestId('invite-join-state')).toHaveTextContent('joining opens it');
    await userEvent.click(screen.getByTestId('invite-join-submit'));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', { inviteCode: '123456789', companyId: 'demo', userName: 'Kim' }),
    );
  });

  it('a room that opens only after its leader keeps the guest waiting, then lets them join once it is open', async () => {
    let current = lookup('0', 2, false);
    const { api } = setup(() => current);
    renderApp('/invite/100001/123456789');
    await userEvent.type(await screen.findByTestId('invite-join-nickname'), 'Visitor');
    expect(screen.getByTestId('invite-join-state')).toHaveTextContent('opens when the teacher enters');
    expect(screen.getByTestId('invite-join-submit')).toBeDisabled();
    current = lookup('MX', 2, false);
    await userEvent.click(screen.getByTestId('invite-join-recheck'));
    await waitFor(() => expect(screen.getByTestId('invite-join-state')).toHaveAttribute('data-state', 'open'));
    await userEvent.click(screen.getByTestId('invite-join-submit'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', guestJoin));
  });

  it('signed in to the company: joins as the user and registers for the reserved room', async () => {
    signIn();
    const { api } = setup();
    renderApp('/invite/100001/123456789');
    expect(await screen.findByTestId('invite-join-as')).toHaveTextContent('Kim Teacher');
    await userEvent.click(screen.getByTestId('invite-join-submit'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('roomUser.ADD', { roomCode: 'RROOM1', userIdx: 7 }));
    expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', { inviteCode: '123456789', companyId: 'demo', meetCode: 'MX' });
    expect(await screen.findByText('You are now registered for this class.')).toBeInTheDocument();
  });

  it('an invalid code or a company mismatch shows WB-400-220; a code can be typed', async () => {
    const { api } = setup(null);
    renderApp('/invite/100001');
    await userEvent.type(await screen.findByTestId('invite-box-1'), '111222333');
    await userEvent.click(screen.getByTestId('invite-lookup'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('The invite code or link is invalid.');
    expect(api).toHaveBeenCalledWith('openMeet.VIEW', { inviteCode: '111222333', companyCode: '100001' });
  });
});
