import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { UserMenu } from '../../app/header/UserMenu';
import { platform } from '../../platform';
import { bodaSetting, demoCfg, demoCompany, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { DesktopSettingsHost } from './DesktopSettingsHost';
import { SettingsButton } from './SettingsButton';
import { fakeDesktopSettings } from './settingsFakes';
import { useSettingsDialog } from './settingsDialogStore';

const original = platform.desktopSettings;
afterEach(() => {
  platform.desktopSettings = original;
  useSettingsDialog.setState({ open: false });
});

/** The desktop app: the capability is present and the dialog host is mounted (PlatformShell does it in the app). */
function desktop() {
  const fake = fakeDesktopSettings();
  platform.desktopSettings = fake.settings;
  render(
    <AppProviders client={createQueryClient()}>
      <DesktopSettingsHost />
    </AppProviders>,
  );
  return fake;
}

function renderUserMenu() {
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <UserMenu companyId="demo" area="service" />
      </MemoryRouter>
    </AppProviders>,
  );
}

const branding = { title: '', description: '', keywords: '', images: [] };

describe('opening the desktop settings', () => {
  it("opens on the tray/menu 'Settings…' request, and reads the settings afresh each time", async () => {
    const { settings, requestOpen } = desktop();
    expect(screen.queryByTestId('settings-dialog')).toBeNull();
    requestOpen();
    expect(await screen.findByTestId('settings-dialog')).toBeInTheDocument();
    expect(settings.read).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('settings-close'));
    await waitFor(() => expect(screen.queryByTestId('settings-dialog')).toBeNull());
    requestOpen();
    expect(await screen.findByTestId('settings-dialog')).toBeInTheDocument();
    expect(settings.read).toHaveBeenCalledTimes(2);
  });

  it("has a 'Settings' item in the header user menu of the desktop app", async () => {
    desktop();
    signIn();
    renderUserMenu();
    await userEvent.click(screen.getByTestId('header-user-menu'));
    const item = await screen.findByTestId('settings-open');
    expect(item).toHaveTextContent('Settings');
    await userEvent.click(item);
    expect(await screen.findByTestId('settings-dialog')).toBeInTheDocument();
  });

  it('has a settings button on the login page, before signing in', async () => {
    desktop();
    mockApi({ 'company.loginInfo': () => ({ result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding } }) });
    renderApp('/demo');
    await screen.findByTestId('login-page');
    await userEvent.click(await screen.findByTestId('settings-open'));
    expect(await screen.findByTestId('settings-dialog')).toBeInTheDocument();
    expect(await screen.findByTestId('settings-server-address')).toHaveValue('https://boda.example.kr');
  });

  it('offers the settings on the error page a wrong server address leads to', async () => {
    desktop();
    mockApi({
      'company.loginInfo': () => {
        throw new ApiError('WE-5001', 0);
      },
    });
    renderApp('/demo');
    await screen.findByTestId('error-page');
    expect(await screen.findByTestId('settings-open')).toHaveTextContent('Settings');
  });

  it('offers nothing on the web, where the capability is null', async () => {
    platform.desktopSettings = null;
    signIn();
    renderUserMenu();
    render(
      <AppProviders client={createQueryClient()}>
        <SettingsButton />
        <DesktopSettingsHost />
      </AppProviders>,
    );
    await userEvent.click(screen.getByTestId('header-user-menu'));
    expect(await screen.findByTestId('header-logout')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-open')).toBeNull();
    act(() => useSettingsDialog.setState({ open: true }));
    expect(screen.queryByTestId('settings-dialog')).toBeNull();
  });
});
