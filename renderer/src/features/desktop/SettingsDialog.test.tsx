import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import * as notifyModule from '../../ui/feedback';
import { SettingsDialog } from './SettingsDialog';
import { fakeDesktopSettings, idleStatus, lockedView, unlockedView } from './settingsFakes';
import type { SettingsView, TokenStoreStatus, UpdateStatus } from '../../platform';

function renderDialog(options: { view?: SettingsView; status?: UpdateStatus; storage?: TokenStoreStatus } = {}) {
  const fake = fakeDesktopSettings(options);
  const onClose = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <SettingsDialog settings={fake.settings} onClose={onClose} />
    </AppProviders>,
  );
  return { ...fake, onClose, user: userEvent.setup() };
}

describe('desktop settings dialog: server', () => {
  it('checks the address like the first-run screen, warns, then hands it to main', async () => {
    const { settings, user } = renderDialog();
    const input = await screen.findByTestId('settings-server-address');
    expect(input).toHaveValue('https://boda.example.kr');
    const save = screen.getByTestId('settings-server-save');

    await user.clear(input);
    await user.type(input, 'ftp://boda.example.kr');
    await user.click(save);
    expect(await screen.findByText('Enter a web address such as https://boda.example.kr (no path).')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'http://other.example.kr');
    await user.click(save);
    expect(await screen.findByText(/Use https:\/\//)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'boda.example.kr/');
    await user.click(save);
    expect(await screen.findByText('This is already the server address.')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-server-warning')).toBeNull();
    expect(settings.setServerAddress).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Other.Example.kr');
    await user.click(save);
    const warning = await screen.findByTestId('settings-server-warning');
    expect(warning).toHaveTextContent('Changing the server signs you out, and the app reloads to connect to https://other.example.kr.');
    expect(settings.setServerAddress).not.toHaveBeenCalled();
    await user.click(within(warning).getByTestId('settings-server-confirm'));
    expect(settings.setServerAddress).toHaveBeenCalledWith('https://other.example.kr');
    expect(await screen.findByTestId('settings-server-reloading')).toHaveTextContent('Connecting to the new server…');
  });

  it("can be cancelled, and shows main's refusal", async () => {
    const { settings, user } = renderDialog();
    const input = await screen.findByTestId('settings-server-address');
    await user.clear(input);
    await user.type(input, 'https://other.example.kr');
    await user.click(screen.getByTestId('settings-server-save'));
    await user.click(await screen.findByTestId('settings-server-cancel'));
    expect(screen.queryByTestId('settings-server-warning')).toBeNull();

    vi.mocked(settings.setServerAddress).mockResolvedValueOnce({ ok: false, error: 'LOCKED' });
    await user.click(screen.getByTestId('settings-server-save'));
    await user.click(await screen.findByTestId('settings-server-confirm'));
    expect(await screen.findByText('Your administrator has set the server address.')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-server-reloading')).toBeNull();
  });
});

describe('desktop settings dialog: lab policy', () => {
  it('shows locked settings read-only with the administrator note', async () => {
    const { settings, user } = renderDialog({ view: lockedView });
    const address = await screen.findByTestId('settings-server-address');
    expect(address).toHaveValue('https://lab.school.kr');
    expect(address).toHaveAttribute('readonly');
    expect(screen.queryByTestId('settings-server-save')).toBeNull();
    expect(screen.getByTestId('settings-server-locked')).toHaveTextContent('Set by your administrator.');

    expect(screen.getByTestId('settings-channel-beta')).toBeChecked();
    expect(screen.getByTestId('settings-channel-stable')).toBeDisabled();
    expect(screen.getByTestId('settings-channel-locked')).toBeInTheDocument();
    await user.click(screen.getByTestId('settings-channel-stable'));
    expect(settings.setUpdateChannel).not.toHaveBeenCalled();

    expect(screen.getByTestId('settings-client-current')).toHaveTextContent('In use: C:\\Lab\\BodaClient.exe');
    expect(screen.getByTestId('settings-client-path')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('settings-client-save')).toBeNull();
    expect(screen.queryByTestId('settings-client-reset')).toBeNull();
    expect(screen.getByTestId('settings-client-locked')).toBeInTheDocument();
  });

  it('says updates are off when the policy disables them, without check or channel choice', async () => {
    renderDialog({
      view: { ...unlockedView, updatesEnabled: false, updateChannelLocked: true },
      status: { ...idleStatus, state: 'disabled' },
    });
    expect(await screen.findByTestId('settings-updates-disabled')).toHaveTextContent('Updates are turned off by your administrator.');
    expect(screen.queryByTestId('settings-check-updates')).toBeNull();
    expect(screen.getByTestId('settings-channel-stable')).toBeDisabled();
    // The 'disabled' note says it all; no second lock note under the channel.
    expect(screen.queryByTestId('settings-channel-locked')).toBeNull();
  });
});

describe('desktop settings dialog: updates', () => {
  it('changes the channel through main and keeps the old one when main refuses', async () => {
    const { settings, user } = renderDialog();
    await user.click(await screen.findByTestId('settings-channel-beta'));
    expect(settings.setUpdateChannel).toHaveBeenCalledWith('beta');
    await waitFor(() => expect(screen.getByTestId('settings-channel-beta')).toBeChecked());

    vi.mocked(settings.setUpdateChannel).mockResolvedValueOnce(false);
    await user.click(screen.getByTestId('settings-channel-stable'));
    expect(await screen.findByText('The update channel could not be changed.')).toBeInTheDocument();
    expect(screen.getByTestId('settings-channel-beta')).toBeChecked();
  });

  it('checks for updates and follows the live status: progress, then restart to update', async () => {
    const { settings, push, user } = renderDialog();
    await waitFor(() => expect(screen.getByTestId('settings-current-version')).toHaveTextContent('Current version: 1.4.2'));
    expect(screen.getByTestId('settings-update-status')).toHaveTextContent('Not checked yet.');
    await user.click(screen.getByTestId('settings-check-updates'));
    expect(settings.updates.check).toHaveBeenCalledTimes(1);

    push({ ...idleStatus, state: 'checking' });
    expect(screen.getByTestId('settings-update-status')).toHaveTextContent('Checking for updates…');
    expect(screen.getByTestId('settings-check-updates')).toBeDisabled();

    push({ ...idleStatus, state: 'available', availableVersion: '1.5.0', lastCheckedAt: '2025-03-01T09:00:00.000Z' });
    expect(screen.getByTestId('settings-update-status')).toHaveTextContent('Version 1.5.0 is available.');
    expect(screen.getByTestId('settings-update-last-checked')).toHaveTextContent('Last checked:');
    await user.click(screen.getByTestId('settings-update-download'));
    expect(settings.updates.download).toHaveBeenCalledTimes(1);

    push({
      ...idleStatus,
      state: 'downloading',
      availableVersion: '1.5.0',
      progress: { percent: 42.4, transferred: 42, total: 100, bytesPerSecond: 10 },
    });
    expect(screen.getByTestId('settings-update-status')).toHaveTextContent('Downloading version 1.5.0… 42%');
    expect(screen.getByTestId('settings-update-progress')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-update-install')).toBeNull();

    push({ ...idleStatus, state: 'downloaded', availableVersion: '1.5.0' });
    expect(screen.queryByTestId('settings-update-progress')).toBeNull();
    expect(screen.getByTestId('settings-update-status')).toHaveTextContent('Version 1.5.0 is ready to install.');
    await user.click(screen.getByTestId('settings-update-install'));
    expect(settings.updates.install).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('settings-update-install')).toHaveTextContent('Restart to update');
  });

  it('reports a failed update call as an error toast', async () => {
    const error = vi.spyOn(notifyModule.notify, 'error');
    const { settings, user } = renderDialog();
    vi.mocked(settings.updates.check).mockRejectedValueOnce(new Error('IPC_FORBIDDEN'));
    await user.click(await screen.findByTestId('settings-check-updates'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The update could not be started. Please try again later.'));
  });
});

describe('desktop settings dialog: class client, storage, about', () => {
  it('sets a client path, and resets it to automatic detection', async () => {
    const { settings, user } = renderDialog();
    expect(await screen.findByTestId('settings-client-current')).toHaveTextContent('Detected automatically');
    expect(screen.getByTestId('settings-client-save')).toBeDisabled();
    expect(screen.getByTestId('settings-client-reset')).toBeDisabled();
    await user.type(screen.getByTestId('settings-client-path'), '/opt/boda/client');
    await user.click(screen.getByTestId('settings-client-save'));
    expect(settings.setClientPath).toHaveBeenCalledWith('/opt/boda/client');
    expect(await screen.findByTestId('settings-client-current')).toHaveTextContent('In use: /opt/boda/client');

    await user.click(screen.getByTestId('settings-client-reset'));
    expect(settings.setClientPath).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.getByTestId('settings-client-current')).toHaveTextContent('Detected automatically'));
    expect(screen.getByTestId('settings-client-path')).toHaveValue('');
  });

  it('names the token backend with its notice, the app versions, and opens the logs folder', async () => {
    const { settings, user } = renderDialog({ storage: { backend: 'safeStorage', notice: 'NO_KEYCHAIN', previousBackend: null } });
    expect(await screen.findByTestId('settings-storage-backend')).toHaveTextContent('Sign-in data is kept in: an encrypted file');
    expect(screen.getByTestId('settings-storage-notice')).toHaveTextContent('This computer has no keychain');
    expect(await screen.findByTestId('settings-about-version')).toHaveTextContent('1.4.2');
    expect(screen.getByTestId('settings-about-os')).toHaveTextContent('Windows (win32 x64)');
    expect(screen.getByTestId('settings-about-electron')).toHaveTextContent('38.2.0');
    expect(screen.getByTestId('settings-about-chrome')).toHaveTextContent('140.0.7339.133');
    await user.click(screen.getByTestId('settings-open-logs'));
    expect(settings.openLogsFolder).toHaveBeenCalledTimes(1);
  });

  it('closes from its button', async () => {
    const { onClose, user } = renderDialog({ storage: { backend: 'memory', notice: 'NOT_PERSISTED', previousBackend: null } });
    expect(await screen.findByTestId('settings-storage-backend')).toHaveTextContent('nowhere (not saved)');
    await user.click(screen.getByTestId('settings-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
