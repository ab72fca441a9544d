import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '@boda/contract';
import { platform, type ClientStatus } from '../../platform';
import { demoCompany, makeRoom, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { resetLaunchState } from '../launcher';

const TEACHER_AUTH = '11,2099200|12,0';
const installed: ClientStatus = { route: 'agent', installed: true, running: false, monitorSupported: null };

function page(content: Room[]) {
  return { resultPage: { content, page: 1, size: 200, total: content.length, first: true, last: true } };
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
    opened: true,
  },
  joinTicket: 'ticket-1',
  webJoinUrl: null,
};

function setup(rooms: Room[], options: { userType?: number } = {}) {
  signIn({ user: { userTypeCd: options.userType ?? 11 }, cfg: { WEB_USER_TYPE_AUTH: TEACHER_AUTH } });
  const api = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: options.userType ?? 11 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'room.LIST': () => page(rooms),
    'roomJoin.JOIN': () => joined,
    'roomJoin.OPEN': () => joined,
    'openRoom.JOIN_INFO': () => joined,
    'roomJoin.CLOSE': () => ({ result: { meetCode: 'MX', closed: true, removed: false } }),
    'room.DEL': () => ({ result: { roomCode: 'RROOM1' } }),
  });
  vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue(installed);
  const join = vi.spyOn(platform.launcher, 'join').mockResolvedValue({ ok: true });
  renderApp('/demo/room/list');
  return { api, join };
}

beforeEach(() => resetLaunchState());
afterEach(() => {
  resetLaunchState();
  vi.useRealTimers();
});

describe('room list', () => {
  it('gives teachers the open-join and invite cards, the register button, and their rooms', async () => {
    setup([makeRoom(), makeRoom({ roomCode: 'RINST', roomTitle: 'Quick', roomCategoryCd: 1 })]);
    expect(await screen.findByTestId('open-join-card')).toBeInTheDocument();
    expect(screen.getByTestId('invite-code-card')).toBeInTheDocument();
    expect(screen.getByTestId('room-register')).toBeInTheDocument();
    const top = screen.getByTestId('room-top-area');
    expect(await within(top).findByText('Quick')).toBeInTheDocument();
    expect(within(screen.getByTestId('room-regular-area')).getByText('Math A')).toBeInTheDocument();
    expect((screen.getByTestId('open-join-title') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} Kim Teacher class$/);
  });

  it('shows students only the invite card and no room actions; an empty state without rooms', async () => {
    setup([], { userType: 12 });
    expect(await screen.findByTestId('invite-code-card')).toBeInTheDocument();
    expect(await screen.findByTestId('room-list-empty')).toHaveTextContent('There are no regular rooms yet.');
    expect(screen.queryByTestId('open-join-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('room-register')).not.toBeInTheDocument();
  });

  it('shows the card state: preparing, or started with start time, elapsed time and participants; badges', async () => {
    const start = new Date(Date.now() - 65_000).toISOString();
    setup([
      makeRoom({ roomCode: 'RA', roomTitle: 'Waiting' }),
      makeRoom({
        roomCode: 'RB',
        roomTitle: 'Running',
        meet: {
          exist: true,
          meetCode: 'MB',
          meetTitle: 'Running',
          inviteCode: '1',
          userIdx: 7,
          userName: 'Kim',
          openDatetime: start,
          startDatetime: start,
          currentUserNum: 3,
        },
      }),
      makeRoom({ roomCode: 'RC', roomTitle: 'Secret', roomStatusCd: 9 }),
    ]);
    const cards = await screen.findAllByTestId('room-card');
    const [waiting, running, secret] = cards;
    expect(within(waiting as HTMLElement).getByTestId('room-card-preparing')).toHaveTextContent('Preparing');
    expect(within(waiting as HTMLElement).getByTestId('room-card-active')).toBeInTheDocument();
    expect(running).toHaveAttribute('data-state', 'started');
    expect(within(running as HTMLElement).getByTestId('room-card-participants')).toHaveTextContent('Participants: 3');
    // 65 s before the setup, plus however long the page took to show it (a loaded machine may take long).
    const [hours, minutes, seconds] = (within(running as HTMLElement).getByTestId('room-card-elapsed').textContent ?? '')
      .split(':')
      .map(Number);
    const shownSec = hours * 3600 + minutes * 60 + seconds;
    expect(shownSec).toBeGreaterThanOrEqual(65);
    expect(shownSec).toBeLessThanOrEqual(65 + Math.ceil((Date.now() - Date.parse(start)) / 1000 - 65) + 1);
    expect(within(secret as HTMLElement).getByTestId('room-card-hidden')).toHaveTextContent('Hidden');
  });

  it('joins a room card through the launcher with a fresh ticket', async () => {
    const { api, join } = setup([makeRoom()]);
    await userEvent.click(await screen.findByTestId('room-card-join'));
    await waitFor(() => expect(join).toHaveBeenCalledWith('ticket-1', {}));
    expect(api).toHaveBeenCalledWith('roomJoin.JOIN', { roomCode: 'RROOM1' });
  });

  it('enables Join only for a complete invite code (the contract rule: 9 digits); Enter on a part of one joins nothing', async () => {
    const { api } = setup([]);
    await userEvent.type(await screen.findByTestId('invite-box-1'), '123');
    expect(screen.getByTestId('invite-code-join')).toBeDisabled();
    fireEvent.keyDown(screen.getByTestId('invite-box-2'), { key: 'Enter' });
    await userEvent.type(screen.getByTestId('invite-box-2'), '45678');
    expect(screen.getByTestId('invite-code-join')).toBeDisabled();
    await userEvent.type(screen.getByTestId('invite-box-3'), '9');
    expect(screen.getByTestId('invite-code-join')).toBeEnabled();
    expect(api).not.toHaveBeenCalledWith('openRoom.JOIN_INFO', expect.anything());
  });

  it('splits a pasted invite code 3/3/3 and joins with Enter', async () => {
    const { api } = setup([]);
    const first = await screen.findByTestId('invite-box-1');
    expect(screen.getByTestId('invite-code-join')).toBeDisabled();
    fireEvent.paste(first, { clipboardData: { getData: () => '123-456-789' } });
    expect(screen.getByTestId('invite-box-1')).toHaveValue('123');
    expect(screen.getByTestId('invite-box-2')).toHaveValue('456');
    expect(screen.getByTestId('invite-box-3')).toHaveValue('789');
    fireEvent.keyDown(screen.getByTestId('invite-box-3'), { key: 'Enter' });
    await waitFor(() => expect(api).toHaveBeenCalledWith('openRoom.JOIN_INFO', { inviteCode: '123456789' }));
  });

  it('typed digits move on box by box; letters are dropped', async () => {
    setup([]);
    const first = await screen.findByTestId('invite-box-1');
    await userEvent.type(first, '12a3456');
    expect(screen.getByTestId('invite-box-1')).toHaveValue('123');
    expect(screen.getByTestId('invite-box-2')).toHaveValue('456');
  });

  it('opens a class with a title and a digits-only password', async () => {
    const { api } = setup([]);
    const title = await screen.findByTestId('open-join-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Algebra now');
    await userEvent.type(screen.getByTestId('open-join-password'), '12ab34');
    await userEvent.click(screen.getByTestId('open-join-submit'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('roomJoin.OPEN', { roomTitle: 'Algebra now', roomPassword: '1234' }));
  });

  it('closes an open class from the kebab menu after confirmation, with the follow-up a second later', async () => {
    const start = new Date().toISOString();
    const { api } = setup([
      makeRoom({
        meet: {
          exist: true,
          meetCode: 'MB',
          meetTitle: 'x',
          inviteCode: '1',
          userIdx: 7,
          userName: 'Kim',
          openDatetime: start,
          startDatetime: null,
          currentUserNum: 1,
        },
      }),
    ]);
    await userEvent.click(await screen.findByTestId('room-card-menu'));
    expect(screen.queryByTestId('room-menu-remove')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('room-menu-close'));
    await userEvent.click(await screen.findByTestId('room-confirm-confirm'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('roomJoin.CLOSE', { roomCode: 'RROOM1', meetCode: 'MB', remove: false }));
    expect(await screen.findByText('The class was closed.')).toBeInTheDocument();
  });

  it('copies the invite link and code, and shows the entry QR with the same link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // jsdom has no canvas; the QR code's drawing is checked in the browser e2e.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    setup([makeRoom()]);
    await userEvent.click(await screen.findByTestId('room-card-menu'));
    await userEvent.click(screen.getByTestId('room-menu-copy-link'));
    const link = `${window.location.origin}/invite/${demoCompany.companyCode}/123456789`;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    await userEvent.click(screen.getByTestId('room-card-menu'));
    await userEvent.click(screen.getByTestId('room-menu-copy-code'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('123-456-789'));
    await userEvent.click(screen.getByTestId('room-card-menu'));
    await userEvent.click(screen.getByTestId('room-menu-qr'));
    expect(await screen.findByTestId('room-qr-link')).toHaveTextContent(link);
    expect(screen.getByTestId('room-qr-title')).toHaveTextContent('Math A');
  });
});
