import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetServerAddressResult, UpdateStatus } from '@boda/contract/desktop';
import { setNavigator } from '../../api/navigation';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { platform, type PlatformUpdates } from '../../platform';
import * as launchFlow from '../launcher';
import { followDeepLink } from './DeepLinkListener';
import { PlatformShell } from './PlatformShell';
import { UpdateIndicator } from './UpdateIndicator';

const base: UpdateStatus = {
  state: 'idle',
  currentVersion: '1.0.0',
  channel: 'stable',
  channelLocked: false,
  availableVersion: null,
  progress: null,
  error: null,
  lastCheckedAt: null,
};

function fakeUpdates(initial: UpdateStatus) {
  let push: (s: UpdateStatus) => void = () => undefined;
  const updates: PlatformUpdates = {
    status: vi.fn(async () => initial),
    check: vi.fn(async () => initial),
    download: vi.fn(async () => ({ ...initial, state: 'downloading' as const })),
    install: vi.fn(async () => true),
    onStatus: (listener) => {
      push = listener;
      return () => undefined;
    },
  };
  return { updates, push: (s: UpdateStatus) => act(() => push(s)) };
}

function inProviders(node: React.ReactNode) {
  return render(<AppProviders client={createQueryClient()}>{node}</AppProviders>);
}

const original = { serverSetup: platform.serverSetup };
afterEach(() => {
  platform.serverSetup = original.serverSetup;
});

describe('update indicator', () => {
  it('shows nothing without desktop updates (web) or without news', async () => {
    const { container } = inProviders(<UpdateIndicator updates={null} />);
    expect(container.querySelector('[data-testid^="update-"]')).toBeNull();
    inProviders(<UpdateIndicator updates={fakeUpdates(base).updates} />);
    await waitFor(() => expect(screen.queryByTestId('update-download')).toBeNull());
  });

  it('available -> download, downloading with progress, downloaded -> restart to update', async () => {
    const user = userEvent.setup();
    const { updates, push } = fakeUpdates({ ...base, state: 'available', availableVersion: '1.1.0' });
    inProviders(<UpdateIndicator updates={updates} />);
    await user.click(await screen.findByTestId('update-download'));
    expect(updates.download).toHaveBeenCalledTimes(1);
    push({ ...base, state: 'downloading', progress: { percent: 42.4, transferred: 42, total: 100, bytesPerSecond: 10 } });
    expect(await screen.findByTestId('update-progress')).toHaveTextContent('Downloading update… 42%');
    push({ ...base, state: 'downloaded', availableVersion: '1.1.0' });
    await user.click(await screen.findByTestId('update-install'));
    expect(updates.install).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('update-install')).toHaveTextContent('Restart to update');
  });
});

describe('first-run server address screen', () => {
  function withSetup(answer: SetServerAddressResult, current: string | null = null) {
    const set = vi.fn(async () => answer);
    platform.serverSetup = { current: () => current, set };
    inProviders(
      <PlatformShell>
        <p>the app</p>
      </PlatformShell>,
    );
    return { set, user: userEvent.setup() };
  }

  it('replaces the app while no server is set, checks the address, then hands it to main', async () => {
    const { set, user } = withSetup({ ok: true, serverAddress: 'https://boda.example.kr' });
    expect(screen.queryByText('the app')).toBeNull();
    await user.click(screen.getByTestId('first-run-submit'));
    expect(await screen.findByText('Enter the server address.')).toBeInTheDocument();
    await user.type(screen.getByTestId('first-run-address'), 'http://boda.example.kr');
    await user.click(screen.getByTestId('first-run-submit'));
    expect(await screen.findByText(/Use https:\/\//)).toBeInTheDocument();
    expect(set).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('first-run-address'));
    await user.type(screen.getByTestId('first-run-address'), 'boda.example.kr/');
    await user.click(screen.getByTestId('first-run-submit'));
    await waitFor(() => expect(set).toHaveBeenCalledWith('https://boda.example.kr'));
  });

  it("shows main's refusal", async () => {
    const { user } = withSetup({ ok: false, error: 'LOCKED' });
    await user.type(screen.getByTestId('first-run-address'), 'https://boda.example.kr');
    await user.click(screen.getByTestId('first-run-submit'));
    expect(await screen.findByText('Your administrator has set the server address.')).toBeInTheDocument();
  });

  it('shows the app once a server is set, and always on the web', () => {
    withSetup({ ok: true, serverAddress: 'x' }, 'https://boda.example.kr');
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByTestId('first-run')).toBeNull();
  });
});

describe('deep links', () => {
  it('join links launch with their ticket; open and invite links navigate', async () => {
    const launch = vi.spyOn(launchFlow, 'launchClass').mockResolvedValue({ ok: true });
    const visited: string[] = [];
    setNavigator((path) => void visited.push(path));
    followDeepLink({ kind: 'join', ticket: 'a.b.c' });
    const request = launch.mock.calls[0][0];
    expect(await request.fetchTicket()).toBe('a.b.c');
    followDeepLink({ kind: 'open', companyId: 'demo' });
    followDeepLink({ kind: 'invite', companyCode: 'DEMO', inviteCode: '123456789' });
    await waitFor(() => expect(visited).toEqual(['/demo', '/invite/DEMO/123456789']));
  });
});
