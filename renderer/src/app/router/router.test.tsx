import { describe, expect, it, vi } from 'vitest';
import { toPage } from '@boda/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expireSession } from '../../api';
import { ApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { readCompanyConfig } from '@boda/contract/config';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

function apiForSignedIn() {
  return mockApi({
    'user.GET_ME': () => ({ result: useSession.getState().user ?? makeUser() }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'login.logout': () => ({ result: { loggedOut: true } }),
    'meetFee.LIST': () => ({
      resultPage: toPage([], 1, 1000, 0),
      totalAmount: 0,
      searchStartDate: '2026-11-01',
      searchEndDate: '2026-11-30',
    }),
  });
}

describe('router', () => {
  it('shows the landing page at /', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
  });

  it('redirects unknown paths under a company to the company home', async () => {
    apiForSignedIn();
    const { router } = renderApp('/demo/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
  });

  it('starts with the login page alone and adds the route map when a link leads elsewhere', async () => {
    apiForSignedIn();
    const { router } = renderApp('/demo');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    const count = (list: typeof router.routes): number => list.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(router.routes)).toBe(3);
    await act(() => router.navigate('/terms'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/policy'));
    expect(await screen.findByTestId('terms-operator')).toBeInTheDocument();
  });

  it('sends signed-out visitors of service routes to the company login page', async () => {
    apiForSignedIn();
    const { router } = renderApp('/demo/room/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
  });

  it('follows the index redirects of the service area', async () => {
    apiForSignedIn();
    signIn();
    const { router } = renderApp('/demo/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/message/recv/list'));
    expect(await screen.findByTestId('message-list-page')).toHaveAttribute('data-box', 'recv');
    await router.navigate('/demo/note');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/note/list/submitted'));
    await router.navigate('/demo/room');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
    await router.navigate('/demo/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
    expect(await screen.findByTestId('room-list-page')).toBeInTheDocument();
    await router.navigate('/demo/logMeet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/logMeet/list'));
    await router.navigate('/demo/board');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/board/list'));
  });

  it('redirects /terms to /terms/policy and shows the error page for unknown terms', async () => {
    mockApi({});
    const { router } = renderApp('/terms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/policy'));
    await router.navigate('/terms/whatever');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-variant', 'notFound');
  });

  it('follows the manage index redirects (main -> room, sections -> list)', async () => {
    apiForSignedIn();
    signIn({ user: { userTypeCd: 5 } });
    const { router } = renderApp('/demo/manage/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/room/list'));
    await router.navigate('/demo/manage/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/user/list'));
    await router.navigate('/demo/manage/book');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/book/workbook/list'));
    await router.navigate('/demo/manage/message');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/message/recv/list'));
    await router.navigate('/demo/manage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/room/list'));
    expect(screen.getByTestId('version-label')).toHaveTextContent('822.003.20');
  });

  it('shows the not-found page with the entered address for unknown manage paths', async () => {
    apiForSignedIn();
    signIn({ user: { userTypeCd: 5 } });
    renderApp('/demo/manage/nothing/here?x=1');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-variant', 'notFound');
    expect(screen.getByTestId('error-page-address')).toHaveTextContent('/demo/manage/nothing/here?x=1');
  });

  it('signs out a user without the manage-access bit who opens the manage area', async () => {
    const api = apiForSignedIn();
    signIn({ user: { userTypeCd: 12 } });
    const { router } = renderApp('/demo/manage/room/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
    expect(useSession.getState().token).toBeNull();
    expect(api).toHaveBeenCalledWith('login.logout', expect.anything());
  });

  it('sends a signed-out visitor of the manage area to the company root', async () => {
    apiForSignedIn();
    const { router } = renderApp('/demo/manage/user/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
  });

  it('logs out when the route company differs from the token company', async () => {
    apiForSignedIn();
    signIn({ company: { ...demoCompany, companyId: 'other' } });
    const { router } = renderApp('/demo/room/list');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(router.state.location.pathname).toBe('/demo');
  });

  it('shows the manage switch and manage menu only with bit 4096', async () => {
    apiForSignedIn();
    signIn({ user: { userTypeCd: 12, userName: 'Lee Student' } });
    renderApp('/demo/room/list');
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Lee Student');
    expect(screen.queryByTestId('header-area-switch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-user-type')).not.toBeInTheDocument();
  });

  it('shows the switch, the teacher label and the flag-driven tabs for a teacher', async () => {
    apiForSignedIn();
    signIn();
    renderApp('/demo/room/list');
    expect(await screen.findByTestId('header-area-switch')).toBeInTheDocument();
    expect(screen.getByTestId('header-user-type')).toHaveTextContent('Teacher');
    for (const tab of ['room', 'task', 'note', 'logMeet', 'charges']) expect(screen.getByTestId(`tab-${tab}`)).toBeInTheDocument();
    expect(screen.getByTestId('tab-task')).toHaveTextContent('Deploy homework');
  });

  it('shows the monitoring account only the tabs it may use: no homework, notes or settlement', async () => {
    apiForSignedIn();
    signIn({ user: { userTypeCd: 4, userName: 'Monitor Lee' } });
    renderApp('/demo/room/list');
    expect(await screen.findByTestId('tab-room')).toBeInTheDocument();
    for (const tab of ['room', 'schedule', 'logMeet']) expect(screen.getByTestId(`tab-${tab}`)).toBeInTheDocument();
    for (const tab of ['task', 'note', 'charges']) expect(screen.queryByTestId(`tab-${tab}`)).not.toBeInTheDocument();
  });

  it("refuses the monitoring account the manage area's settlement: no menu item, and its address is not found", async () => {
    apiForSignedIn();
    signIn({ user: { userTypeCd: 4, userName: 'Monitor Lee' }, cfg: { WEB_USER_TYPE_AUTH: '4,4096|5,4096|11,4096' } });
    renderApp('/demo/manage/charges/list');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-variant', 'notFound');
    expect(screen.getByTestId('manage-menu-logMeet')).toBeInTheDocument();
    expect(screen.queryByTestId('manage-menu-charges')).not.toBeInTheDocument();
    expect(screen.queryByTestId('settlement-page')).not.toBeInTheDocument();
  });

  it('highlights the tab of the section /main lands on; the settlement tab opens the class settlement', async () => {
    apiForSignedIn();
    signIn();
    const { router } = renderApp('/demo/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
    expect(await screen.findByTestId('room-list-page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tab-room')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByTestId('tab-main')).not.toBeInTheDocument();
    const charges = screen.getByTestId('tab-charges');
    expect(charges).not.toHaveAttribute('aria-disabled');
    await userEvent.click(charges);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/charges/list'));
    expect(await screen.findByTestId('charges-page')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Class settlement');
  });

  it('opens the message boxes from the user menu', async () => {
    apiForSignedIn();
    signIn();
    const { router } = renderApp('/demo/room/list');
    await userEvent.click(await screen.findByTestId('header-user-menu'));
    await userEvent.click(await screen.findByTestId('header-messages'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/message/recv/list'));
  });

  it('opens notices and the board from the service area user menu, and the manual in a new window', async () => {
    apiForSignedIn();
    signIn();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderApp('/demo/room/list');
    await userEvent.click(await screen.findByTestId('header-user-menu'));
    await userEvent.click(await screen.findByTestId('header-manual'));
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/\/open\/app\/manual\?companyId=demo$/), '_blank', 'noopener');
    await userEvent.click(await screen.findByTestId('header-user-menu'));
    await userEvent.click(await screen.findByTestId('header-notices'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/notice/list'));
    opened.mockRestore();
  });

  it('hides flag-driven tabs and manage menu items when the flags are off', async () => {
    apiForSignedIn();
    signIn({ user: { userTypeCd: 5 }, cfg: { WEB_FUNC_USE: '0,0,0,0,0,0' } });
    renderApp('/demo/manage/room/list');
    expect(await screen.findByTestId('manage-menu-room')).toBeInTheDocument();
    for (const hidden of ['monitor', 'charges', 'book', 'task', 'note'])
      expect(screen.queryByTestId(`manage-menu-${hidden}`)).not.toBeInTheDocument();
    // Built sections are links (every section of the menu is built now, notices included).
    expect(screen.getByTestId('manage-menu-room').tagName).toBe('A');
    expect(screen.getByTestId('manage-menu-notice').tagName).toBe('A');
    expect(screen.getByTestId('manage-menu-notice')).not.toHaveTextContent('Coming soon');
    expect(screen.getByTestId('license-box')).toHaveTextContent('12 / 100');
  });

  it('in emergency mode keeps only the room tab enabled and shows the banner', async () => {
    apiForSignedIn();
    signIn({ cfg: { SYSTEM_EMERGENCY_MODE: '1' } });
    renderApp('/demo/room/list');
    expect(await screen.findByTestId('emergency-banner')).toBeInTheDocument();
    expect(screen.getByTestId('tab-room')).not.toHaveAttribute('aria-disabled');
    for (const tab of ['schedule', 'task', 'note', 'logMeet', 'charges']) {
      expect(screen.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByTestId(`tab-${tab}`)).toHaveAttribute('data-unavailable', 'emergency');
      expect(screen.getByTestId(`tab-${tab}`)).toHaveAccessibleDescription('Available after disaster mode ends.');
    }
    // Every child of the tab list is a tab (no tooltip wrappers).
    // Every child of the tab list is a tab (no tooltip wrappers; Fluent's focus dummies aside).
    const children = [...screen.getByRole('tablist').children].filter((child) => !child.hasAttribute('data-tabster-dummy'));
    expect(children.map((child) => child.getAttribute('role'))).toEqual(['tab', 'tab', 'tab', 'tab', 'tab', 'tab']);
  });

  it('in emergency mode the other sections lead to the room list when opened by address', async () => {
    apiForSignedIn();
    signIn({ cfg: { SYSTEM_EMERGENCY_MODE: '1' } });
    for (const address of [
      '/demo/logMeet/list',
      '/demo/task/list',
      '/demo/note/list/work',
      '/demo/charges/list',
      '/demo/notice/list',
      '/demo/schedule',
      '/demo/message/recv/list',
    ]) {
      const { router, unmount } = renderApp(address);
      await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
      unmount();
    }
  });

  it('an address opened after emergency mode ended stays, though the stored configuration still had it on', async () => {
    const api = apiForSignedIn();
    signIn({ cfg: { SYSTEM_EMERGENCY_MODE: '1' } });
    const base = api.getMockImplementation();
    if (!base) throw new Error('the API mock has no implementation');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The first call of the load meets the server's newer configuration: the 402 reset takes it in, then it answers.
    api.mockImplementation(async (name, input) => {
      if (name === 'user.GET_ME') {
        await answered;
        const cfg = { ...useSession.getState().cfg, SYSTEM_EMERGENCY_MODE: '0' };
        useSession.setState({ cfg, config: readCompanyConfig(cfg) });
      }
      return base(name, input);
    });
    const { router } = renderApp('/demo/message/recv/list');
    // The section's code is there and the app waits for the server before leaving the address.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(router.state.location.pathname).toBe('/demo/message/recv/list');
    act(() => answer());
    expect(await screen.findByTestId('message-list-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo/message/recv/list');
  });

  it('a page of another tab leaves for the room list when a reloaded configuration turns emergency mode on', async () => {
    apiForSignedIn();
    signIn();
    const { router } = renderApp('/demo/message/recv/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/message/recv/list'));
    // What the 402 reset does after an operator saved emergency mode: the session's configuration changes.
    const cfg = { ...useSession.getState().cfg, SYSTEM_EMERGENCY_MODE: '1' };
    act(() => useSession.setState({ cfg, config: readCompanyConfig(cfg) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
  });

  it('an expired operator session on a service page ends on /, not on the company login page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'user.GET_ME': () => {
        expireSession();
        throw new ApiError('WB-401-002', 401);
      },
      'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    });
    signIn({ user: { userTypeCd: 5 } });
    const { router } = renderApp('/demo/room/list');
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().token).toBeNull();
  });

  it('logs a partner account out from the user menu to /', async () => {
    apiForSignedIn();
    signIn({ user: { accountOwnerTypeCd: 5 } });
    const { router } = renderApp('/demo/room/list');
    await userEvent.click(await screen.findByTestId('header-user-menu'));
    await userEvent.click(await screen.findByTestId('header-logout'));
    expect(await screen.findByTestId('landing-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(useSession.getState().leavingTo).toBeNull());
  });
});
