import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, type CompanySettingsView, toPage } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const view: CompanySettingsView = {
  configVersion: 4,
  brandingImages: [],
  settings: {
    emergencyMode: false,
    funcUse: [true, false, true, true, true, true],
    roomCategoryInstant: true,
    roomCategoryTask: true,
    helpSite: null,
    clientSetting: 3,
    userTypeAuth: [
      { userTypeCd: 5, mask: 4096 },
      { userTypeCd: 11, mask: 4096 },
      { userTypeCd: 12, mask: 0 },
    ],
    loginDisplay: 'login',
    passwordPolicy: 'high',
    brandingText: { title: 'Demo Academy', description: '', keywords: '' },
    retention: { logMonths: 6, recordMonths: 1 },
  },
};

function setup(options: { userTypeCd?: number; mod?: (input: CommandInput<'companySettings.MOD'>) => never } = {}) {
  const mods: Array<CommandInput<'companySettings.MOD'>> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 1, userTypeCd: options.userTypeCd ?? 5 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'companySettings.VIEW': () => ({ result: view }),
    'companySettings.AUDIT_LIST': () => ({
      resultPage: toPage(
        [
          {
            auditIdx: 2,
            key: 'retention',
            before: { logMonths: 6, recordMonths: 1 },
            after: { logMonths: 12, recordMonths: 1 },
            regUserIdx: 1,
            regUserName: 'Operator Kim',
            regDatetime: '2024-05-01T01:00:00Z',
          },
          {
            auditIdx: 1,
            key: 'helpSite',
            before: null,
            after: 'https://help.example',
            regUserIdx: 1,
            regUserName: 'Operator Kim',
            regDatetime: '2024-04-01T01:00:00Z',
          },
        ],
        1,
        10,
        2,
      ),
    }),
    'companySettings.MOD': (input) => {
      mods.push(input);
      if (options.mod) return options.mod(input);
      return { result: view, changedKeys: Object.keys(input.settings) };
    },
  });
  signIn({ user: { userIdx: 1, userTypeCd: options.userTypeCd ?? 5 } });
  return { mods };
}

describe('SettingsPage', () => {
  it('is in the manage menu for operators only', async () => {
    setup();
    const { unmount } = renderApp('/demo/manage/room/list');
    expect(await screen.findByTestId('manage-menu-setting')).toHaveAttribute('href', '/demo/manage/setting');
    unmount();
    setup({ userTypeCd: 11 });
    renderApp('/demo/manage/room/list');
    await screen.findByTestId('manage-menu-room');
    expect(screen.queryByTestId('manage-menu-setting')).toBeNull();
  });

  it('a teacher who types the address gets the not-found page, and no settings are read', async () => {
    setup({ userTypeCd: 11 });
    renderApp('/demo/manage/setting');
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-page')).toBeNull();
  });

  it('turns emergency mode on after a confirmation that says other sessions reload', async () => {
    const { mods } = setup();
    renderApp('/demo/manage/setting');
    const save = await screen.findByTestId('settings-save-emergency');
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByTestId('settings-emergency-switch'));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByTestId('settings-confirm-emergency-message')).toHaveTextContent(/Everyone signed in to this company/);
    await userEvent.click(screen.getByTestId('settings-confirm-emergency-confirm'));
    await waitFor(() => expect(mods).toEqual([{ settings: { emergencyMode: true } }]));
    expect(await screen.findByText('The settings were saved.')).toBeInTheDocument();
  });

  it('cancelling the confirmation saves nothing', async () => {
    const { mods } = setup();
    renderApp('/demo/manage/setting');
    await userEvent.click(await screen.findByTestId('settings-func-SETTLEMENT'));
    await userEvent.click(screen.getByTestId('settings-save-functions'));
    await userEvent.click(await screen.findByTestId('settings-confirm-functions-cancel'));
    expect(mods).toEqual([]);
  });

  it('sends the whole permission matrix with the toggled bit', async () => {
    const { mods } = setup();
    renderApp('/demo/manage/setting');
    await userEvent.click(await screen.findByTestId('settings-perm-12-ROOM_REGISTER'));
    await userEvent.click(screen.getByTestId('settings-save-permissions'));
    await userEvent.click(await screen.findByTestId('settings-confirm-permissions-confirm'));
    await waitFor(() => expect(mods).toHaveLength(1));
    const auth = mods[0].settings.userTypeAuth ?? [];
    expect(auth.find((e) => e.userTypeCd === 12)).toEqual({ userTypeCd: 12, mask: 2048 });
    expect(auth.find((e) => e.userTypeCd === 5)).toEqual({ userTypeCd: 5, mask: 4096 });
  });

  it('shows the server’s refusal under the matrix', async () => {
    setup({
      mod: () => {
        throw new ApiError('WB-400-212', 400, undefined, [
          {
            path: 'settings.userTypeAuth',
            message: 'Your own user type must keep manage access, or nobody could change the settings again.',
            key: 'settings.selfLockout',
          },
        ]);
      },
    });
    renderApp('/demo/manage/setting');
    await userEvent.click(await screen.findByTestId('settings-perm-5-MANAGE_ACCESS'));
    await userEvent.click(screen.getByTestId('settings-save-permissions'));
    await userEvent.click(await screen.findByTestId('settings-confirm-permissions-confirm'));
    expect(await screen.findByTestId('settings-permissions-error')).toHaveTextContent('Your own user type must keep manage access');
    expect(screen.queryByTestId('error-popup')).toBeNull();
  });

  it('checks the help site and retention before asking', async () => {
    const { mods } = setup();
    renderApp('/demo/manage/setting');
    await userEvent.type(await screen.findByTestId('settings-help-site'), 'javascript:alert(1)');
    await userEvent.click(screen.getByTestId('settings-save-branding'));
    expect(await screen.findByText('Enter an address starting with http:// or https://.')).toBeInTheDocument();
    const logMonths = screen.getByTestId('settings-retention-logMonths');
    await userEvent.clear(logMonths);
    await userEvent.type(logMonths, '0');
    await userEvent.click(screen.getByTestId('settings-save-retention'));
    expect(await screen.findByText('Enter a whole number of months from 1 to 120.')).toBeInTheDocument();
    expect(screen.queryByTestId('settings-confirm-retention')).toBeNull();
    expect(mods).toEqual([]);
  });

  it('lists the change history with the setting, who, before and after', async () => {
    setup();
    renderApp('/demo/manage/setting');
    const rows = await screen.findAllByTestId('settings-history-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Retention')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Operator Kim')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('settings-history-after')).toHaveTextContent('{"logMonths":12,"recordMonths":1}');
    expect(within(rows[1]).getByText('(not set)')).toBeInTheDocument();
  });
});
