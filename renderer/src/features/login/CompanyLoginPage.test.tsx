import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandData, RawConfig } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { bodaSetting, demoCfg, demoCompany, makeToken, makeUser, mockApi } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { LOGIN_INFO_WAIT_MS } from './queries';

const branding = { title: '', description: '', keywords: '', images: [] };

function loginApi(cfg: RawConfig = demoCfg, login: () => never | ReturnType<typeof success> = success) {
  return mockApi({
    'company.loginInfo': () => ({ result: { company: demoCompany, cfg, bodaSetting, branding } }),
    'company.BRANDING_INFO': () => ({ result: branding }),
    'user.GET_ME': () => ({ result: makeUser() }),
    'login.loginBoda': () => login(),
  });
}

function success() {
  return { result: { token: makeToken(), rememberToken: 'remember-1', user: makeUser(), company: demoCompany, cfg: demoCfg, bodaSetting } };
}

describe('company login page', () => {
  it('opens with its form: the route waits for the login info it asked for, and no loading card shows first', async () => {
    let answer: (value: CommandData<'company.loginInfo'>) => void = () => undefined;
    const send = mockApi({
      'company.loginInfo': () => new Promise<CommandData<'company.loginInfo'>>((resolve) => (answer = resolve)),
      'company.BRANDING_INFO': () => ({ result: branding }),
    });
    let loadingShown = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="login-loading"]')) loadingShown = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/demo');
    await waitFor(() => expect(send).toHaveBeenCalledWith('company.loginInfo', { companyId: 'demo', language: 'en' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('login-page')).not.toBeInTheDocument();
    answer({ result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding } });
    expect(await screen.findByTestId('login-form')).toBeVisible();
    observer.disconnect();
    expect(loadingShown).toBe(false);
    expect(send.mock.calls.filter(([name]) => name === 'company.loginInfo')).toHaveLength(1);
  });

  it('a server that does not answer holds the page back for a moment only: then it shows loading, with its language switch', async () => {
    mockApi({ 'company.loginInfo': () => new Promise(() => {}), 'company.BRANDING_INFO': () => ({ result: branding }) });
    const started = performance.now();
    renderApp('/demo');
    expect(await screen.findByTestId('login-loading', undefined, { timeout: LOGIN_INFO_WAIT_MS + 3000 })).toBeVisible();
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_INFO_WAIT_MS - 50);
    expect(screen.getByTestId('language-switch')).toBeVisible();
    expect(screen.queryByTestId('login-form')).not.toBeInTheDocument();
  });

  it('keeps the login button disabled until both fields are filled', async () => {
    loginApi();
    renderApp('/demo');
    const submit = await screen.findByTestId('login-submit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('login-username'), 'teacher1');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('login-password'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('login-password'), 'secret');
    expect(submit).toBeEnabled();
    expect(screen.getByTestId('login-company-name')).toHaveTextContent('Demo Academy');
  });

  it('limits the username to 50 and the password to 30 characters', async () => {
    loginApi();
    renderApp('/demo');
    expect(await screen.findByTestId('login-username')).toHaveAttribute('maxLength', '50');
    expect(screen.getByTestId('login-password')).toHaveAttribute('maxLength', '30');
  });

  it('shows WB-400-601 inline and other login errors in the popup', async () => {
    let code = 'WB-400-601';
    loginApi(demoCfg, () => {
      throw new ApiError(code, 400);
    });
    renderApp('/demo');
    await userEvent.type(await screen.findByTestId('login-username'), 'teacher1');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error-inline')).toHaveTextContent('Invalid ID or password.');
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();

    code = 'WB-400-004';
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('The account is locked. Please contact the administrator.');
    expect(screen.queryByTestId('login-error-inline')).not.toBeInTheDocument();
  });

  it('tells a temporarily locked-out user when to try again', async () => {
    const retryAt = new Date(2026, 0, 5, 14, 37);
    loginApi(demoCfg, () => {
      throw new ApiError('WB-400-004', 400, undefined, [{ path: 'retryAt', message: retryAt.toISOString() }]);
    });
    renderApp('/demo');
    await userEvent.type(await screen.findByTestId('login-username'), 'teacher1');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    const message = await screen.findByTestId('error-popup-message');
    expect(message).toHaveTextContent('The account is locked. Please contact the administrator.');
    expect(message).toHaveTextContent(/You can try again after 0?2:37\sPM/);
  });

  it('warns when caps lock is on', async () => {
    loginApi();
    renderApp('/demo');
    const password = await screen.findByTestId('login-password');
    expect(screen.queryByTestId('login-capslock')).not.toBeInTheDocument();
    fireEvent.keyUp(password, { key: 'A', modifierCapsLock: true });
    expect(await screen.findByTestId('login-capslock')).toHaveTextContent('Caps Lock is on.');
    fireEvent.keyUp(password, { key: 'a', modifierCapsLock: false });
    await waitFor(() => expect(screen.queryByTestId('login-capslock')).not.toBeInTheDocument());
  });

  it('signs in, stores the session and lands on the room list via /main', async () => {
    const api = loginApi();
    const { router } = renderApp('/demo');
    await userEvent.type(await screen.findByTestId('login-username'), '  teacher1 ');
    await userEvent.type(screen.getByTestId('login-password'), 'Boda!2468');
    await userEvent.click(screen.getByTestId('login-auto'));
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
    expect(api).toHaveBeenCalledWith('login.loginBoda', {
      companyId: 'demo',
      username: 'teacher1',
      password: 'Boda!2468',
      autoLogin: true,
    });
    expect(useSession.getState().user?.userId).toBe('teacher1');
    expect(window.localStorage.getItem('BODA_REMEMBER_TOKEN')).toBe('remember-1');
    expect(JSON.parse(window.localStorage.getItem('BODA_TOKEN') ?? '{}')).toMatchObject({ access_token: 'access-1' });
    expect(window.localStorage.getItem('BODA_USER_TYPE')).toBe('11');
    expect(window.localStorage.getItem('BODA_LAST_USER_ID')).toBe('teacher1');
    expect(window.localStorage.getItem('BODA_AUTO_LOGIN')).toBe('1');
  });

  it('shows the configured display mode and lets the user switch to the login form', async () => {
    loginApi({ ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'easy' });
    renderApp('/demo');
    expect(await screen.findByTestId('easy-join')).toBeInTheDocument();
    expect(screen.getByTestId('login-mode')).toHaveAttribute('data-mode', 'easy');
    await userEvent.click(screen.getByTestId('login-switch-form'));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('login-switch-back'));
    expect(await screen.findByTestId('easy-join')).toBeInTheDocument();
  });

  it('experience mode guides a visitor in three steps to a trial class joined with a code and a nickname', async () => {
    loginApi({ ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'experience' });
    renderApp('/demo');
    const guide = await screen.findByTestId('experience-guide');
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['Get a class code', 'Join with a nickname', 'Sign in with your account']);
    expect(screen.queryByTestId('easy-join')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('experience-start'));
    expect(await screen.findByTestId('easy-invite-code')).toBeInTheDocument();
    expect(screen.queryByTestId('easy-choice-create')).not.toBeInTheDocument();
    expect(screen.getByTestId('easy-submit')).toBeDisabled();
    await userEvent.type(screen.getByTestId('easy-nickname'), 'Visitor');
    await userEvent.type(screen.getByTestId('easy-invite-code'), '123456789');
    expect(screen.getByTestId('easy-submit')).toBeEnabled();
  });

  it('forces the login form in emergency mode', async () => {
    loginApi({ ...demoCfg, WEB_FRONT_LOGIN_DISPLAY: 'experience', SYSTEM_EMERGENCY_MODE: '1' });
    renderApp('/demo');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(screen.getByTestId('login-mode')).toHaveAttribute('data-mode', 'login');
    expect(screen.queryByTestId('login-switch-back')).not.toBeInTheDocument();
  });

  it('reports an unknown company in a popup and returns to /', async () => {
    mockApi({
      'company.loginInfo': () => {
        throw new ApiError('WB-400-205', 400);
      },
    });
    const { router } = renderApp('/nowhere');
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('The company was not found.');
    await userEvent.click(screen.getByTestId('error-popup-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers Google or Apple sign-in only for the providers the company configured', async () => {
    loginApi();
    const plain = renderApp('/demo');
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('oauth-google')).not.toBeInTheDocument();
    plain.unmount();
    mockApi({
      'company.loginInfo': () => ({ result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding, oauthProviders: [2] } }),
      'company.BRANDING_INFO': () => ({ result: branding }),
      'login.SIGN_IN_OAUTH': () => new Promise(() => {}),
    });
    const { router } = renderApp('/demo');
    await userEvent.click(await screen.findByTestId('oauth-google'));
    expect(screen.queryByTestId('oauth-apple')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/demo/oauth?accountOwnerTypeCd=2'),
    );
  });
});
