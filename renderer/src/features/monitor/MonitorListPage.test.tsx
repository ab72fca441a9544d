import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meet } from '@boda/contract';
import { platform, type ClientStatus } from '../../platform';
import { makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { MONITOR_REFRESH_MS } from './queries';

const meet: Meet = {
  meetCode: 'M1',
  roomCode: 'R1',
  meetTitle: 'Math live',
  roomCategoryCd: 2,
  templateIdx: null,
  templateName: null,
  ownerUser: { userIdx: 7, userName: 'Kim Teacher' },
  userIdx: 7,
  userName: 'Kim Teacher',
  leaderName: 'Kim Teacher',
  openDatetime: '2025-03-10T01:00:00.000Z',
  startDatetime: '2025-03-10T01:00:05.000Z',
  endDatetime: null,
  live: true,
  currentUserNum: 2,
  userCount: 2,
};

function setup(options: { monitorSupported?: boolean; funcUse?: string; nobodyIn?: boolean } = {}) {
  signIn({ user: { userTypeCd: 5 }, cfg: { WEB_FUNC_USE: options.funcUse ?? '1,0,1,1,1,1' } });
  vi.spyOn(platform.launcher, 'checkClient').mockResolvedValue({
    route: 'bridge',
    installed: true,
    running: false,
    monitorSupported: options.monitorSupported ?? false,
  } satisfies ClientStatus);
  const api = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: 5 }) }),
    'monitor.LIST': () => ({ resultPage: { content: [meet], page: 1, size: 30, total: 1, first: true, last: true } }),
    'monitor.VIEW': () => ({
      result: {
        meet,
        userList: options.nobodyIn
          ? []
          : [
              {
                meetUserIdx: 1,
                userIdx: 21,
                userId: 'student1',
                userName: 'Han',
                userTypeCd: 12,
                joinDatetime: '2025-03-10T01:01:00.000Z',
                quitDatetime: null,
                online: true,
                totalJoinTimeSec: 60,
                logMeetUserJoinList: [{ joinDatetime: '2025-03-10T01:01:00.000Z', quitDatetime: null }],
              },
            ],
      },
    }),
    'roomJoin.CLOSE': () => ({ result: { meetCode: 'M1', closed: true, removed: false } }),
  });
  renderApp('/demo/manage/monitor/list');
  return api;
}

describe('monitoring', () => {
  it('lists live classes; no monitoring-join button outside the Windows desktop app', async () => {
    const api = setup();
    const row = await screen.findByTestId('monitor-row');
    expect(within(row).getByTestId('monitor-row-title')).toHaveTextContent('Math live');
    expect(within(row).getByTestId('monitor-row-current')).toHaveTextContent('2');
    expect(within(row).queryByTestId('monitor-join')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('monitor.LIST', { page: 1, size: 30, searchKeyword: '' });
  });

  it('shows the monitoring-join button when the platform supports it (Windows app)', async () => {
    setup({ monitorSupported: true });
    expect(await screen.findByTestId('monitor-join')).toBeInTheDocument();
  });

  it('closes a class after confirmation and refetches a second later', async () => {
    const api = setup();
    await userEvent.click(await screen.findByTestId('monitor-close'));
    await userEvent.click(await screen.findByTestId('monitor-close-confirm-confirm'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('roomJoin.CLOSE', { roomCode: 'R1', meetCode: 'M1', remove: false }));
    const before = api.mock.calls.filter(([name]) => name === 'monitor.LIST').length;
    await waitFor(() => expect(api.mock.calls.filter(([name]) => name === 'monitor.LIST').length).toBeGreaterThan(before));
  });

  it('keeps the list and a class view current while they are shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = setup();
      await screen.findByText('Math live');
      const count = (name: string) => api.mock.calls.filter(([called]) => called === name).length;
      const lists = count('monitor.LIST');
      await vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS);
      await waitFor(() => expect(count('monitor.LIST')).toBeGreaterThan(lists));
      await userEvent.click(screen.getByText('Math live'));
      await screen.findByText('Han');
      const views = count('monitor.VIEW');
      await vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS);
      await waitFor(() => expect(count('monitor.VIEW')).toBeGreaterThan(views));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "no configuration" when the monitor function is off', async () => {
    const api = setup({ funcUse: '0,0,1,1,1,1' });
    expect(await screen.findByTestId('monitor-no-config')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('monitor.LIST', expect.anything());
  });

  it('opens the view with the joined users', async () => {
    setup();
    await userEvent.click(await screen.findByTestId('monitor-row'));
    const user = await screen.findByTestId('monitor-user-row');
    expect(user).toHaveAttribute('data-user-id', 'student1');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Math live');
  });

  it('says so when nobody is in the class', async () => {
    setup({ nobodyIn: true });
    await userEvent.click(await screen.findByTestId('monitor-row'));
    expect(await screen.findByTestId('monitor-users-empty')).toHaveTextContent('Nobody is in the class now.');
    expect(screen.queryAllByTestId('monitor-user-row')).toHaveLength(0);
  });
});
