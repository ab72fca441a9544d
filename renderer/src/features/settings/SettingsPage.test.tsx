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
  brandingImageFiles: [],
  manual: null,
  installers: [],
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
  const files: Array<{ command: string; input: unknown }> = [];
  let current = view;
  const withLogo: CompanySettingsView = {
    ...view,
    brandingImages: ['LOGIN_LOGO'],
    brandingImageFiles: [{ kind: 'LOGIN_LOGO', mime: 'image/png', size: 2048, modDatetime: '2024-05-02T01:00:00Z' }],
  };
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 1, userTypeCd: options.userTypeCd ?? 5 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'companySettings.VIEW': () => ({ result: current }),
    'companySettings.BRANDING_IMAGE_UPLOAD': (input) => {
      files.push({ command: 'BRANDING_IMAGE_UPLOAD', input });
      current = withLogo;
      return { result: current };
    },
    'companySettings.BRANDING_IMAGE_REMOVE': (input) => {
      files.push({ command: 'BRANDING_IMAGE_REMOVE', input });
      current = view;
      return { result: current };
    },
    'companySettings.MANUAL_UPLOAD': (input) => {
      files.push({ command: 'MANUAL_UPLOAD', input });
      current = { ...current, manual: { fileName: 'school-manual.pdf', size: 4096, modDatetime: '2024-05-02T01:00:00Z' } };
      return { result: current };
    },
    'companySettings.AUDIT_LIST': () => ({
      resultPage: toPage(
        [
          {
            auditIdx: 3,
            key: 'emergencyMode',
            before: false,
            after: true,
            regUserIdx: 1,
            regUserName: 'Operator Kim',
            regDatetime: '2024-05-02T01:00:00Z',
          },
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
        3,
      ),
    }),
    'companySettings.MOD': (input) => {
      mods.push(input);
      if (options.mod) return options.mod(input);
      return { result: view, changedKeys: Object.keys(input.settings) };
    },
  });
  signIn({ user: { userIdx: 1, userTypeCd: options.userTypeCd ?? 5 } });
  return { mods, files };
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
    expect(rows).toHaveLength(3);
    // A switch reads as words, not as raw true/false.
    expect(within(rows[0]).getByTestId('settings-history-after')).toHaveTextContent(/^On$/);
    expect(rows[0]).toHaveTextContent('Off');
    expect(rows[0]).not.toHaveTextContent(/true|false/);
    expect(within(rows[1]).getByText('Retention')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Operator Kim')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('settings-history-after')).toHaveTextContent('{"logMonths":12,"recordMonths":1}');
    expect(within(rows[2]).getByText('(not set)')).toBeInTheDocument();
  });

  it('uploads a branding image with a preview, replaces and removes it; an SVG is refused before sending', async () => {
    const { files } = setup();
    renderApp('/demo/manage/setting');
    const input = await screen.findByTestId('settings-image-LOGIN_LOGO-upload-input');
    expect(screen.queryByTestId('settings-image-LOGIN_LOGO-preview')).toBeNull();
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByTestId('error-popup')).toBeInTheDocument();
    expect(files).toEqual([]);
    await userEvent.click(await screen.findByTestId('error-popup-confirm'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());

    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, logo);
    await waitFor(() => expect(files).toEqual([{ command: 'BRANDING_IMAGE_UPLOAD', input: { kind: 'LOGIN_LOGO', uploadFile: logo } }]));
    const preview = await screen.findByTestId('settings-image-LOGIN_LOGO-preview');
    expect(preview.getAttribute('src')).toContain('command=LOGIN_LOGO');
    expect(preview.getAttribute('src')).toContain('v=2024-05-02');
    expect(screen.getByTestId('settings-image-LOGIN_LOGO-upload')).toHaveTextContent('Replace');

    await userEvent.click(screen.getByTestId('settings-image-LOGIN_LOGO-remove'));
    await userEvent.click(await screen.findByTestId('settings-files-confirm-confirm'));
    await waitFor(() => expect(files.at(-1)).toEqual({ command: 'BRANDING_IMAGE_REMOVE', input: { kind: 'LOGIN_LOGO' } }));
    await waitFor(() => expect(screen.queryByTestId('settings-image-LOGIN_LOGO-preview')).toBeNull());
  });

  it('uploads the company manual; the download link names the company', async () => {
    const { files } = setup();
    renderApp('/demo/manage/setting');
    expect(await screen.findByTestId('settings-manual-name')).toHaveTextContent('The product manual');
    expect(screen.getByTestId('settings-manual-link').getAttribute('href')).toContain('/open/app/manual?companyId=demo');
    const pdf = new File(['%PDF-1.7'], 'school-manual.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('settings-manual-upload-input'), pdf);
    await waitFor(() => expect(files).toEqual([{ command: 'MANUAL_UPLOAD', input: { uploadFile: pdf } }]));
    expect(await screen.findByTestId('settings-manual-name')).toHaveTextContent('school-manual.pdf');
  });
});
