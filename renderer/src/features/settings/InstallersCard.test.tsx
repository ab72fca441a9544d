import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandInput, CompanySettingsView } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi } from '../../test/fixtures';
import { InstallersCard } from './InstallersCard';

const base = { configVersion: 1, brandingImages: [], brandingImageFiles: [], manual: null } as const;
const view = { ...base, installers: [] } as unknown as CompanySettingsView;
const withWindows = {
  ...view,
  installers: [{ os: 'windows', fileName: 'BodaClass Setup.exe', size: 80 * 1024 * 1024, modDatetime: '2024-05-02T01:00:00Z' }],
} as CompanySettingsView;

function setup(current: CompanySettingsView) {
  const calls: { command: string; input: unknown }[] = [];
  mockApi({
    'companySettings.INSTALLER_UPLOAD': (input: CommandInput<'companySettings.INSTALLER_UPLOAD'>) => {
      calls.push({ command: 'INSTALLER_UPLOAD', input });
      return { result: withWindows };
    },
    'companySettings.INSTALLER_REMOVE': (input: CommandInput<'companySettings.INSTALLER_REMOVE'>) => {
      calls.push({ command: 'INSTALLER_REMOVE', input });
      return { result: view };
    },
  });
  render(
    <AppProviders client={createQueryClient()}>
      <InstallersCard view={current} companyId="demo" />
    </AppProviders>,
  );
  return { calls, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('InstallersCard', () => {
  it('says, per OS, that no Install is offered until an installer is uploaded', () => {
    setup(view);
    for (const os of ['windows', 'mac', 'linux']) {
      expect(screen.getByTestId(`settings-installer-${os}-name`)).toHaveTextContent(/Install is not offered/);
      expect(screen.queryByTestId(`settings-installer-${os}-link`)).toBeNull();
    }
    expect(screen.getByTestId('settings-installer-mac-name')).toHaveTextContent('dmg, pkg');
  });

  it('uploads a Windows installer for Windows, and refuses a Mac one there before sending it', async () => {
    const { calls, user } = setup(view);
    const dmg = new File(['x'], 'Boda.dmg', { type: 'application/octet-stream' });
    await userEvent.upload(screen.getByTestId('settings-installer-windows-upload-input'), dmg, { applyAccept: false });
    expect(await screen.findByText(/WB-400-403/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.keyboard('{Escape}');
    const exe = new File(['MZ'], 'BodaClass Setup.exe', { type: 'application/octet-stream' });
    await userEvent.upload(screen.getByTestId('settings-installer-windows-upload-input'), exe);
    await waitFor(() => expect(calls).toEqual([{ command: 'INSTALLER_UPLOAD', input: { os: 'windows', uploadFile: exe } }]));
  });

  it('shows an uploaded installer with its download address and removes it after confirmation', async () => {
    const { calls, user } = setup(withWindows);
    expect(screen.getByTestId('settings-installer-windows-name')).toHaveTextContent('BodaClass Setup.exe');
    expect(screen.getByTestId('settings-installer-windows-link').getAttribute('href')).toContain(
      '/open/app/installer?companyId=demo&os=windows',
    );
    await user.click(screen.getByTestId('settings-installer-windows-remove'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Windows installer will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toEqual([{ command: 'INSTALLER_REMOVE', input: { os: 'windows' } }]));
  });
});
